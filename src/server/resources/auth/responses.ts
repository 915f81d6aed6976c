import type { components } from '../../../contract/generated/openapi.gen';
import type { User } from '../../db/schema';

/** The spec's `User`: never the password hash or personal details. */
export const toApiUser = (user: User): components['schemas']['User'] => ({ id: user.id, name: user.name, email: user.email, role: user.role });
