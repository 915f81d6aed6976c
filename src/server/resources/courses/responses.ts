import type { components } from '../../../contract/generated/openapi.gen';
import { torontoDay } from '../../../contract/torontoTime';
import type { SchoolSettings } from '../../db/schema';
import type { AssignmentRow, WorkToCheck } from './homeLink';
import type { CourseRecords } from './progress';
import type { CourseRow } from './repository';
import { inCarDeadline, isMinor } from './rules';

type Schemas = components['schemas'];

/** A course as the student sees it; `wording` is the consent text in the reader's language. */
export function toApiCourse(c: CourseRow, settings: SchoolSettings, wording: string, records: CourseRecords, today = torontoDay()): Schemas['BdeCourse'] {
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
    progress: {
      ...records.progress,
      class_hours_required: settings.bde_class_hours,
      in_car_hours_required: settings.bde_in_car_hours,
      home_link_hours_required: settings.bde_home_link_hours,
      pass_percent: settings.bde_pass_percent,
    },
    home_link: records.homeLink.map(({ assignment: a, work }) => ({
      assignment_id: a.id,
      title: { en: a.en_title, fr: a.fr_title, ar: a.ar_title },
      minutes: a.minutes,
      status: !work ? 'to_do' : work.accepted_at ? 'accepted' : 'done',
      guardian_name: work?.guardian_name ?? null,
      done_at: work?.done_at ?? null,
      accepted_at: work?.accepted_at ?? null,
    })),
    tests: records.tests.map((t) => ({
      id: t.id,
      taken_on: t.taken_on,
      theory_percent: t.theory_percent,
      in_car_percent: t.in_car_percent,
      passed: t.passed === 1,
    })),
    ready_at: c.ready_at,
    certificate: c.certified_on && c.mto_reference ? { issued_on: c.certified_on, mto_reference: c.mto_reference } : null,
  };
}

/** A course with its student, for the office. */
export function toAdminCourse(
  c: CourseRow,
  settings: SchoolSettings,
  wording: string,
  records: CourseRecords,
  today = torontoDay(),
): Schemas['AdminBdeCourse'] {
  return {
    ...toApiCourse(c, settings, wording, records, today),
    student: { id: c.user_id, name: c.student_name, email: c.student_email },
    certified_by: c.certified_at ? { name: c.certified_by_name, at: c.certified_at } : null,
  };
}

/** A home-link assignment for the office. */
export const toApiWorkToCheck = (w: WorkToCheck): Schemas['InstructorHomeLinkWork'] => ({
  course_id: w.course_id,
  student_name: w.student_name,
  assignment_id: w.assignment_id,
  title: { en: w.en_title, fr: w.fr_title, ar: w.ar_title },
  minutes: w.minutes,
  guardian_name: w.guardian_name,
  done_at: w.done_at,
});

export const toApiAssignment = (a: AssignmentRow): Schemas['HomeLinkAssignment'] => ({
  id: a.id,
  title: { en: a.en_title, fr: a.fr_title, ar: a.ar_title },
  minutes: a.minutes,
  recorded_by_courses: Number(a.recorded_by_courses),
});
