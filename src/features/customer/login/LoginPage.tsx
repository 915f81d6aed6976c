import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { EmailInput, TextInput } from '../../../components/forms/TextInput';
import { SignInCard } from '../../../components/forms/SignInCard';
import { useSubmit } from '../../../components/forms/useSubmit';
import Typography from '@mui/material/Typography';
import { Notice } from '../../../components/feedback/Notice';
import { useToasts } from '../../../components/feedback/toasts';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { useLocalizedPath } from '../../../components/navigation/useLocalizedPath';
import { useCustomerLoginMutation } from '../../../api';
import { paths } from '../../../config/paths';
import { unprefixedPath } from '../../../i18n/localePath';
import { customerSignedIn, instructorSignedIn } from '../../../state/authSlice';
import { useAppDispatch } from '../../../state/hooks';
import { CUSTOMER_TOAST_MS, afterLogin, flowState } from '../shared/customerFlow';
import { afterInstructorLogin } from '../shared/instructorLanding';
import { customerProfile } from '../shared/customerProfile';
import { loginFailureText } from './loginFailure';

/** Student login: success stores the token and returns the student where they were going. */
export function LoginPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const location = useLocation();
  const state = flowState(location.state);
  const { enqueueSnackbar } = useToasts();
  const [email, setEmail] = useState(state.email ?? '');
  const [password, setPassword] = useState('');
  const [login] = useCustomerLoginMutation();
  const signingIn = useSubmit(login, {
    validate: () => ({
      email: email.trim() ? undefined : intl.formatMessage({ id: 'form.emailRequired' }),
      password: password ? undefined : intl.formatMessage({ id: 'login.passwordRequired' }),
    }),
    failureMessage: (_, error) => loginFailureText(intl, error),
    toastOptions: { autoHideDuration: CUSTOMER_TOAST_MS },
    onSuccess: (data) => {
      const { token, user } = data;
      if (!token) return signingIn.fail(data?.message || intl.formatMessage({ id: 'login.noToken' }));
      // A "teacher" account's token opens only the instructor's area, never the student's screens.
      const teacher = user.type === 'teacher';
      dispatch((teacher ? instructorSignedIn : customerSignedIn)({ token, user: customerProfile(user) }));
      enqueueSnackbar(data.message || intl.formatMessage({ id: 'login.success' }), { variant: 'success', autoHideDuration: CUSTOMER_TOAST_MS });
      navigate(localize(teacher ? afterInstructorLogin(state) : afterLogin(state, data.has_bookings)), { replace: true });
    },
  });
  const { fieldErrors: errors } = signingIn;
  // Sent here by "Enroll now": a newcomer has no account to log in with, so creating one is offered as plainly.
  const enrolling = state.from !== undefined && unprefixedPath(state.from.split('?')[0]) === paths.payment.path;

  return (
    <SignInCard
      titleId="page.login.title"
      intro={intl.formatMessage({ id: 'login.intro' })}
      failure={signingIn.failure}
      notice={
        state.passwordReset ? (
          <Notice tone="success">{intl.formatMessage({ id: 'login.passwordReset' })}</Notice>
        ) : (
          enrolling && (
            <Notice
              tone="info"
              action={
                <Button component={RouterLink} to={paths.signup.getHref()} state={state} variant="outlined" size="small" sx={{ flexShrink: 0 }}>
                  {intl.formatMessage({ id: 'login.createAccount' })}
                </Button>
              }
            >
              {intl.formatMessage({ id: 'login.enrollFirst' })}
            </Notice>
          )
        )
      }
      onSubmit={() => void signingIn.submit({ customerLoginInput: { email: email.trim(), password, type: 'student', tokenName: 'web' } })}
      submitting={signingIn.isSubmitting}
      submitLabel="login.submit"
      sendingLabel="login.sending"
      after={
        <Box sx={{ mt: 3, display: 'grid', gap: 1 }}>
          <Typography>
            {intl.formatMessage({ id: 'login.noAccount' })} {/* Inside a sentence a link is told apart by its underline, not its colour alone (WCAG 1.4.1). */}
            <Link component={RouterLink} to={paths.signup.getHref()} state={state} underline="always">
              {intl.formatMessage({ id: 'login.signup' })}
            </Link>
          </Typography>
          <Link component={RouterLink} to={paths.verify.getHref()} state={{ ...state, email: email.trim() || undefined }}>
            {intl.formatMessage({ id: 'login.haveCode' })}
          </Link>
          <Link component={RouterLink} to={paths.forgotPassword.getHref()}>
            {intl.formatMessage({ id: 'login.forgot' })}
          </Link>
        </Box>
      }
    >
      <EmailInput label={intl.formatMessage({ id: 'form.email' })} value={email} onChange={setEmail} error={errors.email} />
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
    </SignInCard>
  );
}
