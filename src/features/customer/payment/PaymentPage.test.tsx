import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { failNetwork, mockApi } from '../../../test/mockApi';
import { customerTokenChanged } from '../../../state/authSlice';
import { en, fr } from '../../../i18n/catalogs';

const packages = [
  {
    id: 1,
    en_name: 'BDE Complete',
    fr_name: 'Formation complète',
    en_description: '10 in-car and 20 online hours',
    fr_description: '10 heures en voiture et 20 en ligne',
    price: 699,
    behind_the_wheel_hour_count: 10,
    course_hour_count: 20,
    datesData: [{ id: 3, firstDate: '2026-12-05', secondDate: '2026-12-06', fromTime: '09:00', toTime: '15:00' }],
  },
  {
    id: 2,
    en_name: 'Refresher',
    fr_name: 'Rappel',
    en_description: '5 in-car hours',
    fr_description: '5 heures en voiture',
    price: 329,
    behind_the_wheel_hour_count: 5,
    course_hour_count: 0,
    datesData: [],
  },
];
const signedIn = { auth: { adminToken: null, adminUser: null, customerToken: 'tok-1' } };

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

test('without a token on arrival the student is sent to the login, which will return here', async () => {
  const { router } = await renderApp({ url: '/payment-page' });
  expect(await screen.findByRole('heading', { level: 1, name: en['page.login.title'] })).toBeInTheDocument();
  expect(router.state.location.state).toEqual({ from: '/payment-page' });
});

test('choose a package, see the total, Book; Book without a choice asks for one', async () => {
  const api = mockApi({ listPackages: { body: packages } });
  const { user } = await renderApp({ url: '/payment-page' }, { preloadedState: signedIn });
  const group = within(await screen.findByRole('radiogroup', { name: en['payment.choose'] }));
  expect(await group.findByRole('radio', { name: /BDE Complete/ })).toBeInTheDocument();
  expect(group.getByText('10 in-car hours · 20 course hours')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: en['payment.book'] }));
  expect(await screen.findByText(en['payment.choosePackage'])).toBeInTheDocument();
  await user.click(group.getByRole('radio', { name: /Refresher/ }));
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Total: $329');
  await user.click(screen.getByRole('button', { name: en['payment.book'] }));
  expect(await screen.findByText(en['payment.redirecting'])).toBeInTheDocument();
  expect(api.callsTo('listPackages')[0].headers.get('authorization')).toBe('Bearer tok-1');
});

test('French names and descriptions when the reader chose French', async () => {
  mockApi({ listPackages: { body: packages } });
  await renderApp({ url: '/payment-page' }, { preloadedState: signedIn, locale: 'fr' });
  expect(await screen.findByRole('radio', { name: /Formation complète/ })).toBeInTheDocument();
  expect(screen.getByText('10 heures en voiture et 20 en ligne')).toBeInTheDocument();
  expect(screen.getByText(fr['payment.total'], { exact: false })).toHaveTextContent('0');
});

test('a failed load says so and empties the list', async () => {
  failNetwork();
  await renderApp({ url: '/payment-page' }, { preloadedState: signedIn });
  expect(await screen.findByText(en['payment.loadFailed'])).toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});

test('logout (even if the call fails) and a token removed in another tab both bring back the login prompt', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockApi({ listPackages: { body: packages }, customerLogout: { status: 401, body: { success: false, message: 'Unauthenticated.' } } });
  const { user, store } = await renderApp({ url: '/payment-page' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('radio', { name: /Refresher/ }));
  await user.click(screen.getByRole('button', { name: en['payment.logout'] }));
  expect(await screen.findByRole('heading', { name: en['payment.promptTitle'] })).toBeInTheDocument();
  expect(store.getState().auth.customerToken).toBeNull();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  act(() => {
    store.dispatch(customerTokenChanged('tok-2'));
  });
  expect(await screen.findByRole('radio', { name: /Refresher/ })).not.toBeChecked();
  act(() => {
    store.dispatch(customerTokenChanged(null));
  });
  expect(screen.getByRole('link', { name: en['payment.login'] })).toHaveAttribute('href', '/login');
});
