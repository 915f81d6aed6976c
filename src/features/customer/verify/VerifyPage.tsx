import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { TextInput } from '../../../components/forms/TextInput';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import Typography from '@mui/material/Typography';
import { useToasts } from '../../../components/feedback/toasts';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { describeFailure, extractServerErrorText, useResendVerificationCodeMutation, useVerifyCodeMutation } from '../../../api';
import { paths } from '../../../config/paths';
import { PageHeading } from '../../../components/page/PageHeading';
import { customerSignedIn } from '../../../state/authSlice';
import { useAppDispatch } from '../../../state/hooks';
import { CUSTOMER_TOAST_MS, flowState } from '../shared/customerFlow';

/**
 * The verification code. The email comes from the signup; a student arriving
 * with a code but no email (from the login or packages page) types it here. A lost, expired or
 * locked code is replaced by "send a new code" (signing up again changes nothing of a pending account).
 */
export function VerifyPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const state = flowState(useLocation().state);
  const { enqueueSnackbar } = useToasts();
  const [typedEmail, setTypedEmail] = useState('');
  const email = state.email ?? typedEmail;
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const [verify, { isLoading }] = useVerifyCodeMutation();
  const [resend, { isLoading: isResending }] = useResendVerificationCodeMutation();
  const toast = (message: string, variant: 'success' | 'error') => enqueueSnackbar(message, { variant, autoHideDuration: CUSTOMER_TOAST_MS });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: email.trim() ? undefined : intl.formatMessage({ id: 'verify.noEmail' }),
      code: code.trim() ? undefined : intl.formatMessage({ id: 'verify.codeRequired' }),
    };
    setErrors(found);
    if (found.email || found.code) return;
    setFailure(null);
    const result = await verify({ verifyInput: { email: email.trim(), code: code.trim(), firebaseToken: null, deviceId: null } });
    if ('error' in result) {
      const failed = describeFailure(result.error);
      const text =
        failed.kind === 'http'
          ? (extractServerErrorText(failed.body, { locale: intl.locale }) ?? intl.formatMessage({ id: 'verify.error' }, { status: failed.status }))
          : intl.formatMessage({ id: 'verify.failed' });
      setFailure(text);
      toast(text, 'error');
      return;
    }
    toast(intl.formatMessage({ id: 'verify.success' }), 'success');
    const { token } = result.data;
    if (token) dispatch(customerSignedIn(token));
    // Signed in by the code and on the way somewhere: go there; otherwise the redirect target.
    const target = token && state.from ? state.from : (state.redirectTo ?? paths.login.getHref());
    navigate(target, { replace: true, state: { email: email.trim(), from: state.from } });
  };

  const sendNewCode = async () => {
    const missing = email.trim() ? undefined : intl.formatMessage({ id: 'verify.noEmail' });
    setErrors({ email: missing });
    if (missing) return;
    setFailure(null);
    setResent(null);
    const result = await resend({ resendCodeInput: { email: email.trim() } });
    if ('error' in result) {
      const failed = describeFailure(result.error);
      const text = (failed.kind === 'http' && extractServerErrorText(failed.body, { locale: intl.locale })) || intl.formatMessage({ id: 'verify.resendFailed' });
      setFailure(text);
      toast(text, 'error');
      return;
    }
    const text = intl.formatMessage({ id: 'verify.resent' }, { email: email.trim() });
    setResent(text);
    toast(text, 'success');
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <PageHeading id="page.verify.title" />
        {state.email && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {intl.formatMessage({ id: 'verify.intro' }, { email: state.email })}
          </Typography>
        )}
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {resent && (
          <Alert severity="info" role="status" sx={{ mb: 2 }}>
            {resent}
          </Alert>
        )}
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 1 }}>
          {!state.email && (
            <TextInput
              name="email"
              type="email"
              label={intl.formatMessage({ id: 'verify.emailLabel' })}
              value={email}
              onChange={(event) => setTypedEmail(event.target.value)}
              error={Boolean(errors.email)}
              helperText={errors.email ?? ' '}
              autoComplete="email"
              slotProps={{ htmlInput: { dir: 'ltr' } }}
              required
            />
          )}
          <TextInput
            name="code"
            label={intl.formatMessage({ id: 'verify.code' })}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(errors.code)}
            helperText={errors.code ?? ' '}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12, dir: 'ltr' } }}
            required
          />
          <SubmitButton variant="contained" size="large" disabled={isLoading}>
            {intl.formatMessage({ id: isLoading ? 'verify.sending' : 'verify.submit' })}
          </SubmitButton>
          <Button variant="text" onClick={() => void sendNewCode()} disabled={isResending}>
            {intl.formatMessage({ id: isResending ? 'verify.resending' : 'verify.resend' })}
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}
