import { act, screen, within } from '@testing-library/react';
import { preloadScreens, renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { adminSignedIn } from '../../../state/authSlice';

const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };
const instructors = [
  {
    id: 7,
    f_name: 'Nadia',
    l_name: 'NULL',
    email: 'nadia@example.com',
    phone_number: '613-555-0107',
    car_image_url: '/uploads/seed/car.svg',
    birthday: '1985-03-09',
  },
];

afterEach(() => localStorage.clear());

test('the table lists each instructor with the birthday, asked with the admin token', async () => {
  const api = mockApi({ listAcceptedInstructors: { body: instructors } });
  await renderApp({ url: '/admin/instructor-content' }, { preloadedState: signedIn });
  const table = within(await screen.findByRole('table', { name: en['admin.instructors.title'] }));
  const row = within(table.getByRole('row', { name: /Nadia/ }));
  expect(row.getByRole('rowheader')).toHaveTextContent(/^Nadia$/);
  expect(row.getByText('Mar 9, 1985')).toBeInTheDocument();
  expect(row.getByRole('img', { name: "Nadia's car" })).toHaveAttribute('src', 'http://localhost/uploads/seed/car.svg');
  expect(api.callsTo('listAcceptedInstructors')[0].headers.get('authorization')).toBe('Bearer admin-token');
});

test('empty and failed lists say so, in Arabic', async () => {
  mockApi({ listAcceptedInstructors: { body: [] } });
  const first = await renderApp({ url: '/admin/instructor-content' }, { preloadedState: signedIn, locale: 'ar' });
  expect(await screen.findByText(ar['admin.instructors.empty'])).toBeInTheDocument();
  first.unmount();
  mockApi({ listAcceptedInstructors: { status: 429, body: { success: false, message: 'مهلًا' } } });
  await renderApp({ url: '/admin/instructor-content' }, { preloadedState: signedIn, locale: 'ar' });
  expect(await screen.findByRole('alert')).toHaveTextContent('مهلًا');
});

test('the list the public page fetched anonymously is asked again with the admin token, for the birthdays', async () => {
  const { birthday, ...publicFields } = instructors[0];
  const api = mockApi({ listAcceptedInstructors: ({ headers }) => ({ body: [headers.get('authorization') ? { ...publicFields, birthday } : publicFields] }) });
  await preloadScreens('/admin/instructor-content');
  const { store, router } = await renderApp({ url: '/Certificated-Instructors' });
  expect(await screen.findByText(/Nadia/)).toBeInTheDocument();
  act(() => {
    store.dispatch(adminSignedIn({ token: 'admin-token', user: signedIn.auth.adminUser }));
  });
  await router.navigate('/admin/instructor-content');
  const table = within(await screen.findByRole('table', { name: en['admin.instructors.title'] }));
  expect(await table.findByText('Mar 9, 1985')).toBeInTheDocument();
  expect(api.callsTo('listAcceptedInstructors').map((call) => call.headers.get('authorization'))).toEqual([null, 'Bearer admin-token']);
});
