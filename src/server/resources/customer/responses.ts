import type { components } from '../../../contract/generated/openapi.gen';
import type { User } from '../../db/schema';

export const toCustomerUser = (user: User): components['schemas']['CustomerUser'] => ({
  id: user.id,
  fName: user.f_name ?? '',
  lName: user.l_name ?? '',
  email: user.email,
  type: user.role === 'admin' ? 'student' : user.role,
  verified: user.email_verified_at !== null,
});
