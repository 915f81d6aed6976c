import type { User } from '../../db/schema';

/** The spec's `User`: never the password hash or personal details. */
export interface ApiUser {
  id: number;
  name: string;
  email: string;
  role: User['role'];
}

export const toApiUser = (user: User): ApiUser => ({ id: user.id, name: user.name, email: user.email, role: user.role });
