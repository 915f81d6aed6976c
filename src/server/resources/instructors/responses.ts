import type { components } from '../../../contract/generated/openapi.gen';
import type { Instructor, InstructorDate } from '../../db/schema';

/** Public fields; the birthday is personal data and only goes to an admin. */
export function toApiInstructor(row: Instructor, forAdmin: boolean): components['schemas']['Instructor'] {
  return {
    id: row.id,
    f_name: row.f_name,
    l_name: row.l_name,
    email: row.email,
    phone_number: row.phone_number,
    car_image_url: row.car_image_url,
    ...(forAdmin ? { birthday: row.birthday } : {}),
  };
}

export const toApiInstructorDate = (row: InstructorDate): components['schemas']['InstructorDate'] => ({
  id: row.id,
  date: row.date,
  from_time: row.from_time,
  to_time: row.to_time,
});
