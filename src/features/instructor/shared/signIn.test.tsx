import { screen, waitFor } from '@testing-library/react';
import { preloadScreens, renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { en } from '../../../i18n/catalogs';
import { acceptedApplication, applicationReply, signedInInstructor } from './instructorFixtures';
import { enter } from '../../../test/enter';

const teacher = { id: 12, fName: 'Samir', lName: 'Haddad', email: 'samir@example.com', type: 'teacher', verified: true };

afterEach(() => localStorage.clear());

async function signIn(state?: { from: string }) {
  const result = await renderApp({ url: '/login' });
  if (state) await result.router.navigate('/login', { state, replace: true });
  await preloadScreens('/instructor', '/instructor/lessons');
  await enter(result.user, await screen.findByLabelText(new RegExp(`^${en['form.email']}`)), 'samir@example.com');
  await enter(result.user, screen.getByLabelText(new RegExp(`^${en['login.password']}`)), 'secret-pass');
  await result.user.click(screen.getByRole('button', { name: en['login.submit'] }));
  return result;
}

test("a teacher's sign-in opens the instructor's area, not the student's session", async () => {
  mockApi({
    customerLogin: { body: { success: true, message: 'Signed in.', token: 'itok-9', user: teacher } },
    getMyApplication: applicationReply(acceptedApplication),
  });
  const { router, store } = await signIn({ from: '/payment-page' });
  expect(await screen.findByRole('heading', { level: 1, name: en['page.instructor.application.title'] })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/instructor');
  expect(store.getState().auth.instructorToken).toBe('itok-9');
  expect(store.getState().auth.customerToken).toBeNull();
});

test('a teacher asked to sign in by a page of the area goes back to it', async () => {
  mockApi({
    customerLogin: { body: { success: true, message: 'Signed in.', token: 'itok-9', user: teacher } },
    getMyApplication: applicationReply(acceptedApplication),
    listMyTeachingLessons: { body: { success: true, data: [] } },
  });
  const { router } = await signIn({ from: '/instructor/lessons' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/instructor/lessons'));
  expect(await screen.findByText(en['instructorArea.lessons.upcomingNone'])).toBeInTheDocument();
});

test('signing out ends the instructor session with the logout call and leaves the area', async () => {
  const api = mockApi({ getMyApplication: applicationReply(acceptedApplication), instructorLogout: { body: { success: true, message: 'Signed out.' } } });
  const { user, router, store } = await renderApp({ url: '/instructor' }, { preloadedState: signedInInstructor });
  await user.click(await screen.findByRole('button', { name: en['instructorArea.signOut'] }));
  await waitFor(() => expect(store.getState().auth.instructorToken).toBeNull());
  expect(api.callsTo('instructorLogout')[0].headers.get('authorization')).toBe('Bearer itok-1');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});

test("a teacher's verification code signs in to the instructor's area and opens it", async () => {
  mockApi({
    verifyCode: { body: { success: true, message: 'Verified.', token: 'itok-7', user: teacher } },
    getMyApplication: applicationReply(acceptedApplication),
  });
  const { user, router, store } = await renderApp({ url: '/verify' });
  await router.navigate('/verify', { state: { email: 'samir@example.com', redirectTo: '/login' } });
  await preloadScreens('/instructor');
  await user.type(await screen.findByRole('textbox', { name: /^Verification code/ }), '123456');
  await user.click(screen.getByRole('button', { name: en['verify.submit'] }));
  expect(await screen.findByRole('heading', { level: 1, name: en['page.instructor.application.title'] })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/instructor');
  expect(store.getState().auth.instructorToken).toBe('itok-7');
  expect(store.getState().auth.customerToken).toBeNull();
});
