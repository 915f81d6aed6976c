import Paper from '@mui/material/Paper';
import { useChangeInstructorPasswordMutation } from '../../../api/signedInApi';
import { PasswordChangeForm } from '../../../components/forms/PasswordChangeForm';
import { PageHeading } from '../../../components/page/PageHeading';

/** The instructor's own password: the change every area has, with the instructor's token. */
export function InstructorPasswordPage() {
  const [change] = useChangeInstructorPasswordMutation();
  return (
    <>
      <PageHeading id="account.password.pageTitle" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <PasswordChangeForm change={change} />
      </Paper>
    </>
  );
}
