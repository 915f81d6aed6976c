import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { enter } from '../../../test/enter';

const stamp = '2026-11-01T12:00:00.000Z';
const MINISTRY_RULES = {
  bde_class_hours: 20,
  bde_in_car_hours: 10,
  bde_home_link_hours: 10,
  bde_pass_percent: 70,
  bde_class_hours_per_day: 5,
  bde_in_car_hours_per_day: 2,
  bde_in_car_hours_on_full_class_day: 1,
  bde_in_car_months: 12,
  bde_at_risk_weeks: 8,
  bde_idle_weeks: 4,
  bde_retention_years: 5,
};
const settings = (extra: Record<string, unknown> = {}) => ({
  legal_name: 'Drive Ontario Driving School Inc.',
  address: '123 Princess Street\nKingston, ON K7L 1A1',
  hst_number: '123456789RT0001',
  hst_rate_bp: 1300,
  payment_instructions: { en: 'Interac e-Transfer to pay@driveontario.ca.', fr: '', ar: '' },
  hold_minutes: 15,
  waitlist_offer_hours: 12,
  lesson_offer_minutes: 30,
  pay_at_school_enabled: true,
  lesson_cancel_cutoff_hours: 48,
  app_store_url: '',
  google_play_url: '',
  office_locale: 'en',
  sms_quiet_start: '21:00',
  sms_quiet_end: '08:00',
  sms_segment_price_millicents: 1200,
  ...MINISTRY_RULES,
  card_payments_available: false,
  updated_at: stamp,
  ...extra,
});
const reply = (data: ReturnType<typeof settings>) => ({ body: { success: true, data } });
const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };

afterEach(() => localStorage.clear());

test('the settings are shown as stored, the rate as a percentage, and saved with the rate in basis points, the lesson cut-off and the version loaded', async () => {
  const saved = '2026-11-02T09:00:00.000Z';
  const api = mockApi({
    getSettings: reply(settings()),
    updateSettings: ({ body }) => {
      const { expected_updated_at: _version, ...input } = body as Record<string, unknown>;
      return reply(settings({ ...input, updated_at: saved }));
    },
  });
  const { user } = await renderApp({ url: '/admin/settings' }, { preloadedState: signedIn });
  const form = within(await screen.findByRole('form', { name: en['admin.settings.title'] }));
  const rate = form.getByRole('textbox', { name: /^HST rate/ });
  expect(rate).toHaveValue('13');
  expect(form.getByRole('textbox', { name: /^Address/ })).toHaveValue('123 Princess Street\nKingston, ON K7L 1A1');
  expect(form.getByText(en['admin.settings.cardsUnavailable'])).toBeInTheDocument();
  expect(form.getByRole('textbox', { name: 'Payment instructions (Arabic)' })).toHaveAttribute('dir', 'rtl');

  await user.clear(rate);
  await user.paste('14.5');
  await user.click(form.getByLabelText('Payment instructions (French)'));
  await user.paste('Virement Interac à pay@driveontario.ca.');
  await user.click(form.getByRole('switch', { name: en['admin.settings.payAtSchool'] }));
  const cutoff = form.getByRole('textbox', { name: /^Cancellation cut-off for in-car lessons \(hours\)/ });
  expect(cutoff).toHaveValue('48');
  await user.clear(cutoff);
  await user.paste('24');
  await enter(user, form.getByRole('textbox', { name: /^Google Play page of the app/ }), ' https://play.google.com/store/apps/details?id=ca.driveontario ');
  const officeLocale = form.getByRole('combobox', { name: en['admin.settings.officeLocale'] });
  expect(officeLocale).toHaveValue('en');
  await user.selectOptions(officeLocale, en['language.name.fr']);
  expect(form.getByLabelText(/^Quiet hours end/)).toHaveValue('08:00');
  fireEvent.change(form.getByLabelText(/^Quiet hours start/), { target: { value: '22:30' } });
  const price = form.getByRole('textbox', { name: /^Price of a text segment/ });
  expect(price).toHaveValue('1.2');
  await user.clear(price);
  await user.paste('1,05');
  await user.click(form.getByRole('button', { name: en['admin.settings.save'] }));
  expect(await screen.findByText(en['admin.settings.saved'])).toBeInTheDocument();
  expect(api.callsTo('updateSettings')[0].body).toEqual({
    legal_name: 'Drive Ontario Driving School Inc.',
    address: '123 Princess Street\nKingston, ON K7L 1A1',
    hst_number: '123456789RT0001',
    hst_rate_bp: 1450,
    payment_instructions: { en: 'Interac e-Transfer to pay@driveontario.ca.', fr: 'Virement Interac à pay@driveontario.ca.', ar: '' },
    hold_minutes: 15,
    waitlist_offer_hours: 12,
    lesson_offer_minutes: 30,
    pay_at_school_enabled: false,
    lesson_cancel_cutoff_hours: 24,
    app_store_url: '',
    google_play_url: 'https://play.google.com/store/apps/details?id=ca.driveontario',
    office_locale: 'fr',
    sms_quiet_start: '22:30',
    sms_quiet_end: '08:00',
    sms_segment_price_millicents: 1050,
    ...MINISTRY_RULES,
    expected_updated_at: stamp,
  });

  // The next save names the version the first one answered.
  await user.click(form.getByRole('button', { name: en['admin.settings.save'] }));
  await waitFor(() => expect(api.callsTo('updateSettings')).toHaveLength(2));
  expect(api.callsTo('updateSettings')[1].body).toMatchObject({ expected_updated_at: saved });
});

