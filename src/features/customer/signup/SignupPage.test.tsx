import { act, screen } from '@testing-library/react';
import { preloadScreens, renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { emptyAccountReplies } from '../shared/accountFixtures';
import { ar, en } from '../../../i18n/catalogs';
import { torontoDay } from '../../../contract/torontoTime';
import { enter } from '../../../test/enter';

const MUNICIPALITIES = {
  success: true,
  data: [
    { name: 'Greater Sudbury', name_fr: 'Grand Sudbury', latitude: 46.4917, longitude: -80.993 },
    { name: 'Kingston', latitude: 44.2312, longitude: -76.486 },
    { name: 'Kingsville', latitude: 42.0389, longitude: -82.7367 },
    { name: 'Ottawa', latitude: 45.4215, longitude: -75.6972 },
  ],
};
// The server's answer is the same whether or not the email already has an account.
const SIGNED_UP = {
  status: 201,
  body: { success: true, message: 'Check maya@example.com: we sent it a message with the next step.', data: { email: 'maya@example.com' } },
};

/** The date `years` back from Toronto's today, plus `days`. */
function yearsAgo(years: number, days = 0): string {
  const [year, month, day] = torontoDay().split('-').map(Number);
  return new Date(Date.UTC(year - years, month - 1, day + days)).toISOString().slice(0, 10);
}

const getCurrentPosition = jest.fn();
const withGeolocation = () => Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
  getCurrentPosition.mockReset();
  Reflect.deleteProperty(navigator, 'geolocation');
});

type User = Awaited<ReturnType<typeof renderApp>>['user'];
const label = (text: string) => new RegExp(`^${text}`);

