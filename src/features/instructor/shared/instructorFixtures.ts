import type { Availability, InstructorApplication, TeachingLesson } from '../../../api/signedInApi';

/* Replies of the instructor's endpoints for the area's tests (mockApi checks each against the spec). */

export const signedInInstructor = {
  auth: {
    adminToken: null,
    adminUser: null,
    customerToken: null,
    instructorToken: 'itok-1',
    instructorUser: { id: 12, firstName: 'Samir', fullName: 'Samir Haddad', email: 'samir@example.com' },
  },
};

export const draftApplication: InstructorApplication = {
  id: 4,
  status: 'draft',
  f_name: 'Samir',
  l_name: 'Haddad',
  phone_number: '',
  public_phone: '',
  birthday: null,
  languages: ['en', 'ar'],
  bio: { en: 'Patient and calm.', fr: '', ar: '' },
  car_make_model: 'Toyota Corolla',
  car_image_url: null,
  licence_number: 'DI-55501',
  licence_expires_on: '2027-06-30',
  licence_state: 'valid',
  documents: [{ kind: 'g_licence', file_name: 'g-licence.pdf', mime_type: 'application/pdf', size_bytes: 120_000, uploaded_at: '2026-11-20T15:00:00.000Z' }],
  missing: ['phone_number', 'documents.insurance'],
  submitted_at: null,
  reviewed_at: null,
  review_reason: null,
  profile_change: null,
  updated_at: '2026-11-24T10:00:00.000Z',
};

export const acceptedApplication: InstructorApplication = {
  ...draftApplication,
  status: 'accepted',
  phone_number: '+16135550199',
  missing: [],
  submitted_at: '2026-11-21T10:00:00.000Z',
  reviewed_at: '2026-11-22T10:00:00.000Z',
};

type ProfileChange = NonNullable<InstructorApplication['profile_change']>;

/** An approved instructor's change of their last name and car photo, waiting for the office. */
export const pendingChange = (over: Partial<ProfileChange> = {}): ProfileChange => ({
  status: 'pending',
  f_name: 'Samir',
  l_name: 'Haddad-Aziz',
  languages: ['en', 'ar'],
  bio: { en: 'Patient and calm.', fr: '', ar: '' },
  car_make_model: 'Toyota Corolla',
  public_phone: '',
  car_image_url: '/uploads/instructors/new-car.webp',
  changed: ['l_name', 'car_photo'],
  submitted_at: '2026-11-23T10:00:00.000Z',
  reviewed_at: null,
  review_reason: null,
  updated_at: '2026-11-23T10:00:00.000Z',
  ...over,
});

export const applicationReply = (application: InstructorApplication) => ({ body: { success: true, data: application } });

export const availability: Availability = {
  weekly: [{ weekday: 1, from_time: '09:00', to_time: '12:00' }],
  exceptions: [],
  updated_at: '2026-11-23T10:00:00.000Z',
};

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A lesson `startsIn` hours from now (negative: already started). */
export function teachingLesson(id: number, startsIn: number, overrides: Partial<TeachingLesson> = {}): TeachingLesson {
  return {
    id,
    status: 'booked',
    starts_at: hoursFromNow(startsIn),
    ends_at: hoursFromNow(startsIn + 2),
    duration_minutes: 120,
    taught_minutes: null,
    student: { first_name: 'Maya', city: 'Kingston', phone: null },
    bde: false,
    ...overrides,
  };
}
