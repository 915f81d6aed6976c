import type { components } from '../../../contract/generated/openapi.gen';
import { instructorName } from '../lessons/domain';
import type { ClassView, SessionView } from './domain';

type Schemas = components['schemas'];

export function toApiClass(c: ClassView): Schemas['BdeClass'] {
  return {
    id: c.id,
    package: { id: c.package_id, name: { en: c.en_name, fr: c.fr_name, ar: c.ar_name } },
    first_date: c.first_date,
    second_date: c.second_date,
    from_time: c.from_time,
    to_time: c.to_time,
    students: c.students,
    scheduled_minutes: c.scheduled_minutes,
  };
}

export function toApiSession({ session, instructor, roster }: SessionView): Schemas['BdeClassSession'] {
  return {
    id: session.id,
    class_id: session.package_date_id,
    day: session.day,
    starts_at: session.starts_at,
    ends_at: session.ends_at,
    mode: session.mode,
    room: session.room,
    instructor: instructor && { id: instructor.id, name: instructorName(instructor) },
    roster,
  };
}
