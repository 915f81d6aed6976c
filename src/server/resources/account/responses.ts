import type { components } from '../../../contract/generated/openapi.gen';
import type { User } from '../../db/schema';
import { toE164 } from '../../domain/phone';

/** The student's profile. A phone stored before numbers were checked reads as none when it is not a valid one. */
export const toAccount = (user: User): components['schemas']['Account'] => ({
  id: user.id,
  email: user.email,
  first_name: user.f_name ?? '',
  last_name: user.l_name ?? '',
  phone_number: user.phone_number === null ? null : (toE164(user.phone_number) ?? null),
  city: user.city,
  latitude: user.latitude,
  longitude: user.longitude,
  birthday: user.birthday,
  email_locale: user.email_locale,
  updated_at: user.updated_at,
});
