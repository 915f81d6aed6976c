import { screen, waitFor, within } from '@testing-library/react';
import type { Instructor } from '../../../api';
import type { BdeClassSession } from '../../../api/signedInApi';
import type { BdeClass } from '../../../api/officeApi';
import { torontoDay } from '../../../contract/torontoTime';
import { ar, en, fr } from '../../../i18n/catalogs';
import { fill, formatted } from '../../../test/fill';
import { mockApi } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';

afterEach(() => localStorage.clear());

const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };
const name = { en: 'BDE Complete', fr: 'BDE complet', ar: 'دورة BDE الكاملة' };
const nextYear = String(Number(torontoDay().slice(0, 4)) + 1);

const bdeClass = (over: Partial<BdeClass> = {}): BdeClass => ({
  id: 4,
  package: { id: 1, name },
  first_date: `${nextYear}-03-06`,
  second_date: `${nextYear}-03-07`,
  from_time: '09:00',
  to_time: '14:00',
  students: 2,
  scheduled_minutes: 180,
  ...over,
});
const pastClass = bdeClass({ id: 3, first_date: '2026-01-10', second_date: null, students: 1, scheduled_minutes: 300 });

/** A session that has taken place (15 January 2026, 09:00–12:00 in Toronto), its attendance not yet taken. */
const session = (over: Partial<BdeClassSession> = {}): BdeClassSession => ({
  id: 11,
  class_id: 4,
  day: '2026-01-15',
  starts_at: '2026-01-15T14:00:00.000Z',
  ends_at: '2026-01-15T17:00:00.000Z',
  mode: 'classroom',
  room: 'Room 2',
  instructor: { id: 2, name: 'Omar H.' },
  roster: [
    { course_id: 7, student: { id: 5, name: 'Maya Chen', email: 'maya@example.com' }, status: null, minutes: null },
    { course_id: 8, student: { id: 6, name: 'Lina Haddad', email: 'lina@example.com' }, status: null, minutes: null },
  ],
  ...over,
});
const instructors: Instructor[] = [
  { id: 2, f_name: 'Omar', l_name: 'Haddad', public_phone: null, car_image_url: null, languages: ['en'], bio: '', car_make_model: '' },
];
const ok = <T,>(data: T) => ({ body: { success: true, data } });

test('the next class is chosen, with its sessions; a session is scheduled with its hours, room and instructor', async () => {
  const api = mockApi({
    listBdeClasses: ok([pastClass, bdeClass()]),
    listBdeClassSessions: ok([session()]),
    listAcceptedInstructors: { body: instructors },
    createBdeClassSession: { status: 201, body: { success: true, data: session({ id: 12 }) } },
  });
  const { user } = await renderApp({ url: '/admin/bde-classes' }, { preloadedState: signedIn });
  const sessions = within(await screen.findByRole('region', { name: en['admin.classes.sessions'] }));
  expect(await sessions.findByText(en['admin.classes.attendanceDue'])).toBeInTheDocument();
  expect(api.callsTo('listBdeClassSessions')[0].url.pathname).toBe('/api/api/v1/admin/bde-classes/4/sessions');
  expect(screen.getByText(fill(en['admin.classes.scheduledHours'], { hours: 3 }))).toBeInTheDocument();
  expect(sessions.getByText(fill(en['admin.classes.taughtBy'], { name: '\u2068Omar H.\u2069' }))).toBeInTheDocument();

  const form = within(screen.getByRole('region', { name: en['admin.classes.addTitle'] }));
  expect(form.getByLabelText(new RegExp(`^${en['admin.classes.day']}`))).toHaveValue(`${nextYear}-03-06`);
  await user.type(form.getByLabelText(en['admin.classes.room']), 'Room 3');
  await user.selectOptions(form.getByLabelText(en['admin.classes.instructor']), 'Omar Haddad');
  await user.click(form.getByRole('button', { name: en['admin.classes.schedule'] }));
  expect(await screen.findByText(en['admin.classes.scheduled'])).toBeInTheDocument();
  expect(api.callsTo('createBdeClassSession')[0].body).toEqual({
    day: `${nextYear}-03-06`,
    from: '09:00',
    to: '14:00',
    mode: 'classroom',
    room: 'Room 3',
    instructor_id: 2,
  });
});

