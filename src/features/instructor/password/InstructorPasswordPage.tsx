import { useChangeInstructorPasswordMutation } from '../../../api/signedInApi';
import { PasswordChangePage } from '../../../components/forms/PasswordChangePage';

/** The instructor's own password, changed with the instructor's token. */
export function InstructorPasswordPage() {
  const [change] = useChangeInstructorPasswordMutation();
  return <PasswordChangePage change={change} />;
}