async function chooseCity(user: User, typed: string, option: string, t: Record<string, string> = en) {
  const city = await screen.findByRole('combobox', { name: label(t['signup.city']) });
  await user.type(city, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillValid(user: User) {
  await enter(user, await screen.findByRole('textbox', { name: /^First name/ }), ' Maya ');
  await enter(user, screen.getByRole('textbox', { name: /^Last name/ }), 'Chen');
  await enter(user, screen.getByRole('textbox', { name: /^Email/ }), 'maya@example.com ');
  await enter(user, screen.getByRole('textbox', { name: /^Phone number/ }), '613-555-0100');
  await enter(user, screen.getByLabelText(/^Password/), 'secret-pass-1');
  await enter(user, screen.getByLabelText(/^Confirm password/), 'secret-pass-1');
  await user.type(screen.getByLabelText(/^Birthday/), '2008-05-14');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
}

test('the rules are shown before submit; a refused form says why by each field and sends nothing', async () => {
  const api = mockApi({ listMunicipalities: { body: MUNICIPALITIES } });
  const { user } = await renderApp({ url: '/signup' });
  const password = await screen.findByLabelText(/^Password/);
  expect(password).toHaveAccessibleDescription(en['signup.passwordHelp']);
  expect(screen.getByLabelText(/^Birthday/)).toHaveAccessibleDescription(en['signup.birthdayHelp']);
  expect(screen.getByRole('textbox', { name: /^Phone number/ })).toHaveAccessibleDescription(en['signup.phoneHelp']);
  // Nothing of the list or the picker is fetched before the visitor starts on the form.
  expect(api.calls).toHaveLength(0);

  await enter(user, password, 'short');
  await user.type(screen.getByLabelText(/^Confirm password/), 'two');
  await user.type(screen.getByLabelText(/^Birthday/), yearsAgo(16, 1));
  await user.click(screen.getByRole('button', { name: en['signup.submit'] }));
  expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveAccessibleDescription(en['signup.namesRequired']);
  expect(password).toHaveAccessibleDescription(en['signup.passwordShort']);
  expect(password).toHaveValue('short');
  expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(en['signup.mismatch']);
  expect(screen.getByLabelText(/^Birthday/)).toHaveAccessibleDescription(en['signup.birthdayTooYoung']);
  expect(screen.getByLabelText(/^Birthday/)).toHaveValue(yearsAgo(16, 1));
  expect(await screen.findByRole('combobox', { name: /^City/ })).toHaveAccessibleDescription(en['signup.cityRequired']);
  expect(screen.getByRole('combobox', { name: /^Account type/ })).toHaveDisplayValue(en['signup.type.student']);

  await user.clear(screen.getByLabelText(/^Birthday/));
  await user.type(screen.getByLabelText(/^Birthday/), yearsAgo(-1));
  await user.click(screen.getByRole('button', { name: en['signup.submit'] }));
  expect(screen.getByLabelText(/^Birthday/)).toHaveAccessibleDescription(en['signup.birthdayNotPast']);
  await user.clear(screen.getByLabelText(/^Birthday/));
  await user.type(screen.getByLabelText(/^Birthday/), yearsAgo(16));
  await user.click(screen.getByRole('button', { name: en['signup.submit'] }));
  expect(screen.getByLabelText(/^Birthday/)).toHaveAccessibleDescription(en['signup.birthdayHelp']);
  expect(api.callsTo('customerSignUp')).toHaveLength(0);
});

test('a phone number that is not Canadian is refused when the field is left and at submit', async () => {
  const api = mockApi({ listMunicipalities: { body: MUNICIPALITIES } });
  const { user } = await renderApp({ url: '/signup' });
  const phone = await screen.findByRole('textbox', { name: /^Phone number/ });
  await user.type(phone, 'hello');
  await user.tab();
  await screen.findByText(en['signup.phoneInvalid']);
  expect(phone).toHaveAccessibleDescription(en['signup.phoneInvalid']);
  await user.clear(phone);
  await user.type(phone, '123');
  await user.click(screen.getByRole('button', { name: en['signup.submit'] }));
  expect(await screen.findByRole('textbox', { name: /^Phone number/, description: en['signup.phoneInvalid'] })).toHaveValue('123');
  await user.clear(phone);
  await user.type(phone, '(613) 555-0100');
  await user.tab();
  expect(await screen.findByRole('textbox', { name: /^Phone number/, description: en['signup.phoneHelp'] })).toBeInTheDocument();
  expect(api.callsTo('customerSignUp')).toHaveLength(0);
});

test('choosing a city from the list sends its name and coordinates, then goes to /verify with the email', async () => {
  const api = mockApi({ listMunicipalities: { body: MUNICIPALITIES }, customerSignUp: SIGNED_UP });
  const { user, router } = await renderApp({ url: '/signup' });
  await fillValid(user);
  await chooseCity(user, 'kings', 'Kingston');
  await user.click(screen.getByRole('button', { name: en['signup.submit'] }));
  expect(await screen.findByRole('heading', { level: 1, name: en['page.verify.title'] })).toBeInTheDocument();
  expect(router.state.location.state).toMatchObject({ email: 'maya@example.com', redirectTo: '/login', signedUp: true });
  expect(api.callsTo('listMunicipalities')).toHaveLength(1);
  expect(api.callsTo('customerSignUp')[0].body).toEqual({
    fName: 'Maya',
    lName: 'Chen',
    email: 'maya@example.com',
    password: 'secret-pass-1',
    gender: 'female',
    type: 'student',
    phoneNumber: '613-555-0100',
    birthday: '2008-05-14 00:00:00',
    latitude: '44.2312',
    longitude: '-76.486',
    city: 'Kingston',
  });
});

test('the answer does not tell whether the email has an account: the code screen says that an account’s owner was mailed instead, and offers to sign in or reset', async () => {
  mockApi({ listMunicipalities: { body: MUNICIPALITIES }, customerSignUp: SIGNED_UP });
  await preloadScreens('/verify', '/login');
  const { user, router } = await renderApp({ url: '/signup' });
  await fillValid(user);
  await chooseCity(user, 'kings', 'Kingston');
  await user.click(screen.getByRole('button', { name: en['signup.submit'] }));
  await screen.findByRole('heading', { level: 1, name: en['page.verify.title'] });
  // Neither "signed up" nor "already taken": what is true either way.
  expect(screen.getByText(en['signup.success'])).toBeInTheDocument();
  expect(screen.getByText(en['verify.introSignedUp'].replace('{email}', 'maya@example.com'))).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Verification code/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: en['login.forgot'] })).toHaveAttribute('href', '/forgot-password');
  await user.click(screen.getByRole('link', { name: en['verify.haveAccount'] }));
  expect(await screen.findByRole('heading', { level: 1, name: en['page.login.title'] })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('maya@example.com');
  expect(router.state.location.pathname).toBe('/login');
});

test('a municipality is found by its French name too; its English name is sent', async () => {
  const api = mockApi({ listMunicipalities: { body: MUNICIPALITIES }, customerSignUp: SIGNED_UP });
  const { user } = await renderApp({ url: '/signup' });
  await fillValid(user);
  await chooseCity(user, 'grand sud', 'Greater Sudbury');
  await user.click(screen.getByRole('button', { name: en['signup.submit'] }));
  await screen.findByRole('heading', { level: 1, name: en['page.verify.title'] });
  expect(api.callsTo('customerSignUp')[0].body).toMatchObject({ city: 'Greater Sudbury', latitude: '46.4917', longitude: '-80.993' });
});

