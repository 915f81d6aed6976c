import type { Account, BdeCourse, Lesson, LessonListResponse, LessonSlot } from '../../../api/signedInApi';

/*
 * Replies of the account and lesson endpoints for the student's screens' tests (mockApi checks
 * each against the spec). Instants are UTC; the screens show them in Toronto time (UTC−5 in winter).
 */

export const account: Account = {
  id: 5,
  email: 'maya@example.com',
  first_name: 'Maya',
  last_name: 'Chen',
  phone_number: '+16135550142',
  city: 'Kingston',
  latitude: 44.2312,
  longitude: -76.486,
  birthday: '2008-05-14',
  email_locale: 'en',
  updated_at: '2026-11-02T15:04:05.000Z',
};

const hour = 3_600_000;
/** An instant some hours from the test's now, on a whole hour. */
export const hoursFromNow = (hours: number) => new Date(Math.floor(Date.now() / hour) * hour + hours * hour).toISOString();

export function lesson(id: number, startsIn: number, overrides: Partial<Lesson> = {}): Lesson {
  const duration = overrides.duration_minutes ?? 60;
  return {
    id,
    status: 'booked',
    starts_at: hoursFromNow(startsIn),
    ends_at: hoursFromNow(startsIn + duration / 60),
    duration_minutes: duration,
    instructor: { id: 2, name: 'Omar H.' },
    counted: true,
    free_cancel_until: hoursFromNow(startsIn - 48),
    cancelled_at: null,
    ...overrides,
  };
}

export const lessonsReply = (data: Lesson[], overrides: Partial<Omit<LessonListResponse, 'data'>> = {}) => ({
  body: {
    success: true,
    data,
    hours: { bought: 10, booked: 3, completed: 4, forfeited: 1, left: 2 },
    bde: { required_hours: 10, completed_hours: 4, course_start: '2026-09-12', deadline: '2027-09-12' },
    cancel_cutoff_hours: 48,
    ...overrides,
  } satisfies LessonListResponse,
});

export const slot = (startsIn: number, instructor = { id: 2, name: 'Omar H.' }): LessonSlot => ({
  instructor,
  starts_at: hoursFromNow(startsIn),
  ends_at: hoursFromNow(startsIn + 1),
  duration_minutes: 60,
});

/** What the account page reads on arrival, for a student with nothing yet. */
/** A student who has not opted in to texts. */
export const textsOff = { opted_in: false, phone_number: null, pending_phone: null, consented_at: null, consent_wording: null };

export const emptyAccountReplies = {
  getMyAccount: { body: { success: true, data: account } },
  listMyLessons: lessonsReply([], { hours: { bought: 0, booked: 0, completed: 0, forfeited: 0, left: 0 }, bde: null }),
  listMyBookings: { body: { success: true, data: [] } },
  listMyBdeCourses: { body: { success: true, data: [] } },
  getMyLessonRequest: { body: { success: true } },
  getMyTexts: { body: { success: true, data: textsOff } },
  listMyRoadTests: { body: { success: true, data: [] } },
};

/** A BDE course as the student's account reads it: enrolled, no licence or consent yet. */
export const course = (overrides: Partial<BdeCourse> = {}): BdeCourse => ({
  id: 7,
  booking_id: 31,
  package: { id: 1, name: { en: 'BDE Complete', fr: 'BDE complet', ar: 'دورة BDE الكاملة' } },
  status: 'enrolled',
  course_start: '2026-12-05',
  in_car_deadline: '2027-12-05',
  g1: null,
  consent: null,
  consent_wording: 'I agree that the records of my driver education course are sent to the Ministry.',
  guardian_required: false,
  progress: {
    class_minutes: 750,
    class_hours_required: 20,
    in_car_minutes: 240,
    in_car_hours_required: 10,
    home_link_minutes: 0,
    home_link_hours_required: 10,
    test_passed: false,
    pass_percent: 70,
  },
  home_link: [],
  tests: [],
  ready_at: null,
  certificate: null,
  ...overrides,
});
