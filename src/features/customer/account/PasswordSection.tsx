import { useChangeMyPasswordMutation } from '../../../api/signedInApi';
import { PasswordChangeForm } from '../../../components/forms/PasswordChangeForm';
import { CUSTOMER_TOAST_MS } from '../shared/customerFlow';
import { AccountSection } from './AccountSection';

const TOAST = { autoHideDuration: CUSTOMER_TOAST_MS };

/** The account page's password section: the password change every area has, with the student's token. */
export function PasswordSection() {
  const [change] = useChangeMyPasswordMutation();
  return (
    <AccountSection id="password" titleId="account.password.title">
      <PasswordChangeForm change={change} toastOptions={TOAST} />
    </AccountSection>
  );
}