test('in Arabic, a rate, an HST number, hold minutes, a lesson cut-off, a segment price and a store link that cannot be sent are refused at their fields', async () => {
  const api = mockApi({ getSettings: reply(settings({ card_payments_available: true })) });
  const { user } = await renderApp({ url: '/admin/settings' }, { preloadedState: signedIn, locale: 'ar' });
  const form = within(await screen.findByRole('form', { name: ar['admin.settings.title'] }));
  expect(form.getByText(ar['admin.settings.cardsAvailable'])).toBeInTheDocument();
  const field = (id: keyof typeof ar) => form.getByLabelText(new RegExp(`^${ar[id].replace(/[()]/g, '\\$&')}`));
  await user.clear(field('admin.settings.hstRate'));
  await user.paste('13.125');
  await user.clear(field('admin.settings.hstNumber'));
  await user.paste('12345 RT1');
  await user.clear(field('admin.settings.holdMinutes'));
  await user.paste('2');
  await user.clear(field('admin.settings.lessonCutoff'));
  await user.paste('337');
  await enter(user, field('admin.settings.appStoreUrl'), 'http://apps.apple.com/ca/app/drive-ontario');
  await user.clear(field('admin.settings.segmentPrice'));
  await user.paste('0.0083$');
  await user.click(form.getByRole('button', { name: ar['admin.settings.save'] }));
  expect(field('admin.settings.segmentPrice')).toHaveAccessibleDescription(ar['admin.settings.segmentPriceInvalid']);
  expect(field('admin.settings.quietStart')).toHaveAttribute('dir', 'ltr');
  expect(field('admin.settings.hstRate')).toHaveAccessibleDescription(ar['admin.settings.hstRateInvalid']);
  expect(field('admin.settings.hstNumber')).toHaveAccessibleDescription(ar['admin.settings.hstNumberInvalid']);
  expect(field('admin.settings.holdMinutes')).toHaveAccessibleDescription(ar['admin.settings.holdMinutesInvalid']);
  expect(field('admin.settings.lessonCutoff')).toHaveAccessibleDescription(ar['admin.settings.lessonCutoffInvalid']);
  expect(field('admin.settings.appStoreUrl')).toHaveAccessibleDescription(ar['admin.settings.storeUrlInvalid']);
  expect(field('admin.settings.appStoreUrl')).toHaveValue('http://apps.apple.com/ca/app/drive-ontario');
  expect(field('admin.settings.googlePlayUrl')).toHaveAccessibleDescription(ar['admin.settings.storeUrlHint']);
  expect(api.callsTo('updateSettings')).toHaveLength(0);
});

