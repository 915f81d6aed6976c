import type { components } from '../../../contract/generated/openapi.gen';
import { torontoDay } from '../../../contract/torontoTime';
import type { SchoolSettings } from '../../db/schema';
import type { CourseRow } from './repository';
import { inCarDeadline, isMinor } from './rules';

type Schemas = components['schemas'];

/** The minutes a course has done of its class and in-car parts. */
export interface CourseMinutes {
  class_minutes: number;
  in_car_minutes: number;
}

/** A course as the student sees it; `wording` is the consent text in the reader's language. */
export function toApiCourse(c: CourseRow, settings: SchoolSettings, wording: string, done: CourseMinutes, today = torontoDay()): Schemas['BdeCourse'] {
  return {
    id: c.id,
    booking_id: c.booking_id,
    package: { id: c.package_id, name: { en: c.en_name, fr: c.fr_name, ar: c.ar_name } },
    status: c.status,
    course_start: c.course_start,
    in_car_deadline: inCarDeadline(c.course_start, settings.bde_in_car_months),
    g1: c.g1_number && c.g1_expiry ? { number: c.g1_number, expiry: c.g1_expiry } : null,
    consent: c.consent_text && c.consent_at ? { wording: c.consent_text, given_at: c.consent_at, guardian_name: c.guardian_name } : null,
    consent_wording: wording,
    guardian_required: !c.consent_at && isMinor(c.student_birthday, today),
    progress: { ...done, class_hours_required: settings.bde_class_hours, in_car_hours_required: settings.bde_in_car_hours },
  };
}

/** A course with its student, for the office. */
export function toAdminCourse(c: CourseRow, settings: SchoolSettings, wording: string, done: CourseMinutes, today = torontoDay()): Schemas['AdminBdeCourse'] {
  return { ...toApiCourse(c, settings, wording, done, today), student: { id: c.user_id, name: c.student_name, email: c.student_email } };
}
