import { screen, waitFor, within } from '@testing-library/react';
import type { InstructorHomeLinkWork } from '../../../api/signedInApi';
import { ar, en } from '../../../i18n/catalogs';
import { fill } from '../../../test/fill';
import { mockApi } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { signedInInstructor } from '../shared/instructorFixtures';

afterEach(() => localStorage.clear());

const work = (courseId: number, studentName: string, en: string, ar = ''): InstructorHomeLinkWork => ({
  course_id: courseId,
  student_name: studentName,
  assignment_id: 5,
  title: { en, fr: '', ar },
  minutes: 90,
  guardian_name: 'Rana Haddad',
  done_at: '2026-11-20T15:00:00.000Z',
});

test('the instructor accepts a student’s home-link work: the call names the course and assignment, and the work leaves the list', async () => {
  let waiting = [work(31, 'Maya Chen', 'Night driving logbook'), work(32, 'Omar Haddad', 'Night driving logbook')];
  const api = mockApi({
    listMyStudentsHomeLink: () => ({ body: { success: true, data: waiting } }),
    acceptMyStudentsHomeLink: (call) => {
      waiting = waiting.filter((w) => String(w.course_id) !== call.pathParams.id);
      return { body: { success: true, message: 'Accepted.' } };
    },
  });
  const { user } = await renderApp({ url: '/instructor/home-link' }, { preloadedState: signedInInstructor });
  expect(await screen.findByRole('heading', { level: 1, name: en['page.instructor.homeLink.title'] })).toBeInTheDocument();
  const omar = within(screen.getByRole('article', { name: 'Omar Haddad: Night driving logbook' }));
  expect(omar.getByText(/90 minutes, done with/)).toHaveTextContent('Rana Haddad');
  await user.click(omar.getByRole('button', { name: fill(en['instructorArea.homeLink.acceptOf'], { title: 'Night driving logbook', name: 'Omar Haddad' }) }));
  await waitFor(() => expect(api.callsTo('acceptMyStudentsHomeLink')).toHaveLength(1));
  expect(api.callsTo('acceptMyStudentsHomeLink')[0].url.pathname).toBe('/api/api/v1/instructor/bde-courses/32/home-link/5/accept');
  expect(await screen.findByText(fill(en['instructorArea.homeLink.accepted'], { title: 'Night driving logbook' }))).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Omar Haddad: Night driving logbook' })).not.toBeInTheDocument());
  expect(screen.getByRole('article', { name: 'Maya Chen: Night driving logbook' })).toBeInTheDocument();
});

test('a refused acceptance says why and keeps the work listed', async () => {
  mockApi({
    listMyStudentsHomeLink: { body: { success: true, data: [work(31, 'Maya Chen', 'Night driving logbook')] } },
    acceptMyStudentsHomeLink: { status: 409, body: { success: false, message: 'This course is closed.', code: 'course_closed' } },
  });
  const { user } = await renderApp({ url: '/instructor/home-link' }, { preloadedState: signedInInstructor });
  await user.click(await screen.findByRole('button', { name: /Night driving logbook/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This course is closed.');
  expect(screen.getByRole('article', { name: 'Maya Chen: Night driving logbook' })).toBeInTheDocument();
});

test('in Arabic, with nothing waiting: the page says so, right to left, its link marked current', async () => {
  mockApi({ listMyStudentsHomeLink: { body: { success: true, data: [] } } });
  await renderApp({ url: '/ar/instructor/home-link' }, { preloadedState: signedInInstructor, locale: 'ar' });
  expect(await screen.findByText(ar['instructorArea.homeLink.none'])).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByRole('link', { name: ar['instructorArea.nav.homeLink'] })).toHaveAttribute('aria-current', 'page');
});
