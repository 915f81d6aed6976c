import Paper from '@mui/material/Paper';
import type { CallOutcome } from './useSubmit';
import { PageHeading } from '../page/PageHeading';
import { PasswordChangeForm, type PasswordChange } from './PasswordChangeForm';

/** A screen of its own for the password change, as the instructor and admin areas have it. */
export function PasswordChangePage({ change }: { change: (arg: PasswordChange) => PromiseLike<CallOutcome> }) {
  return (
    <>
      <PageHeading id="account.password.pageTitle" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <PasswordChangeForm change={change} />
      </Paper>
    </>
  );
}
