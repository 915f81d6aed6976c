import type { AdminInstructor } from '../../../api/officeApi';

/** Test data for the office's instructors screens, in the contract's shapes (mockApi checks them against the spec). */

export const signedIn = {
  auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null },
};

const file = (kind: AdminInstructor['documents'][number]['kind'], mime: AdminInstructor['documents'][number]['mime_type'] = 'application/pdf') => ({
  kind,
  // The server names documents by kind and type.
  file_name: `${kind.replace(/_/g, '-')}.${mime === 'application/pdf' ? 'pdf' : 'jpg'}`,
  mime_type: mime,
  size_bytes: 204_800,
  uploaded_at: '2026-11-18T15:00:00.000Z',
});

/** A pending application, submitted on 18 November 2026, with all but the front plate photo. */
export const applicant = (over: Partial<AdminInstructor> = {}): AdminInstructor => ({
  id: 12,
  status: 'pending',
  f_name: 'Omar',
  l_name: 'Haddad',
  email: 'omar@example.com',
  phone_number: '+16135550108',
  public_phone: '',
  birthday: '1985-03-09',
  languages: ['ar', 'fr'],
  bio: { en: 'Patient and calm.', fr: 'Patient et calme.', ar: 'صبور وهادئ.' },
  car_make_model: 'Toyota Corolla 2022',
  car_image_url: '/uploads/instructors/car-12.jpg',
  licence_number: 'DI-4455',
  licence_expires_on: '2026-12-10',
  licence_state: 'expiring',
  documents: [
    file('in_car_certification'),
    file('instructor_licence'),
    file('g_licence', 'image/jpeg'),
    file('insurance'),
    file('vehicle_ownership'),
    file('safety_check'),
    file('dual_brake_photo', 'image/jpeg'),
  ],
  missing: [],
  submitted_at: '2026-11-18T15:00:00.000Z',
  reviewed_at: null,
  review_reason: null,
  profile_change: null,
  updated_at: '2026-11-18T15:00:00.000Z',
  ...over,
});

type ProfileChange = NonNullable<AdminInstructor['profile_change']>;

/** An approved instructor's change of their first name, French bio and car photo, made on 21 November 2026 and waiting for review. */
const profileChange = (over: Partial<ProfileChange> = {}): ProfileChange => ({
  status: 'pending',
  f_name: 'Omar-Karim',
  l_name: 'Haddad',
  languages: ['ar', 'fr'],
  bio: { en: 'Patient and calm.', fr: 'Très patient.', ar: 'صبور وهادئ.' },
  car_make_model: 'Toyota Corolla 2022',
  public_phone: '',
  car_image_url: '/uploads/instructors/car-12-new.jpg',
  changed: ['f_name', 'bio', 'car_photo'],
  submitted_at: '2026-11-21T15:00:00.000Z',
  reviewed_at: null,
  review_reason: null,
  updated_at: '2026-11-21T15:00:00.000Z',
  ...over,
});

/** An approved instructor with that change waiting. */
export const approvedWithChange = (over: Partial<ProfileChange> = {}) =>
  applicant({ status: 'accepted', reviewed_at: '2026-11-19T15:00:00.000Z', updated_at: '2026-11-21T15:00:00.000Z', profile_change: profileChange(over) });

export const one = (data: AdminInstructor) => ({ body: { success: true, data } });
export const list = (data: AdminInstructor[]) => ({ body: { success: true, data } });
