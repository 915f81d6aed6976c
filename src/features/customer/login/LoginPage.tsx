import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { TextInput } from '../../../components/forms/TextInput';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import Typography from '@mui/material/Typography';
import { useToasts } from '../../../components/feedback/toasts';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useCustomerLoginMutation } from '../../../api';
import { paths } from '../../../config/paths';
import { PageHeading } from '../../../components/page/PageHeading';
import { customerSignedIn } from '../../../state/authSlice';
import { useAppDispatch } from '../../../state/hooks';
import { CUSTOMER_TOAST_MS, afterLogin, flowState } from '../shared/customerFlow';
import { loginFailureText } from './loginFailure';

/** Student login: success stores the token and returns the student where they were going. */
export function LoginPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const state = flowState(location.state);
  const { enqueueSnackbar } = useToasts();
  const [email, setEmail] = useState(state.email ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [login, { isLoading }] = useCustomerLoginMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: email.trim() ? undefined : intl.formatMessage({ id: 'form.emailRequired' }),
      password: password ? undefined : intl.formatMessage({ id: 'login.passwordRequired' }),
    };
    setErrors(found);
    if (found.email || found.password) return;
    setFailure(null);
    const result = await login({ customerLoginInput: { email: email.trim(), password, type: 'student', tokenName: 'web' } });
    const fail = (text: string) => {
      setFailure(text);
      enqueueSnackbar(text, { variant: 'error', autoHideDuration: CUSTOMER_TOAST_MS });
    };
    if ('error' in result) return fail(loginFailureText(intl, result.error));
    const { token } = result.data;
    if (!token) return fail(result.data?.message || intl.formatMessage({ id: 'login.noToken' }));
    dispatch(customerSignedIn(token));
    enqueueSnackbar(result.data.message || intl.formatMessage({ id: 'login.success' }), { variant: 'success', autoHideDuration: CUSTOMER_TOAST_MS });
    navigate(afterLogin(state), { replace: true });
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <PageHeading id="page.login.title" />
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intl.formatMessage({ id: 'login.intro' })}
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 1 }}>
          <TextInput
            name="email"
            type="email"
            label={intl.formatMessage({ id: 'form.email' })}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email ?? ' '}
            autoComplete="email"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
            required
          />
          <TextInput
            name="password"
            type="password"
            label={intl.formatMessage({ id: 'login.password' })}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password ?? ' '}
            autoComplete="current-password"
            required
          />
          <SubmitButton variant="contained" size="large" disabled={isLoading}>
            {intl.formatMessage({ id: isLoading ? 'login.sending' : 'login.submit' })}
          </SubmitButton>
        </Box>
        <Box sx={{ mt: 3, display: 'grid', gap: 1 }}>
          <Typography>
            {intl.formatMessage({ id: 'login.noAccount' })}{' '}
            {/* Inside a sentence a link is told apart by its underline, not its colour alone (WCAG 1.4.1). */}
            <Link component={RouterLink} to={paths.signup.getHref()} state={state} underline="always">
              {intl.formatMessage({ id: 'login.signup' })}
            </Link>
          </Typography>
          <Link component={RouterLink} to={paths.verify.getHref()} state={{ ...state, email: email.trim() || undefined }}>
            {intl.formatMessage({ id: 'login.haveCode' })}
          </Link>
        </Box>
      </Paper>
    </Container>
  );
}
