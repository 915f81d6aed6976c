import { useChangeAdminPasswordMutation } from '../../../api/officeApi';
import { PasswordChangePage } from '../../../components/forms/PasswordChangePage';

/** The admin's own password, changed with the admin's token (the admin's password cannot be reset by mail). */
export function AdminPasswordPage() {
  const [change] = useChangeAdminPasswordMutation();
  return <PasswordChangePage change={change} />;
}
