import type { CardPayments } from '../../payments/provider';
import { call, createAdmin, createStudent, createTestApp, engines, type TestApp } from '../../test/helpers';

const body = (overrides: Record<string, unknown> = {}) => ({
  legal_name: ' Drive Ontario Driving School Inc. ',
  address: '123 Princess Street\nKingston, ON K7L 1A1',
  hst_number: '123456789 RT 0001',
  hst_rate_bp: 1300,
  payment_instructions: { en: 'Interac e-Transfer to pay@driveontario.ca.', ar: 'تحويل Interac إلى pay@driveontario.ca.' },
  hold_minutes: 20,
  pay_at_school_enabled: false,
  ...overrides,
});

// The BDE course's rules a school starts with: the Ministry's.
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

// Never called: only whether the server has card payments at all is read here.
const unusedCardPayments: CardPayments = {
  createCheckoutSession: () => Promise.reject(new Error('unused')),
  retrieveCheckoutSession: () => Promise.reject(new Error('unused')),
  expireCheckoutSession: () => Promise.reject(new Error('unused')),
  refund: () => Promise.reject(new Error('unused')),
  verifyWebhook: () => {
    throw new Error('unused');
  },
};

describe.each(engines())('settings (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = (await createAdmin(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  test('getSettings answers the one record; cards are not available without a provider', async () => {
    const res = await call(t.app, 'getSettings', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ hst_rate_bp: 1300, hold_minutes: 15, pay_at_school_enabled: true, card_payments_available: false });
    expect(res.body.data.payment_instructions.en).not.toBe('');
  });

  test('updateSettings trims, stores the HST number without spaces and answers a new version; a stale version → 409', async () => {
    const before = (await call(t.app, 'getSettings', { token: admin })).body.data;
    const res = await call(t.app, 'updateSettings', { token: admin, body: body({ expected_updated_at: before.updated_at }) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Settings saved.');
    expect(res.body.data).toEqual({
      legal_name: 'Drive Ontario Driving School Inc.',
      address: '123 Princess Street\nKingston, ON K7L 1A1',
      hst_number: '123456789RT0001',
      hst_rate_bp: 1300,
      payment_instructions: { en: 'Interac e-Transfer to pay@driveontario.ca.', fr: '', ar: 'تحويل Interac إلى pay@driveontario.ca.' },
      hold_minutes: 20,
      pay_at_school_enabled: false,
      lesson_cancel_cutoff_hours: 48,
      app_store_url: '',
      google_play_url: '',
      office_locale: 'en',
      waitlist_offer_hours: 12,
      lesson_offer_minutes: 30,
      sms_quiet_start: '21:00',
      sms_quiet_end: '08:00',
      sms_segment_price_millicents: 1200,
      ...MINISTRY_RULES,
      card_payments_available: false,
      updated_at: res.body.data.updated_at,
    });
    expect(res.body.data.updated_at > before.updated_at).toBe(true);

    const stale = await call(t.app, 'updateSettings', {
      token: admin,
      body: body({ hst_rate_bp: 500, expected_updated_at: before.updated_at }),
      headers: { 'accept-language': 'fr' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'Les paramètres ont été modifiés par quelqu’un d’autre depuis que vous les avez ouverts. Rechargez-les et refaites vos modifications.',
    );
    expect((await call(t.app, 'getSettings', { token: admin })).body.data.hst_rate_bp).toBe(1300);
  });

  test('the lessons cut-off is written when sent and unchanged when absent', async () => {
    const set = await call(t.app, 'updateSettings', { token: admin, body: body({ lesson_cancel_cutoff_hours: 24 }) });
    expect(set.status).toBe(200);
    expect(set.body.data.lesson_cancel_cutoff_hours).toBe(24);
    const kept = await call(t.app, 'updateSettings', { token: admin, body: body() });
    expect(kept.body.data.lesson_cancel_cutoff_hours).toBe(24);
    const restored = await call(t.app, 'updateSettings', { token: admin, body: body({ lesson_cancel_cutoff_hours: 48 }) });
    expect(restored.body.data.lesson_cancel_cutoff_hours).toBe(48);
    expect((await call(t.app, 'updateSettings', { token: admin, body: body({ lesson_cancel_cutoff_hours: 337 }) })).status).toBe(422);
  });

  test('the store links are stored trimmed, cleared when empty and unchanged when absent', async () => {
    const apple = 'https://apps.apple.com/ca/app/drive-ontario/id1234567890';
    const google = 'https://play.google.com/store/apps/details?id=ca.driveontario.app';
    const set = await call(t.app, 'updateSettings', { token: admin, body: body({ app_store_url: ` ${apple} `, google_play_url: google }) });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ app_store_url: apple, google_play_url: google });
    expect((await call(t.app, 'updateSettings', { token: admin, body: body() })).body.data).toMatchObject({ app_store_url: apple, google_play_url: google });
    const cleared = await call(t.app, 'updateSettings', { token: admin, body: body({ app_store_url: '', google_play_url: '' }) });
    expect(cleared.body.data).toMatchObject({ app_store_url: '', google_play_url: '' });
  });

  test('a waiting list’s offer runs 12 hours until set; written when sent, unchanged when absent, 1 to 72', async () => {
    const set = await call(t.app, 'updateSettings', { token: admin, body: body({ waitlist_offer_hours: 6 }) });
    expect(set.body.data.waitlist_offer_hours).toBe(6);
    expect((await call(t.app, 'updateSettings', { token: admin, body: body() })).body.data.waitlist_offer_hours).toBe(6);
    expect((await call(t.app, 'updateSettings', { token: admin, body: body({ waitlist_offer_hours: 73 }) })).status).toBe(422);
    expect((await call(t.app, 'updateSettings', { token: admin, body: body({ waitlist_offer_hours: 12 }) })).body.data.waitlist_offer_hours).toBe(12);
  });

  test('a cancellation-list offer runs 30 minutes until set; written when sent, unchanged when absent, 5 to 720', async () => {
    expect((await call(t.app, 'getSettings', { token: admin })).body.data.lesson_offer_minutes).toBe(30);
    expect((await call(t.app, 'updateSettings', { token: admin, body: body({ lesson_offer_minutes: 45 }) })).body.data.lesson_offer_minutes).toBe(45);
    expect((await call(t.app, 'updateSettings', { token: admin, body: body() })).body.data.lesson_offer_minutes).toBe(45);
    expect((await call(t.app, 'updateSettings', { token: admin, body: body({ lesson_offer_minutes: 4 }) })).status).toBe(422);
    expect((await call(t.app, 'updateSettings', { token: admin, body: body({ lesson_offer_minutes: 30 }) })).body.data.lesson_offer_minutes).toBe(30);
  });

  test('the quiet hours of texts are 21:00 to 08:00 and a segment 1.2 ¢ until set; written when sent, unchanged when absent', async () => {
    const set = await call(t.app, 'updateSettings', {
      token: admin,
      body: body({ sms_quiet_start: '22:30', sms_quiet_end: '07:00', sms_segment_price_millicents: 1050 }),
    });
    expect(set.body.data).toMatchObject({ sms_quiet_start: '22:30', sms_quiet_end: '07:00', sms_segment_price_millicents: 1050 });
    expect((await call(t.app, 'updateSettings', { token: admin, body: body() })).body.data).toMatchObject({ sms_quiet_start: '22:30', sms_quiet_end: '07:00' });
    const wrong = await call(t.app, 'updateSettings', { token: admin, body: body({ sms_quiet_start: '9pm', sms_quiet_end: '24:00' }) });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['sms_quiet_end', 'sms_quiet_start']);
    const restored = await call(t.app, 'updateSettings', {
      token: admin,
      body: body({ sms_quiet_start: '21:00', sms_quiet_end: '08:00', sms_segment_price_millicents: 1200 }),
    });
    expect(restored.status).toBe(200);
  });

  test('the office’s mail language is English until set, written when sent, unchanged when absent, one of en, fr, ar', async () => {
    expect((await call(t.app, 'getSettings', { token: admin })).body.data.office_locale).toBe('en');
    const set = await call(t.app, 'updateSettings', { token: admin, body: body({ office_locale: 'ar' }) });
    expect(set.status).toBe(200);
    expect(set.body.data.office_locale).toBe('ar');
    expect((await call(t.app, 'updateSettings', { token: admin, body: body() })).body.data.office_locale).toBe('ar');
    expect((await call(t.app, 'updateSettings', { token: admin, body: body({ office_locale: 'de' }) })).status).toBe(422);
    expect((await call(t.app, 'updateSettings', { token: admin, body: body({ office_locale: 'en' }) })).body.data.office_locale).toBe('en');
  });

  test('the BDE rules start at the Ministry’s values; each is written when sent and unchanged when absent', async () => {
    expect((await call(t.app, 'getSettings', { token: admin })).body.data).toMatchObject(MINISTRY_RULES);
    const set = await call(t.app, 'updateSettings', { token: admin, body: body({ bde_class_hours: 24, bde_in_car_hours_per_day: 3, bde_retention_years: 7 }) });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ ...MINISTRY_RULES, bde_class_hours: 24, bde_in_car_hours_per_day: 3, bde_retention_years: 7 });
    expect((await call(t.app, 'updateSettings', { token: admin, body: body() })).body.data).toMatchObject({ bde_class_hours: 24, bde_retention_years: 7 });
    await call(t.app, 'updateSettings', { token: admin, body: body(MINISTRY_RULES) });
    expect((await call(t.app, 'getSettings', { token: admin })).body.data).toMatchObject(MINISTRY_RULES);
  });

  test('more in-car hours on a full class day than on any day → 422 naming that rule, with the day’s hours, nothing written', async () => {
    const before = (await call(t.app, 'getSettings', { token: admin })).body.data;
    const res = await call(t.app, 'updateSettings', {
      token: admin,
      body: body({ bde_in_car_hours_on_full_class_day: 3 }),
      headers: { 'accept-language': 'fr' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      bde_in_car_hours_on_full_class_day: ['Au plus 2 heures\u202f: pas plus que les heures en voiture d’un jour quelconque.'],
    });
    expect((await call(t.app, 'getSettings', { token: admin })).body.data).toEqual(before);
    // Both sent together are checked together: 3 a day allows 3 on a full class day.
    const both = await call(t.app, 'updateSettings', { token: admin, body: body({ bde_in_car_hours_per_day: 3, bde_in_car_hours_on_full_class_day: 3 }) });
    expect(both.status).toBe(200);
    await call(t.app, 'updateSettings', { token: admin, body: body(MINISTRY_RULES) });
  });

  test('store links that are not https addresses → 422 on each, in the reader’s language, nothing written', async () => {
    const before = (await call(t.app, 'getSettings', { token: admin })).body.data;
    const res = await call(t.app, 'updateSettings', {
      token: admin,
      body: body({ app_store_url: 'http://apps.apple.com/ca/app/x', google_play_url: 'play.google.com/store/apps' }),
      headers: { 'accept-language': 'fr' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['app_store_url', 'google_play_url']);
    expect(res.body.errors.app_store_url[0]).not.toBe('');
    expect((await call(t.app, 'getSettings', { token: admin })).body.data).toEqual(before);
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['an HST number of another shape', { hst_number: '12345 RT0001' }, 'hst_number'],
    ['a rate above 100 %', { hst_rate_bp: 10001 }, 'hst_rate_bp'],
    ['a rate as text', { hst_rate_bp: '13' }, 'hst_rate_bp'],
    ['a hold shorter than 5 minutes', { hold_minutes: 4 }, 'hold_minutes'],
    ['an empty legal name', { legal_name: '' }, 'legal_name'],
    ['no English payment instructions', { payment_instructions: { fr: 'x' } }, 'payment_instructions.en'],
    ['a store link with spaces inside', { google_play_url: 'https://play.google.com/store apps' }, 'google_play_url'],
    ['a store link to nowhere', { app_store_url: 'https://' }, 'app_store_url'],
    ['no class hours', { bde_class_hours: 0 }, 'bde_class_hours'],
    ['a pass mark above 100 %', { bde_pass_percent: 101 }, 'bde_pass_percent'],
    ['a fraction of an hour a day', { bde_in_car_hours_per_day: 1.5 }, 'bde_in_car_hours_per_day'],
  ])('%s → 422 on that field, nothing written', async (_name, overrides, field) => {
    const before = (await call(t.app, 'getSettings', { token: admin })).body.data;
    const res = await call(t.app, 'updateSettings', { token: admin, body: body(overrides) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect((await call(t.app, 'getSettings', { token: admin })).body.data).toEqual(before);
  });

  test('anonymous 401, student 403, on both operations', async () => {
    const student = (await createStudent(t)).token;
    for (const [op, options] of [
      ['getSettings', {}],
      ['updateSettings', { body: body() }],
    ] as const) {
      expect((await call(t.app, op, options)).status).toBe(401);
      expect((await call(t.app, op, { ...options, token: student })).status).toBe(403);
    }
  });
});

describe.each(engines())('settings with card payments (%s)', (engine) => {
  test('card_payments_available says the server has a card provider', async () => {
    const t = await createTestApp(engine, { cardPayments: unusedCardPayments });
    try {
      const admin = (await createAdmin(t)).token;
      expect((await call(t.app, 'getSettings', { token: admin })).body.data.card_payments_available).toBe(true);
      expect((await call(t.app, 'updateSettings', { token: admin, body: body() })).body.data.card_payments_available).toBe(true);
    } finally {
      await t.close();
    }
  });
});
