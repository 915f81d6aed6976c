import type { AdminBdeCourse } from '../../../api/officeApi';

/** A BDE course as the office's screens read it: in progress, with licence and consent, part way through. */
export const adminCourse = (overrides: Partial<AdminBdeCourse> = {}): AdminBdeCourse => ({
  id: 7,
  booking_id: 31,
  package: { id: 1, name: { en: 'BDE Complete', fr: 'BDE complet', ar: 'دورة BDE الكاملة' } },
  status: 'in_progress',
  course_start: '2026-09-12',
  in_car_deadline: '2027-09-12',
  g1: { number: 'A1234-56789-01234', expiry: '2028-06-30' },
  consent: { wording: 'I agree.', given_at: '2026-09-12T14:00:00.000Z', guardian_name: null },
  consent_wording: 'I agree.',
  guardian_required: false,
  progress: {
    class_minutes: 750,
    class_hours_required: 20,
    in_car_minutes: 240,
    in_car_hours_required: 10,
    home_link_minutes: 90,
    home_link_hours_required: 10,
    test_passed: false,
    pass_percent: 70,
  },
  home_link: [],
  tests: [],
  ready_at: null,
  certificate: null,
  certified_by: null,
  student: { id: 5, name: 'Maya Chen', email: 'maya@example.com' },
  ...overrides,
});
