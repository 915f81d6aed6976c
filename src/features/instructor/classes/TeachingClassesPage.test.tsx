import { screen, waitFor, within } from '@testing-library/react';
import type { BdeClassSession } from '../../../api/signedInApi';
import { ar, en } from '../../../i18n/catalogs';
import { enter } from '../../../test/enter';
import { fill } from '../../../test/fill';
import { mockApi } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { signedInInstructor } from '../shared/instructorFixtures';

afterEach(() => localStorage.clear());

const HOUR = 3_600_000;
/** A session of the instructor starting `startsIn` hours from now, an hour long, online. */
const session = (id: number, startsIn: number, roster: BdeClassSession['roster'] = []): BdeClassSession => {
  const starts = new Date(Date.now() + startsIn * HOUR);
  return {
    id,
    class_id: 4,
    day: starts.toLocaleDateString('en-CA', { timeZone: 'America/Toronto' }),
    starts_at: starts.toISOString(),
    ends_at: new Date(starts.getTime() + HOUR).toISOString(),
    mode: 'online',
    room: null,
    instructor: { id: 2, name: 'Lina Haddad' },
    roster,
  };
};
const student = (courseId: number, name: string) => ({
  course_id: courseId,
  student: { id: courseId + 100, name, email: `${courseId}@example.com` },
  status: null,
  minutes: null,
});

test('the instructor takes the attendance of a session that started: a late student’s minutes are sent; a coming session has no form', async () => {
  const started = session(7, -2, [student(31, 'Maya Chen'), student(32, 'Omar Haddad')]);
  const api = mockApi({
    listMyBdeSessions: { body: { success: true, data: [started, session(8, 48, [student(31, 'Maya Chen')])] } },
    recordMyBdeAttendance: { body: { success: true, message: 'Recorded.', data: started } },
  });
  const { user } = await renderApp({ url: '/instructor/classes' }, { preloadedState: signedInInstructor });
  expect(await screen.findByRole('heading', { level: 1, name: en['page.instructor.classes.title'] })).toBeInTheDocument();
  const toTake = within(screen.getByRole('region', { name: en['instructorArea.classes.started'] }));
  const omar = within(toTake.getByRole('group', { name: 'Omar Haddad' }));
  await user.click(omar.getByRole('radio', { name: en['instructorArea.classes.late'] }));
  const save = toTake.getByRole('button', { name: en['instructorArea.classes.save'] });
  expect(save).toBeDisabled();
  await enter(user, omar.getByRole('spinbutton', { name: new RegExp(`^${fill(en['instructorArea.classes.minutesOf'], { name: 'Omar Haddad' })}`) }), '40');
  await user.click(save);
  await waitFor(() => expect(api.callsTo('recordMyBdeAttendance')).toHaveLength(1));
  expect(api.callsTo('recordMyBdeAttendance')[0].url.pathname).toBe('/api/api/v1/instructor/bde-sessions/7/attendance');
  expect(api.callsTo('recordMyBdeAttendance')[0].body).toEqual({
    entries: [
      { course_id: 31, status: 'present' },
      { course_id: 32, status: 'late', minutes: 40 },
    ],
  });
  expect(await screen.findByText(en['instructorArea.classes.saved'])).toBeInTheDocument();
  const coming = within(screen.getByRole('region', { name: en['instructorArea.classes.coming'] }));
  expect(coming.getByText('1 student')).toBeInTheDocument();
  expect(coming.queryByRole('button')).not.toBeInTheDocument();
});

test('in Arabic, with no session: each list says so, right to left', async () => {
  mockApi({ listMyBdeSessions: { body: { success: true, data: [] } } });
  await renderApp({ url: '/ar/instructor/classes' }, { preloadedState: signedInInstructor, locale: 'ar' });
  expect(await screen.findByText(ar['instructorArea.classes.startedNone'])).toBeInTheDocument();
  expect(screen.getByText(ar['instructorArea.classes.comingNone'])).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByRole('link', { name: ar['instructorArea.nav.classes'] })).toHaveAttribute('aria-current', 'page');
});