test('the BDE rules are shown as stored, refused at their field when out of range or above the day’s in-car hours, and sent as numbers', async () => {
  const api = mockApi({ getSettings: reply(settings()), updateSettings: ({ body }) => reply(settings({ ...(body as object), updated_at: stamp })) });
  const { user } = await renderApp({ url: '/admin/settings' }, { preloadedState: signedIn, locale: 'ar' });
  const form = within(await screen.findByRole('form', { name: ar['admin.settings.title'] }));
  expect(form.getByRole('heading', { name: ar['admin.settings.bde'] })).toBeInTheDocument();
  const rule = (id: keyof typeof ar) => form.getByRole('textbox', { name: new RegExp(`^${ar[id].replace(/[()]/g, '\\$&')}`) });
  expect(rule('admin.settings.bde.classHours')).toHaveValue('20');
  expect(rule('admin.settings.bde.passPercent')).toHaveValue('70');
  expect(rule('admin.settings.bde.classHours')).toHaveAttribute('dir', 'ltr');
  await user.clear(rule('admin.settings.bde.passPercent'));
  await user.paste('101');
  await user.clear(rule('admin.settings.bde.inCarHoursOnFullClassDay'));
  await user.paste('3');
  await user.click(form.getByRole('button', { name: ar['admin.settings.save'] }));
  // Numbers in an Arabic message are written in Arabic digits.
  const arabic = (n: number) => new Intl.NumberFormat('ar').format(n);
  expect(rule('admin.settings.bde.passPercent')).toHaveAccessibleDescription(
    ar['admin.settings.bde.invalid'].replace('{min}', arabic(1)).replace('{max}', arabic(100)),
  );
  expect(rule('admin.settings.bde.passPercent')).toHaveValue('101');
  expect(rule('admin.settings.bde.inCarHoursOnFullClassDay')).toHaveAccessibleDescription(
    ar['admin.settings.bde.fullClassDayAbovePerDay'].replace('{hours}', arabic(2)),
  );
  expect(api.callsTo('updateSettings')).toHaveLength(0);

  await user.clear(rule('admin.settings.bde.passPercent'));
  await user.paste('75');
  await user.clear(rule('admin.settings.bde.inCarHoursPerDay'));
  await user.paste('3');
  await user.click(form.getByRole('button', { name: ar['admin.settings.save'] }));
  await waitFor(() => expect(api.callsTo('updateSettings')).toHaveLength(1));
  expect(api.callsTo('updateSettings')[0].body).toMatchObject({
    ...MINISTRY_RULES,
    bde_pass_percent: 75,
    bde_in_car_hours_per_day: 3,
    bde_in_car_hours_on_full_class_day: 3,
  });
});

test('a save refused because the settings changed meanwhile keeps what was typed; Reload shows the stored ones', async () => {
  const changed = '2026-11-01T12:05:00.000Z';
  let stored = settings();
  const api = mockApi({
    getSettings: () => reply(stored),
    updateSettings: { status: 409, body: { success: false, code: 'stale', message: 'The settings were changed by someone else.' } },
  });
  const { user } = await renderApp({ url: '/admin/settings' }, { preloadedState: signedIn });
  const form = within(await screen.findByRole('form', { name: en['admin.settings.title'] }));
  stored = settings({ legal_name: 'Drive Ontario Inc.', updated_at: changed });
  const legalName = form.getByRole('textbox', { name: /^Legal name/ });
  await user.clear(legalName);
  await user.paste('Drive Ontario Ltd.');
  await user.click(form.getByRole('button', { name: en['admin.settings.save'] }));
  expect(await form.findByText(en['admin.staleRecord.changed'])).toBeInTheDocument();
  expect(legalName).toHaveValue('Drive Ontario Ltd.');
  await user.click(form.getByRole('button', { name: en['admin.staleRecord.reload'] }));
  await waitFor(() => expect(legalName).toHaveValue('Drive Ontario Inc.'));
  expect(api.callsTo('updateSettings')).toHaveLength(1);
});

test('a store link the server refuses (422) is shown at its field, what was typed kept', async () => {
  mockApi({
    getSettings: reply(settings()),
    updateSettings: {
      status: 422,
      body: { success: false, message: 'The given data was invalid.', errors: { app_store_url: ['App Store link is not valid.'] } },
    },
  });
  const { user } = await renderApp({ url: '/admin/settings' }, { preloadedState: signedIn });
  const form = within(await screen.findByRole('form', { name: en['admin.settings.title'] }));
  const appStore = form.getByRole('textbox', { name: /^App Store page of the app/ });
  await enter(user, appStore, 'https://apps.apple.com/ca/app/x');
  await user.click(form.getByRole('button', { name: en['admin.settings.save'] }));
  await waitFor(() => expect(appStore).toHaveAccessibleDescription('App Store link is not valid.'));
  expect(appStore).toHaveValue('https://apps.apple.com/ca/app/x');
});