test('use my location refines the coordinates and picks the nearest municipality; a refusal is a polite message and the form goes on', async () => {
  withGeolocation();
  const api = mockApi({ listMunicipalities: { body: MUNICIPALITIES }, customerSignUp: SIGNED_UP });
  const { user } = await renderApp({ url: '/signup' });
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: en['signup.useLocation'] }));
  expect(getCurrentPosition.mock.calls[0][2]).toEqual({ enableHighAccuracy: true, timeout: 10_000 });
  act(() => getCurrentPosition.mock.calls[0][0]({ coords: { latitude: 44.2601234, longitude: -76.5012 } }));
  expect(await screen.findByRole('status')).toHaveTextContent(en['signup.geoPicked']);
  expect(await screen.findByRole('combobox', { name: /^City/ })).toHaveValue('Kingston');

  await user.click(screen.getByRole('button', { name: en['signup.useLocation'] }));
  act(() => getCurrentPosition.mock.calls[1][1]({ code: 1 }));
  expect(await screen.findByRole('status')).toHaveTextContent(en['signup.geoFailed']);

  await user.click(screen.getByRole('button', { name: en['signup.submit'] }));
  await screen.findByRole('heading', { level: 1, name: en['page.verify.title'] });
  expect(api.callsTo('customerSignUp')[0].body).toMatchObject({ city: 'Kingston', latitude: '44.260123', longitude: '-76.5012' });
});

test('without geolocation in the browser there is no location button', async () => {
  mockApi({});
  await renderApp({ url: '/signup' });
  await screen.findByRole('textbox', { name: /^First name/ });
  expect(screen.queryByRole('button', { name: en['signup.useLocation'] })).not.toBeInTheDocument();
});

test("in Arabic: the rules' texts, a refusal of the location, and the server's field messages under their fields with everything kept", async () => {
  withGeolocation();
  mockApi({
    listMunicipalities: { body: MUNICIPALITIES },
    customerSignUp: {
      status: 422,
      body: { success: false, message: 'غير صالح.', errors: { birthday: ['يجب ألا يقل عمرك عن 16 عامًا.'], phoneNumber: ['أدخل رقم هاتف كنديًا صالحًا.'] } },
    },
  });
  const { user } = await renderApp({ url: '/signup' }, { locale: 'ar' });
  const password = await screen.findByLabelText(label(ar['login.password']));
  expect(password).toHaveAccessibleDescription(ar['signup.passwordHelp']);
  await enter(user, screen.getByRole('textbox', { name: label(ar['signup.fName']) }), 'مايا');
  await enter(user, screen.getByRole('textbox', { name: label(ar['signup.lName']) }), 'تشن');
  await enter(user, screen.getByRole('textbox', { name: label(ar['form.email']) }), 'maya@example.com');
  await enter(user, screen.getByRole('textbox', { name: label(ar['signup.phone']) }), '6135550100');
  await enter(user, password, 'secret-pass-1');
  await enter(user, screen.getByLabelText(label(ar['signup.confirm'])), 'secret-pass-1');
  await user.type(screen.getByLabelText(label(ar['signup.birthday'])), '2008-05-14');
  await user.click(screen.getByRole('radio', { name: ar['signup.gender.male'] }));
  await user.click(screen.getByRole('button', { name: ar['signup.useLocation'] }));
  act(() => getCurrentPosition.mock.calls[0][1]({ code: 1 }));
  expect(await screen.findByRole('status')).toHaveTextContent(ar['signup.geoFailed']);
  await chooseCity(user, 'Ott', 'Ottawa', ar);
  await user.click(screen.getByRole('button', { name: ar['signup.submit'] }));
  expect(await screen.findByLabelText(label(ar['signup.birthday']), {}, { timeout: 3000 })).toHaveAccessibleDescription('يجب ألا يقل عمرك عن 16 عامًا.');
  expect(await screen.findByRole('textbox', { name: label(ar['signup.phone']), description: 'أدخل رقم هاتف كنديًا صالحًا.' })).toHaveValue('6135550100');
  expect(screen.getByLabelText(label(ar['signup.birthday']))).toHaveValue('2008-05-14');
  expect(screen.getByRole('textbox', { name: label(ar['form.email']) })).toHaveValue('maya@example.com');
  expect(screen.getByRole('combobox', { name: label(ar['signup.city']) })).toHaveValue('Ottawa');
  expect(password).toHaveValue('secret-pass-1');
});

test('a student already signed in is sent to their account instead (in Arabic, to the Arabic page)', async () => {
  localStorage.setItem('token', 'tok-1');
  mockApi(emptyAccountReplies);
  await preloadScreens('/account');
  const { router } = await renderApp({ url: '/ar/signup' }, { locale: 'ar' });
  expect(await screen.findByRole('heading', { level: 1, name: ar['page.account.title'] })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/ar/account');
  expect(screen.queryByRole('button', { name: ar['signup.submit'] })).not.toBeInTheDocument();
});

test.each([
  ['en', en],
  ['ar', ar],
] as const)('in %s, the intro speaks of the account chosen: a teacher is told of the application, not a student account', async (locale, t) => {
  mockApi({ listMunicipalities: { body: MUNICIPALITIES } });
  const { user } = await renderApp({ url: locale === 'en' ? '/signup' : `/${locale}/signup` }, { locale });
  expect(await screen.findByText(t['signup.intro'])).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: label(t['signup.type']) }), t['signup.type.teacher']);
  expect(screen.getByText(t['signup.intro.teacher'])).toBeInTheDocument();
  expect(screen.queryByText(t['signup.intro'])).not.toBeInTheDocument();
});
