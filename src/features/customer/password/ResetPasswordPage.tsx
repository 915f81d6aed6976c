import { useState } from 'react';
import Link from '@mui/material/Link';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { useResetPasswordMutation } from '../../../api/signedInApi';
import { SignInCard } from '../../../components/forms/SignInCard';
import { EmailInput, TextInput } from '../../../components/forms/TextInput';
import { useSubmit } from '../../../components/forms/useSubmit';
import { useLocalizedPath } from '../../../components/navigation/useLocalizedPath';
import { paths } from '../../../config/paths';
import { passwordLongEnough } from '../../../components/forms/passwordRule';
import { emailProblem } from '../shared/emailRule';
import { CUSTOMER_TOAST_MS, type CustomerFlowState } from '../shared/customerFlow';

/**
 * The mailed reset link's page (/reset-password?email=…): the code and a new password. Every
 * session of the student is signed out by the reset, so the login follows, saying so.
 */
export function ResetPasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [reset] = useResetPasswordMutation();
  const resetting = useSubmit(reset, {
    validate: ({ passwordResetInput }) => ({
      email: emailProblem(intl, passwordResetInput.email),
      code: /^\d{6}$/.test(passwordResetInput.code) ? undefined : intl.formatMessage({ id: 'password.reset.codeInvalid' }),
      new_password: passwordLongEnough(passwordResetInput.new_password) ? undefined : intl.formatMessage({ id: 'signup.passwordShort' }),
    }),
    toastOptions: { autoHideDuration: CUSTOMER_TOAST_MS },
    onSuccess: (_, { passwordResetInput }) => {
      const state: CustomerFlowState = { email: passwordResetInput.email, passwordReset: true };
      navigate(localize(paths.login.getHref()), { replace: true, state });
    },
  });
  const errors = resetting.fieldErrors;

  return (
    <SignInCard
      titleId="page.resetPassword.title"
      intro={intl.formatMessage({ id: 'password.reset.intro' })}
      failure={resetting.failure}
      onSubmit={() => void resetting.submit({ passwordResetInput: { email: email.trim(), code: code.trim(), new_password: password } })}
      submitting={resetting.isSubmitting}
      submitLabel="password.reset.submit"
      sendingLabel="password.reset.sending"
      after={
        <Link component={RouterLink} to={paths.forgotPassword.getHref()} sx={{ display: 'inline-block', mt: 3 }}>
          {intl.formatMessage({ id: 'password.reset.newCode' })}
        </Link>
      }
    >
      <EmailInput label={intl.formatMessage({ id: 'form.email' })} value={email} onChange={setEmail} error={errors.email} />
      <TextInput
        name="code"
        label={intl.formatMessage({ id: 'password.reset.code' })}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={Boolean(errors.code)}
        helperText={errors.code ?? intl.formatMessage({ id: 'password.reset.codeHelp' })}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 6 } }}
        required
      />
      <TextInput
        name="new_password"
        type="password"
        label={intl.formatMessage({ id: 'account.password.new' })}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(errors.new_password)}
        helperText={errors.new_password ?? intl.formatMessage({ id: 'signup.passwordHelp' })}
        autoComplete="new-password"
        required
      />
    </SignInCard>
  );
}
