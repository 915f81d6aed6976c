import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import PrintIcon from '@mui/icons-material/Print';
import { skipToken } from '@reduxjs/toolkit/query';
import { IntlProvider, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { useGetMyReceiptQuery } from '../../../api/signedInApi';
import { describeFailure } from '../../../api';
import { ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { LANGUAGE_NAME_IDS } from '../../../components/language/languageNames';
import { PageHeading } from '../../../components/page/PageHeading';
import { paths } from '../../../config/paths';
import { DEFAULT_LOCALE, LOCALES, directionOf, type Locale } from '../../../i18n/locale';
import { selectCustomerToken } from '../../../state/authSlice';
import { useAppSelector } from '../../../state/hooks';
import { LoginPrompt } from '../shared/StudentSession';
import { ReceiptDocument } from './ReceiptDocument';
import { useCatalog } from './useCatalog';

// Printed, the receipt is the page: the site's header, footer and the page's own buttons stay on screen only.
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, footer, [data-screen-only]': { display: 'none !important' },
        'main#main': { minHeight: 0 },
        '[data-receipt]': { border: '0 !important', padding: '0 !important' },
      },
    }}
  />
);

/** A receipt or credit note, printable, in the language it was issued in unless the reader picks another. */
export function ReceiptPage() {
  const intl = useIntl();
  const token = useAppSelector(selectCustomerToken);
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const { data, error, isLoading, refetch } = useGetMyReceiptQuery(token && validId ? { id } : skipToken);
  const receipt = data?.data;
  const [picked, setPicked] = useState<Locale>();
  const language = picked ?? receipt?.locale ?? DEFAULT_LOCALE;
  const messages = useCatalog(language);
  const failure = error ? describeFailure(error) : undefined;

  if (!token || !validId || failure || isLoading || !receipt || !messages) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <PageHeading id="page.receipt.title" />
        {!token ? (
          <LoginPrompt />
        ) : !validId || (failure?.kind === 'http' && failure.status === 404) ? (
          <ErrorNotice>{intl.formatMessage({ id: 'receipt.notFound' })}</ErrorNotice>
        ) : failure ? (
          <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'receipt.loadFailed' })}</ErrorNotice>
        ) : (
          <LoadingText>{intl.formatMessage({ id: 'receipt.loading' })}</LoadingText>
        )}
      </Container>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      {printStyles}
      <Box data-screen-only sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Button component={RouterLink} to={paths.booking.getHref(receipt.booking_id)}>
          {intl.formatMessage({ id: 'receipt.backToBooking' })}
        </Button>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={language}
            onChange={(_, value: Locale | null) => value && setPicked(value)}
            aria-label={intl.formatMessage({ id: 'receipt.language' })}
          >
            {LOCALES.map((locale) => (
              <ToggleButton key={locale} value={locale} lang={locale}>
                {intl.formatMessage({ id: LANGUAGE_NAME_IDS[locale] })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {intl.formatMessage({ id: 'receipt.print' })}
          </Button>
        </Box>
      </Box>
      <IntlProvider locale={language} defaultLocale={DEFAULT_LOCALE} messages={messages}>
        <Paper data-receipt variant="outlined" component="article" lang={language} dir={directionOf(language)} sx={{ p: { xs: 2, md: 4 } }}>
          <ReceiptDocument receipt={receipt} />
        </Paper>
      </IntlProvider>
    </Container>
  );
}
