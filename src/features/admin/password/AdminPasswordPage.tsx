import Paper from '@mui/material/Paper';
import { useChangeAdminPasswordMutation } from '../../../api/signedInApi';
import { PasswordChangeForm } from '../../../components/forms/PasswordChangeForm';
import { PageHeading } from '../../../components/page/PageHeading';

/** The admin's own password: the change every area has, with the admin's token (the admin's password cannot be reset by mail). */
export function AdminPasswordPage() {
  const [change] = useChangeAdminPasswordMutation();
  return (
    <>
      <PageHeading id="account.password.pageTitle" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <PasswordChangeForm change={change} />
      </Paper>
    </>
  );
}
