import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useToasts } from '../../../components/feedback/toasts';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useListPackagesQuery } from '../../../api';
import { paths } from '../../../config/paths';
import { EmptyText, LoadingText } from '../../../components/feedback/StatusMessage';
import { PageHeading } from '../../../components/page/PageHeading';
import { formatMoney } from '../../../i18n/format';
import { selectCustomerToken } from '../../../state/authSlice';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { Locale } from '../../../i18n/locale';
import { logoutCustomer } from '../../../api/session';
import { CUSTOMER_TOAST_MS, type CustomerFlowState } from '../shared/customerFlow';
import { PackageOption } from './PackageOption';
import { SubmitButton } from '../../../components/forms/SubmitButton';

const RETURN_HERE: CustomerFlowState = { from: paths.payment.getHref() };

function LoginPrompt() {
  const intl = useIntl();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
      <Typography variant="h2" gutterBottom>
        {intl.formatMessage({ id: 'payment.promptTitle' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intl.formatMessage({ id: 'payment.promptText' })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.login.getHref()} state={RETURN_HERE} variant="contained">
          {intl.formatMessage({ id: 'payment.login' })}
        </Button>
        <Button component={RouterLink} to={paths.signup.getHref()} state={RETURN_HERE} variant="outlined">
          {intl.formatMessage({ id: 'payment.signup' })}
        </Button>
        <Button component={RouterLink} to={paths.verify.getHref()} state={{ ...RETURN_HERE, redirectTo: paths.login.getHref() }}>
          {intl.formatMessage({ id: 'payment.haveCode' })}
        </Button>
      </Box>
    </Paper>
  );
}

/** Packages and booking: the student's packages as choices, a total, Book (signed in and a package chosen). */
export function PaymentPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useToasts();
  const token = useAppSelector(selectCustomerToken);
  const toast = (message: string, variant: 'success' | 'error') => enqueueSnackbar(message, { variant, autoHideDuration: CUSTOMER_TOAST_MS });
  const { data, isLoading, isError } = useListPackagesQuery(token ? undefined : skipToken);
  const packages = token && !isError ? (data ?? []) : [];
  // A choice belongs to the token it was made with: a new or removed token (this tab or another)
  // starts the choice afresh.
  const [choice, setChoice] = useState<{ token: typeof token; id: number } | null>(null);
  const chosenId = choice?.token === token ? choice.id : null;
  const chosen = packages.find((pkg) => pkg.id === chosenId);
  useEffect(() => {
    if (isError) enqueueSnackbar(intl.formatMessage({ id: 'payment.loadFailed' }), { variant: 'error', autoHideDuration: CUSTOMER_TOAST_MS });
  }, [isError, intl, enqueueSnackbar]);

  const book = (event: FormEvent) => {
    event.preventDefault();
    if (!token) return toast(intl.formatMessage({ id: 'payment.mustLogin' }), 'error');
    if (!chosen) return toast(intl.formatMessage({ id: 'payment.choosePackage' }), 'error');
    toast(intl.formatMessage({ id: 'payment.redirecting' }), 'success');
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading id="page.payment.title" />
      {!token ? (
        <LoginPrompt />
      ) : (
        <>
          <Paper
            variant="outlined"
            sx={{ p: 1.5, pl: 2, mb: 3, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
          >
            <Typography>{intl.formatMessage({ id: 'payment.signedIn' })}</Typography>
            <Button startIcon={<LogoutIcon />} onClick={() => void dispatch(logoutCustomer())}>
              {intl.formatMessage({ id: 'payment.logout' })}
            </Button>
          </Paper>
          <Box component="form" noValidate onSubmit={book}>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography component="legend" variant="h2" sx={{ mb: 2 }}>
                {intl.formatMessage({ id: 'payment.choose' })}
              </Typography>
              {isLoading && <LoadingText>{intl.formatMessage({ id: 'payment.loading' })}</LoadingText>}
              {!isLoading && packages.length === 0 && <EmptyText>{intl.formatMessage({ id: 'payment.empty' })}</EmptyText>}
              <Box role="radiogroup" aria-label={intl.formatMessage({ id: 'payment.choose' })} sx={{ display: 'grid', gap: 2 }}>
                {packages.map((pkg) => (
                  <PackageOption key={pkg.id} pkg={pkg} checked={pkg.id === chosenId} onChoose={() => setChoice({ token, id: pkg.id })} />
                ))}
              </Box>
            </Box>
            <Paper variant="outlined" sx={{ mt: 3, p: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
              <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }} role="status">
                {intl.formatMessage({ id: 'payment.total' })}: {formatMoney(chosen?.price ?? 0, locale)}
              </Typography>
              <SubmitButton variant="contained" color="secondary" size="large">
                {intl.formatMessage({ id: 'payment.book' })}
              </SubmitButton>
            </Paper>
          </Box>
        </>
      )}
    </Container>
  );
}