test('in Arabic, a session over the class hours of a day is refused in the office’s words; the form keeps what was entered', async () => {
  mockApi({
    listBdeClasses: ok([bdeClass()]),
    listBdeClassSessions: ok([]),
    listAcceptedInstructors: { body: instructors },
    createBdeClassSession: { status: 409, body: { success: false, code: 'class_day_limit', limit: 5, message: 'Too long.' } },
  });
  const { user } = await renderApp({ url: '/admin/bde-classes?class=4' }, { preloadedState: signedIn, locale: 'ar' });
  expect(await screen.findByText(ar['admin.classes.noSessions'])).toBeInTheDocument();
  const form = within(screen.getByRole('region', { name: ar['admin.classes.addTitle'] }));
  await user.selectOptions(form.getByLabelText(ar['admin.classes.mode']), ar['admin.classes.mode.online']);
  expect(form.getByLabelText(ar['admin.classes.room'])).toBeDisabled();
  await user.click(form.getByRole('button', { name: ar['admin.classes.schedule'] }));
  expect(await form.findByRole('alert')).toHaveTextContent(formatted(ar['admin.classes.conflict.dayLimit'], { hours: 5 }, 'ar'));
  expect(form.getByLabelText(ar['admin.classes.mode'])).toHaveValue('online');
});

test('a session that would make a full class day over a student’s booked in-car hours is refused with the in-car limit', async () => {
  mockApi({
    listBdeClasses: ok([bdeClass()]),
    listBdeClassSessions: ok([]),
    listAcceptedInstructors: { body: instructors },
    createBdeClassSession: { status: 409, body: { success: false, code: 'full_class_day', limit: 1, message: 'Full day.' } },
  });
  const { user } = await renderApp({ url: '/admin/bde-classes?class=4' }, { preloadedState: signedIn });
  const form = within(await screen.findByRole('region', { name: en['admin.classes.addTitle'] }));
  await user.click(form.getByRole('button', { name: en['admin.classes.schedule'] }));
  expect(await form.findByRole('alert')).toHaveTextContent(formatted(en['admin.classes.conflict.inCarOverFullDay'], { hours: 1 }, 'en'));
});

test('in French, attendance: everyone starts present, a late student’s minutes are asked for, and the entries are saved', async () => {
  const api = mockApi({
    listBdeClasses: ok([bdeClass()]),
    listBdeClassSessions: ok([session()]),
    listAcceptedInstructors: { body: instructors },
    recordBdeAttendance: ok(session()),
  });
  const { user } = await renderApp({ url: '/admin/bde-classes' }, { preloadedState: signedIn, locale: 'fr' });
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${fr['admin.classes.takeAttendance']} \\(`) }));
  const dialog = within(screen.getByRole('dialog'));
  const lina = within(dialog.getByRole('group', { name: 'Lina Haddad' }));
  expect(within(dialog.getByRole('group', { name: 'Maya Chen' })).getByRole('radio', { name: fr['admin.classes.present'] })).toBeChecked();
  await user.click(lina.getByRole('radio', { name: fr['admin.classes.late'] }));
  const save = dialog.getByRole('button', { name: fr['admin.classes.saveAttendance'] });
  expect(save).toBeDisabled();
  await user.type(lina.getByRole('spinbutton', { name: fill(fr['admin.classes.minutesOf'], { name: 'Lina Haddad' }) }), '150');
  await user.click(save);
  expect(await screen.findByText(fr['admin.classes.attendanceSaved'])).toBeInTheDocument();
  expect(api.callsTo('recordBdeAttendance')[0].body).toEqual({
    entries: [
      { course_id: 7, status: 'present' },
      { course_id: 8, status: 'late', minutes: 150 },
    ],
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
