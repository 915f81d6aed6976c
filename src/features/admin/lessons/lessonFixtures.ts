import type { Instructor } from '../../../api';
import type { LessonSlot } from '../../../api/signedInApi';
import type { AdminLesson } from '../../../api/officeApi';

/** Test data for the office's lessons screen, in the contract's shapes (mockApi checks them against the spec). */

export const signedIn = {
  auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null },
};

export const instructors: Instructor[] = [
  {
    id: 2,
    f_name: 'Omar',
    l_name: 'Haddad',
    public_phone: null,
    car_image_url: null,
    languages: ['en'],
    bio: '',
    car_make_model: '',
  },
  {
    id: 3,
    f_name: 'Nadia',
    l_name: 'NULL',
    public_phone: null,
    car_image_url: null,
    languages: ['en'],
    bio: '',
    car_make_model: '',
  },
];

const omar = { id: 2, name: 'Omar H.' };
export const nadia = { id: 3, name: 'Nadia' };

/** A lesson far ahead (10 March 2027, 09:00–11:00 in Toronto), booked by the student, before its cut-off. */
export const lesson = (over: Partial<AdminLesson> = {}): AdminLesson => ({
  id: 7,
  status: 'booked',
  starts_at: '2027-03-10T14:00:00.000Z',
  ends_at: '2027-03-10T16:00:00.000Z',
  duration_minutes: 120,
  instructor: omar,
  counted: true,
  free_cancel_until: '2027-03-08T14:00:00.000Z',
  cancelled_at: null,
  student: { id: 9, name: 'Maya Chen', email: 'maya@example.com', phone: '+1 613 555 0100' },
  booked_by: 'student',
  cancel_reason: null,
  override: null,
  ...over,
});

/** A lesson that has taken place (14 January 2026, 13:00–14:00 in Toronto). */
export const pastLesson = (over: Partial<AdminLesson> = {}): AdminLesson =>
  lesson({
    id: 8,
    starts_at: '2026-01-14T18:00:00.000Z',
    ends_at: '2026-01-14T19:00:00.000Z',
    duration_minutes: 60,
    free_cancel_until: '2026-01-12T18:00:00.000Z',
    student: { id: 10, name: 'Karim Saleh', email: 'karim@example.com', phone: '+1 613 555 0111' },
    ...over,
  });

export const slot = (startsAt: string, over: Partial<LessonSlot> = {}): LessonSlot => {
  const start = new Date(startsAt);
  return {
    instructor: omar,
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 2 * 3600_000).toISOString(),
    duration_minutes: 120,
    ...over,
  };
};

export const lessonList = (items: AdminLesson[]) => ({ body: { success: true, data: items } });
export const slotList = (items: LessonSlot[]) => ({ body: { success: true, data: items } });
export const saved = (data: AdminLesson) => ({ body: { success: true, data } });

/** A lesson action's button by name: its visible word, then the lesson it acts on. */
export const actionOn = (action: string) => new RegExp(`^${action} \\(`);
