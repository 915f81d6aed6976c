import type { CustomerUser } from '../../../api';
import type { CustomerProfile } from '../../../state/authSlice';

/** What the site keeps of the student the login or the verification code answered (see CustomerProfile). */
export function customerProfile({ id, fName, lName, email }: CustomerUser): CustomerProfile {
  const firstName = fName.trim();
  return { id, firstName, fullName: [firstName, lName.trim()].filter(Boolean).join(' '), email };
}
