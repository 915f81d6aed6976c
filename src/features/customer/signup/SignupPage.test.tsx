import { screen } from '@testing-library/react';
import { preloadScreens, renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

async function fillValid(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(await screen.findByRole('textbox', { name: /^First name/ }), ' Maya ');
  await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Chen');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'maya@example.com ');
  await user.type(screen.getByRole('textbox', { name: /^Phone number/ }), '613-555-0100');
  await user.type(screen.getByLabelText(/^Password/), 'secret-pass-1');
  await user.type(screen.getByLabelText(/^Confirm password/), 'secret-pass-1');
  await user.type(screen.getByLabelText(/^Birthday/), '2008-05-14');
  await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Kingston');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.type(screen.getByRole('textbox', { name: /^Latitude/ }), '44.23');
  await user.type(screen.getByRole('textbox', { name: /^Longitude/ }), '-76.49');
}

test('the rules of the spec, with its messages; nothing is sent', async () => {
  const api = mockApi({});
  const { user } = await renderApp({ url: '/signup' });
  await user.type(await screen.findByLabelText(/^Password/), 'one');
  await user.type(screen.getByLabelText(/^Confirm password/), 'two');
  await user.click(screen.getByRole('button', { name: en['signup.submit'] }));
  expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveAccessibleDescription(en['signup.namesRequired']);
  expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(en['signup.mismatch']);
  expect(screen.getByRole('textbox', { name: /^Latitude/ })).toHaveAccessibleDescription(en['signup.locationRequired']);
  expect(screen.getByRole('combobox', { name: /^Account type/ })).toHaveDisplayValue(en['signup.type.student']);
  expect(api.calls).toHaveLength(0);
});

test('a valid form sends the trimmed payload with the birthday at midnight, then goes to /verify with the email', async () => {
  const api = mockApi({ customerSignUp: { status: 201, body: { success: true, message: 'Account created.', data: { email: 'maya@example.com' } } } });
  const { user, router } = await renderApp({ url: '/signup' });
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: en['signup.submit'] }));
  expect(await screen.findByRole('heading', { level: 1, name: en['page.verify.title'] })).toBeInTheDocument();
  expect(router.state.location.state).toMatchObject({ email: 'maya@example.com', redirectTo: '/login' });
  expect(api.callsTo('customerSignUp')[0].body).toEqual({
    fName: 'Maya',
    lName: 'Chen',
    email: 'maya@example.com',
    password: 'secret-pass-1',
    gender: 'female',
    type: 'student',
    phoneNumber: '613-555-0100',
    birthday: '2008-05-14 00:00:00',
    latitude: '44.23',
    longitude: '-76.49',
    city: 'Kingston',
  });
  expect(screen.getByText(en['verify.intro'].replace('{email}', 'maya@example.com'))).toBeInTheDocument();
});

test('a server error shows the extracted text and keeps the form, in Arabic', async () => {
  mockApi({ customerSignUp: { status: 422, body: { success: false, message: 'Invalid.', errors: { email: ['البريد مستخدم.'] } } } });
  const { user } = await renderApp({ url: '/signup' }, { locale: 'ar' });
  await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${ar['signup.fName']}`) }), 'مايا');
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${ar['signup.lName']}`) }), 'تشن');
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${ar['form.email']}`) }), 'maya@example.com');
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${ar['signup.phone']}`) }), '6135550100');
  await user.type(screen.getByLabelText(new RegExp(`^${ar['login.password']}`)), 'secret-pass-1');
  await user.type(screen.getByLabelText(new RegExp(`^${ar['signup.confirm']}`)), 'secret-pass-1');
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${ar['signup.city']}`) }), 'كينغستون');
  await user.click(screen.getByRole('radio', { name: ar['signup.gender.male'] }));
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${ar['signup.latitude']}`) }), '44.2');
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${ar['signup.longitude']}`) }), '-76.4');
  await user.click(screen.getByRole('button', { name: ar['signup.submit'] }));
  expect(await screen.findByRole('textbox', { name: new RegExp(`^${ar['form.email']}`), description: 'البريد مستخدم.' })).toHaveValue('maya@example.com');
});

test('use my location fills the coordinates (high accuracy, 10 s); a refusal says it could not', async () => {
  const getCurrentPosition = jest.fn();
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  const { user } = await renderApp({ url: '/signup' });
  await user.click(await screen.findByRole('button', { name: en['signup.useLocation'] }));
  expect(getCurrentPosition.mock.calls[0][2]).toEqual({ enableHighAccuracy: true, timeout: 10_000 });
  const [success] = getCurrentPosition.mock.calls[0];
  const { act } = await import('@testing-library/react');
  act(() => success({ coords: { latitude: 44.2312341, longitude: -76.486 } }));
  expect(screen.getByRole('textbox', { name: /^Latitude/ })).toHaveValue('44.231234');
  expect(await screen.findByText(en['signup.geoPicked'])).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: en['signup.useLocation'] }));
  act(() => getCurrentPosition.mock.calls[1][1]({ code: 1 }));
  expect(await screen.findByText(en['signup.geoFailed'])).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: en['signup.pickOnMap'] }));
  expect(screen.getByText(en['signup.mapHint'])).toBeInTheDocument();
});

test('a student already signed in is sent to their bookings instead (in Arabic, to the Arabic page)', async () => {
  localStorage.setItem('token', 'tok-1');
  mockApi({ listMyBookings: { body: { success: true, data: [] } } });
  await preloadScreens('/bookings');
  const { router } = await renderApp({ url: '/ar/signup' }, { locale: 'ar' });
  expect(await screen.findByRole('heading', { level: 1, name: ar['page.bookings.title'] })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/ar/bookings');
  expect(screen.queryByRole('button', { name: ar['signup.submit'] })).not.toBeInTheDocument();
});
