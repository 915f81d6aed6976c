import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { EmailInput, TextInput } from '../../../components/forms/TextInput';
import { SignInCard } from '../../../components/forms/SignInCard';
import { useSubmit } from '../../../components/forms/useSubmit';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { useLocalizedPath } from '../../../components/navigation/useLocalizedPath';
import { describeFailure, extractServerErrorText, useResendVerificationCodeMutation, useVerifyCodeMutation } from '../../../api';
import { paths } from '../../../config/paths';
import { customerSignedIn, instructorSignedIn } from '../../../state/authSlice';
import { useAppDispatch } from '../../../state/hooks';
import { CUSTOMER_TOAST_MS, flowState } from '../shared/customerFlow';
import { afterInstructorLogin } from '../shared/instructorLanding';
import { customerProfile } from '../shared/customerProfile';
import { Notice } from '../../../components/feedback/Notice';

/**
 * The verification code. The email comes from the signup; a student arriving
 * with a code but no email (from the login or packages page) types it here. A lost, expired or
 * locked code is replaced by "send a new code" (signing up again changes nothing of a pending account).
 * From the signup, whose answer does not tell whether the email already had an account, the page
 * says that such an account's owner was mailed a note instead, and offers to sign in or reset.
 */
export function VerifyPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const dispatch = useAppDispatch();
  const state = flowState(useLocation().state);
  const [typedEmail, setTypedEmail] = useState('');
  const email = state.email ?? typedEmail;
  const [code, setCode] = useState('');
  const [resent, setResent] = useState<string | null>(null);
  const [verify] = useVerifyCodeMutation();
  const [resend] = useResendVerificationCodeMutation();
  const emailMissing = () => (email.trim() ? undefined : intl.formatMessage({ id: 'verify.noEmail' }));
  const toastOptions = { autoHideDuration: CUSTOMER_TOAST_MS };
  const verifying = useSubmit(verify, {
    validate: () => ({ email: emailMissing(), code: code.trim() ? undefined : intl.formatMessage({ id: 'verify.codeRequired' }) }),
    failureMessage: (_, error) => {
      const failed = describeFailure(error);
      return failed.kind === 'http'
        ? (extractServerErrorText(failed.body) ?? intl.formatMessage({ id: 'verify.error' }, { status: failed.status }))
        : intl.formatMessage({ id: 'verify.failed' });
    },
    successMessage: intl.formatMessage({ id: 'verify.success' }),
    toastOptions,
    onSuccess: (data) => {
      const { token, user } = data;
      // A verified "teacher" account is signed in to the instructor's area and goes there.
      if (token && user.type === 'teacher') {
        dispatch(instructorSignedIn({ token, user: customerProfile(user) }));
        navigate(localize(afterInstructorLogin(state)), { replace: true });
        return;
      }
      if (token) dispatch(customerSignedIn({ token, user: customerProfile(user) }));
      // Signed in by the code and on the way somewhere: go there; otherwise the redirect target.
      const target = token && state.from ? state.from : (state.redirectTo ?? paths.login.getHref());
      navigate(localize(target), { replace: true, state: { email: email.trim(), from: state.from } });
    },
  });
  const resentText = () => intl.formatMessage({ id: 'verify.resent' }, { email: email.trim() });
  const resending = useSubmit(resend, {
    validate: () => ({ email: emailMissing() }),
    failureMessage: (_, error) => {
      const failed = describeFailure(error);
      return (failed.kind === 'http' && extractServerErrorText(failed.body)) || intl.formatMessage({ id: 'verify.resendFailed' });
    },
    successMessage: resentText,
    toastOptions,
    onSuccess: () => setResent(resentText()),
  });
  // Both share the banner and the fields: each attempt replaces what the other showed.
  const errors = { ...verifying.fieldErrors, ...resending.fieldErrors };

  const submit = () => {
    resending.clear();
    void verifying.submit({ verifyInput: { email: email.trim(), code: code.trim(), firebaseToken: null, deviceId: null } });
  };

  const sendNewCode = () => {
    verifying.clear();
    setResent(null);
    void resending.submit({ resendCodeInput: { email: email.trim() } });
  };

  return (
    <SignInCard
      titleId="page.verify.title"
      intro={state.email && intl.formatMessage({ id: state.signedUp ? 'verify.introSignedUp' : 'verify.intro' }, { email: state.email })}
      failure={verifying.failure ?? resending.failure}
      notice={resent && <Notice tone="info">{resent}</Notice>}
      onSubmit={submit}
      submitting={verifying.isSubmitting}
      submitLabel="verify.submit"
      sendingLabel="verify.sending"
      formEnd={
        <Button variant="text" onClick={sendNewCode} disabled={resending.isSubmitting}>
          {intl.formatMessage({ id: resending.isSubmitting ? 'verify.resending' : 'verify.resend' })}
        </Button>
      }
      after={
        state.signedUp && (
          <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
            <Link component={RouterLink} to={paths.login.getHref()} state={{ email: state.email, from: state.from }}>
              {intl.formatMessage({ id: 'verify.haveAccount' })}
            </Link>
            <Link component={RouterLink} to={paths.forgotPassword.getHref()}>
              {intl.formatMessage({ id: 'login.forgot' })}
            </Link>
          </Box>
        )
      }
    >
      {!state.email && <EmailInput label={intl.formatMessage({ id: 'verify.emailLabel' })} value={email} onChange={setTypedEmail} error={errors.email} />}
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
    </SignInCard>
  );
}
