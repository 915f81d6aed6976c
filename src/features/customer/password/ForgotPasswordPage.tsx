import { useState } from 'react';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { useRequestPasswordResetMutation } from '../../../api/signedInApi';
import { Notice } from '../../../components/feedback/Notice';
import { SignInCard } from '../../../components/forms/SignInCard';
import { EmailInput } from '../../../components/forms/TextInput';
import { useSubmit } from '../../../components/forms/useSubmit';
import { paths } from '../../../config/paths';
import { emailProblem } from '../shared/emailRule';
import { CUSTOMER_TOAST_MS } from '../shared/customerFlow';

/**
 * "Forgot my password": an email, to which the school mails a reset code if an account has it.
 * The answer is the same either way, so the page never tells whether an email has an account.
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [request] = useRequestPasswordResetMutation();
  const requesting = useSubmit(request, {
    validate: ({ passwordResetRequestInput }) => ({
      email: emailProblem(intl, passwordResetRequestInput.email),
    }),
    toastOptions: { autoHideDuration: CUSTOMER_TOAST_MS },
    onSuccess: (_, { passwordResetRequestInput }) => setSentTo(passwordResetRequestInput.email),
  });
  const errors = requesting.fieldErrors;

  return (
    <SignInCard
      titleId="page.forgotPassword.title"
      intro={intl.formatMessage({ id: 'password.forgot.intro' })}
      failure={requesting.failure}
      notice={sentTo && <Notice tone="success">{intl.formatMessage({ id: 'password.forgot.sent' }, { email: <bdi key="email">{sentTo}</bdi> })}</Notice>}
      onSubmit={() => void requesting.submit({ passwordResetRequestInput: { email: email.trim() } })}
      submitting={requesting.isSubmitting}
      submitLabel="password.forgot.submit"
      sendingLabel="password.forgot.sending"
      after={
        sentTo && (
          <Button component={RouterLink} to={paths.resetPassword.getHref(sentTo)} variant="outlined" sx={{ mt: 3 }}>
            {intl.formatMessage({ id: 'password.forgot.haveCode' })}
          </Button>
        )
      }
    >
      <EmailInput label={intl.formatMessage({ id: 'form.email' })} value={email} onChange={setEmail} error={errors.email} />
    </SignInCard>
  );
}
