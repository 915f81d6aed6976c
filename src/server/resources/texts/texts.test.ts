import { readFileSync } from 'node:fs';
import path from 'node:path';
import { torontoDay, torontoInstant, torontoMoment } from '../../../contract/torontoTime';
import { projectRoot } from '../../../contract/spec';
import { isAdult, textPolicy } from '../../sms/consent';
import { nextSendable } from '../../sms/quietHours';
import { twilioTransport } from '../../sms/transport';
import { startFakeTwilio, type FakeTwilio } from '../../test/fakeTwilio';
import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { addAvailability, addInstructor, envOfTest, giveHours, openBdeCourse } from '../lessons/fixtures';
import { queueLessonReminders } from '../lessons/reminders';
import { bookedLessonRow } from '../lessons/repository';
import { m } from './messages';
import { TWILIO_STATUS_PATH } from './webhook';

const LANGS = ['en', 'fr', 'ar'] as const;
const SITE = 'https://driveontario.test';
const HOUR = 3_600_000;
const DAY_MS = 24 * HOUR;
const INBOUND = '/api/api/v1/sms/twilio/inbound';
const dayIn = (n: number) => torontoDay(new Date(Date.now() + n * DAY_MS));
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

test('the quiet hours hold a text until 08:00 Toronto time, the same morning or the next', () => {
  const quiet = { start: '21:00', end: '08:00' };
  expect(nextSendable(torontoInstant('2026-12-02', '21:30'), quiet)).toEqual(torontoInstant('2026-12-03', '08:00'));
  expect(nextSendable(torontoInstant('2026-12-03', '06:59'), quiet)).toEqual(torontoInstant('2026-12-03', '08:00'));
  const noon = torontoInstant('2026-12-03', '12:00');
  expect(nextSendable(noon, quiet)).toEqual(noon);
  // Across the change to summer time, still 08:00 on the clock.
  expect(nextSendable(torontoInstant('2027-03-13', '23:00'), quiet)).toEqual(torontoInstant('2027-03-14', '08:00'));
});

test('a student under 18, or of unknown age, is never texted marketing; 18 today is an adult', () => {
  const now = new Date('2026-12-02T17:00:00Z');
  expect(isAdult('2008-12-02', now)).toBe(true);
  expect(isAdult('2008-12-03', now)).toBe(false);
  expect(isAdult(null, now)).toBe(false);
});

test('the consent wording kept with an opt-in is the profile box’s, word for word, in each language', () => {
  for (const lang of LANGS) {
    const catalog = JSON.parse(readFileSync(path.join(projectRoot(), `src/i18n/areas/checkout.${lang}.json`), 'utf8')) as Record<string, string>;
    expect(catalog['account.texts.consent']).toBe(m(lang, 'consentWording'));
  }
});

describe.each(engines())('text messages through Twilio (%s)', (engine) => {
  let t: TestApp;
  let twilio: FakeTwilio;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
    const twilioConfig = { accountSid: twilio.accountSid, authToken: twilio.authToken, from: '+16135550199', apiUrl: twilio.url };
    t = await createTestApp(engine, {
      config: { siteOrigin: SITE, sms: { twilio: twilioConfig, schoolPhone: '613-555-0100' } },
      smsTransport: twilioTransport(twilioConfig, `${SITE}${TWILIO_STATUS_PATH}`),
      outboxTiming: { retryBaseMs: 60_000, pollMs: 60_000 },
    });
    // No quiet hours: whenever the test runs, texts leave at once.
    await t.db.updateTable('school_settings').set({ sms_quiet_start: '00:00', sms_quiet_end: '00:00' }).execute();
  }, 30_000);
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  let phoneCount = 0;
  /** A student who opted in to texts through the profile's two steps, with the code texted through the fake. */
  async function optedIn(lang: 'en' | 'fr' = 'en'): Promise<Account & { phone: string }> {
    const s = await createStudent(t);
    await t.db.updateTable('users').set({ email_locale: lang }).where('id', '=', s.user.id).execute();
    const phone = `+1613555${String(1000 + ++phoneCount).slice(-4)}`;
    const sent = await call(t.app, 'sendMyPhoneCode', { token: s.token, body: { phone_number: phone }, headers: { 'accept-language': lang } });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ opted_in: false, pending_phone: phone });
    await t.mailSent();
    const text = twilio.messages.filter((msg) => msg.to === phone).at(-1)!;
    const code = /(\d{6})/.exec(text.body)![1];
    const confirmed = await call(t.app, 'confirmMyTexts', { token: s.token, body: { code, consent: true }, headers: { 'accept-language': lang } });
    expect(confirmed.status).toBe(200);
    return { ...s, phone };
  }

  /** A text received from `from`, signed as Twilio signs it (or not). */
  async function receive(from: string, body: string, signed = true) {
    const params = { MessageSid: `SM${Math.random().toString(16).slice(2)}`, From: from, To: '+16135550199', Body: body, AccountSid: twilio.accountSid };
    const signature = signed ? twilio.sign(`${SITE}${INBOUND}`, params) : twilio.sign(`http://evil.example${INBOUND}`, params);
    const res = await t.app.inject({
      method: 'POST',
      url: INBOUND,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature, host: 'evil.example' },
      payload: new URLSearchParams(params).toString(),
    });
    await t.mailSent();
    return res;
  }

  const textsTo = (phone: string) => twilio.messages.filter((msg) => msg.to === phone);
  const lessonOf = (id: number) => t.db.selectFrom('lessons').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const addLesson = async (studentId: number, inMs: number) => {
    const instructor = await addInstructor(t.db);
    const row = bookedLessonRow({ studentId, instructorId: instructor, start: Date.now() + inMs, minutes: 60, bookedBy: 'student' }, new Date().toISOString());
    return (await t.db.insertInto('lessons').values(row).returning('id').executeTakeFirstOrThrow()).id;
  };

  test('a certificate reported to the Ministry is texted too, in the student’s language, without the reference', async () => {
    const s = await optedIn('fr');
    const course = await openBdeCourse(t.db, s.user.id, '2026-01-10', { status: 'ready' });
    const admin = await createAdmin(t);
    const done = await call(t.app, 'certifyBdeCourse', {
      token: admin.token,
      params: { id: course },
      body: { issued_on: '2026-06-01', mto_reference: 'BDE-2026-0777' },
    });
    expect(done.status).toBe(200);
    await t.mailSent();
    const text = textsTo(s.phone).at(-1)!;
    expect(text.body).toMatch(/^Drive Ontario : félicitations, votre certificat/);
    expect(text.body).toContain(`${SITE}/fr/account#course`);
    expect(text.body).not.toContain('BDE-2026-0777');
  });

  test('texts are opt-in only: none without consent; a wrong code is refused; the opt-in keeps its wording, language, time and source', async () => {
    const s = await createStudent(t);
    const lesson = await addLesson(s.user.id, 20 * HOUR);
    await queueLessonReminders(t.db, envOfTest(t));
    const rows = await t.db.selectFrom('mail_outbox').select('channel').where('user_id', '=', s.user.id).execute();
    expect(rows).toEqual([]);
    expect((await lessonOf(lesson)).reminder_texted_at).toBeNull();

    expect((await call(t.app, 'sendMyPhoneCode', { token: s.token, body: { phone_number: 'hello' } })).status).toBe(422);
    await call(t.app, 'sendMyPhoneCode', { token: s.token, body: { phone_number: '613-555-0177' } });
    const wrong = await call(t.app, 'confirmMyTexts', { token: s.token, body: { code: '000000', consent: true } });
    expect(wrong.status).toBe(422);
    expect((await call(t.app, 'getMyTexts', { token: s.token })).body.data.opted_in).toBe(false);

    const fr = await optedIn('fr');
    const view = (await call(t.app, 'getMyTexts', { token: fr.token })).body.data;
    expect(view).toMatchObject({ opted_in: true, phone_number: fr.phone, pending_phone: null, consent_wording: m('fr', 'consentWording') });
    const events = await t.db.selectFrom('sms_consent_events').selectAll().where('user_id', '=', fr.user.id).execute();
    expect(events).toMatchObject([{ action: 'opt_in', source: 'profile', lang: 'fr', wording: m('fr', 'consentWording'), phone: fr.phone }]);
  });

  test('a reminder goes by text through the SDK with its status callback; the signed callback records delivery, a forged one is 403', async () => {
    const s = await optedIn();
    const lesson = await addLesson(s.user.id, 20 * HOUR);
    await queueLessonReminders(t.db, envOfTest(t));
    await t.mailSent();
    const [text] = textsTo(s.phone).slice(-1);
    expect(text).toMatchObject({ from: '+16135550199', statusCallback: `${SITE}${TWILIO_STATUS_PATH}` });
    expect(text.body).toMatch(/^Drive Ontario: reminder, lesson .* Reply C to confirm\.$/);
    // The instructor's short name ("Omar H.") and the sentence share one period.
    expect(text.body).not.toContain('..');
    expect((await lessonOf(lesson)).reminder_texted_at).not.toBeNull();
    const row = await t.db.selectFrom('mail_outbox').selectAll().where('provider_id', '=', text.sid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'sms', status: 'sent', provider_status: 'queued', kind: 'lesson_reminder', ref_id: lesson });

    const params = { MessageSid: text.sid, MessageStatus: 'delivered', AccountSid: twilio.accountSid };
    const post = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: TWILIO_STATUS_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        payload: new URLSearchParams(params).toString(),
      });
    expect((await post(twilio.sign(`${SITE}${TWILIO_STATUS_PATH}`, { ...params, MessageStatus: 'failed' }))).statusCode).toBe(403);
    expect((await post(twilio.sign(`${SITE}${TWILIO_STATUS_PATH}`, params))).statusCode).toBe(200);
    expect((await t.db.selectFrom('mail_outbox').select('provider_status').where('id', '=', row.id).executeTakeFirstOrThrow()).provider_status).toBe(
      'delivered',
    );
  });

  test('Twilio’s error answers: a 500 is retried later, an invalid number fails at once', async () => {
    const s = await optedIn();
    twilio.failNext(1, 500, 20500);
    await addLesson(s.user.id, 20 * HOUR);
    await queueLessonReminders(t.db, envOfTest(t));
    await t.mailSent();
    const row = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('user_id', '=', s.user.id)
      .where('kind', '=', 'lesson_reminder')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toMatch(/fake failure/);
    await t.db.updateTable('mail_outbox').set({ next_attempt_at: new Date().toISOString() }).where('id', '=', row.id).execute();
    await t.mailSent();
    expect((await t.db.selectFrom('mail_outbox').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()).status).toBe('sent');

    twilio.failNext(1, 400, 21211);
    await addLesson(s.user.id, 21 * HOUR);
    await queueLessonReminders(t.db, envOfTest(t));
    await t.mailSent();
    const failed = await t.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where('user_id', '=', s.user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(failed).toEqual({ status: 'failed', attempts: 1 });
  });

  test('a text signed for another address than SITE_URL is refused with 403 and changes nothing', async () => {
    const s = await optedIn();
    const res = await receive(s.phone, 'STOP', false);
    expect(res.statusCode).toBe(403);
    expect((await call(t.app, 'getMyTexts', { token: s.token })).body.data.opted_in).toBe(true);
    expect(await t.db.selectFrom('sms_inbound').select('id').where('from_phone', '=', s.phone).execute()).toEqual([]);
  });

  test('STOP ends every text at once, waiting ones too, and is recorded; START resumes; HELP names the school and its phone', async () => {
    const s = await optedIn();
    // A text waiting in the outbox (its due time not come): the STOP drops it.
    await addLesson(s.user.id, 20 * HOUR);
    await t.db.transaction().execute(async (trx) => {
      await t.app.mail.text(trx, { userId: s.user.id, kind: 'lesson_booked', body: () => 'Drive Ontario: later' });
    });
    const stop = await receive(s.phone, ' Stop ');
    expect(stop.statusCode).toBe(200);
    expect(stop.headers['content-type']).toMatch(/^text\/xml/);
    expect(stop.body).toContain(m('en', 'stopReply'));
    expect((await call(t.app, 'getMyTexts', { token: s.token })).body.data.opted_in).toBe(false);
    const statuses = await t.db.selectFrom('mail_outbox').select('status').where('user_id', '=', s.user.id).where('kind', '=', 'lesson_booked').execute();
    expect(statuses.every((r) => r.status === 'dropped' || r.status === 'sent')).toBe(true);
    const before = textsTo(s.phone).length;
    await queueLessonReminders(t.db, envOfTest(t));
    await t.mailSent();
    expect(textsTo(s.phone)).toHaveLength(before);

    expect((await receive(s.phone, 'START')).body).toContain(m('en', 'startReply'));
    expect((await call(t.app, 'getMyTexts', { token: s.token })).body.data.opted_in).toBe(true);
    const help = await receive(s.phone, 'help');
    expect(help.body).toContain('Drive Ontario');
    expect(help.body).toContain('613-555-0100');
    const actions = await t.db.selectFrom('sms_consent_events').select(['action', 'source']).where('user_id', '=', s.user.id).orderBy('id').execute();
    expect(actions).toEqual([
      { action: 'opt_in', source: 'profile' },
      { action: 'stop', source: 'sms' },
      { action: 'start', source: 'sms' },
    ]);
  });

  test('ARRÊT in French stops texts and is answered in French', async () => {
    const s = await optedIn('fr');
    expect((await receive(s.phone, 'Arrêt')).body).toContain('vous ne recevrez plus de textos');
    expect((await call(t.app, 'getMyTexts', { token: s.token })).body.data.opted_in).toBe(false);
  });

  test('C confirms the reminded lesson and records it on the lesson; X cancels it before the cut-off, refuses after it', async () => {
    await t.db.updateTable('school_settings').set({ lesson_cancel_cutoff_hours: 2 }).execute();
    const s = await optedIn();
    const lesson = await addLesson(s.user.id, 20 * HOUR);
    await queueLessonReminders(t.db, envOfTest(t));
    await t.mailSent();
    expect((await receive(s.phone, 'c')).body).toContain('is confirmed');
    expect(await lessonOf(lesson)).toMatchObject({ confirmed_via: 'sms', status: 'booked' });

    const cancelled = await receive(s.phone, 'X');
    expect(cancelled.body).toContain('is cancelled');
    expect(await lessonOf(lesson)).toMatchObject({ status: 'cancelled', counted: 0 });
    // Answered in the reply: no second "cancelled" text; the mail still goes.
    expect(textsTo(s.phone).filter((msg) => msg.body.includes('is cancelled'))).toHaveLength(0);

    await t.db.updateTable('school_settings').set({ lesson_cancel_cutoff_hours: 48 }).execute();
    const late = await addLesson(s.user.id, 22 * HOUR);
    await queueLessonReminders(t.db, envOfTest(t));
    await t.mailSent();
    const refused = await receive(s.phone, 'x');
    expect(refused.body).toContain('can no longer be cancelled by text');
    expect(refused.body).toContain('613-555-0100');
    expect((await lessonOf(late)).status).toBe('booked');
    const kinds = await t.db.selectFrom('sms_inbound').select('handled_as').where('user_id', '=', s.user.id).orderBy('id').execute();
    expect(kinds.map((k) => k.handled_as)).toEqual(['confirm', 'cancel', 'refused']);
  });

  test('YES books the cancellation-list lesson held for the student; an unknown reply is kept for the office', async () => {
    const day = dayIn(6);
    const instructor = await addInstructor(t.db);
    await addAvailability(t.db, instructor, day, '09:00', '10:00');
    const booker = await createStudent(t);
    await giveHours(t.db, booker.user.id, 2);
    const slot = (await call(t.app, 'listLessonSlots', { token: booker.token, query: { instructor_id: instructor, from: day, days: 1 } })).body.data[0];
    const booked = await call(t.app, 'bookLesson', {
      token: booker.token,
      body: { instructor_id: instructor, starts_at: slot.starts_at, duration_minutes: 60 },
    });
    const s = await optedIn();
    await giveHours(t.db, s.user.id, 2);
    const wish = { duration_minutes: 60 as const, weekdays: [weekdayOf(day)], from_time: '08:00', to_time: '12:00' };
    expect((await call(t.app, 'saveMyLessonRequest', { token: s.token, body: wish })).status).toBe(200);
    await call(t.app, 'cancelMyLesson', { token: booker.token, params: { id: booked.body.data.id } });
    await t.mailSent();
    const offerText = textsTo(s.phone).at(-1)!;
    expect(offerText.body).toMatch(/^Drive Ontario: a lesson is free .* Reply YES to book it/);

    expect((await receive(s.phone, 'yes')).body).toContain('booked!');
    const lessons = await t.db.selectFrom('lessons').select(['status', 'starts_at']).where('student_id', '=', s.user.id).execute();
    expect(lessons).toEqual([{ status: 'booked', starts_at: slot.starts_at }]);

    const other = await receive(s.phone, 'Can I bring my dog?');
    expect(other.body).toContain('the office will read your message');
    const kept = await t.db
      .selectFrom('sms_inbound')
      .select(['body', 'handled_as'])
      .where('user_id', '=', s.user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ body: 'Can I bring my dog?', handled_as: 'unknown' });

    // The office sees the conversation: the inbox line, then both directions in order.
    const admin = await createAdmin(t);
    const inbox = (await call(t.app, 'listTextConversations', { token: admin.token })).body.data;
    expect(inbox[0]).toMatchObject({
      student: { id: s.user.id },
      phone: s.phone,
      last_body: 'Can I bring my dog?',
      last_handled_as: 'unknown',
      unknown_count: 1,
    });
    const thread = (await call(t.app, 'getTextConversation', { token: admin.token, params: { id: s.user.id } })).body.data.messages;
    expect(thread.map((msg: { direction: string; kind: string }) => `${msg.direction} ${msg.kind}`)).toEqual([
      'out phone_code',
      'out lesson_offer',
      'in accept',
      'in unknown',
    ]);
    expect(thread[0].body).toBe('');
    expect((await call(t.app, 'getTextConversation', { token: admin.token, params: { id: 999_999 } })).status).toBe(404);
    expect((await call(t.app, 'listTextConversations', { token: s.token })).status).toBe(403);
  });
});

describe.each(engines())('quiet hours and consent in the outbox (%s)', (engine) => {
  let t: TestApp;
  // Quiet from an hour ago to an hour from now (Toronto's clock, across midnight if need be): whenever the test runs, a text waits.
  const quietEnd = Math.floor((Date.now() + 3_600_000) / 60_000) * 60_000;
  beforeAll(async () => {
    t = await createTestApp(engine, { config: { sms: { twilio: null, schoolPhone: '' } } });
    const clock = (ms: number) => torontoMoment(new Date(ms)).time;
    await t.db
      .updateTable('school_settings')
      .set({ sms_quiet_start: clock(Date.now() - 3_600_000), sms_quiet_end: clock(quietEnd) })
      .execute();
  }, 30_000);
  afterAll(() => t.close());

  async function optIn(s: Account) {
    await call(t.app, 'sendMyPhoneCode', { token: s.token, body: { phone_number: '613-555-0142' } });
    await t.mailSent();
    const code = t.texts.at(-1)!.code!;
    expect((await call(t.app, 'confirmMyTexts', { token: s.token, body: { code, consent: true } })).status).toBe(200);
  }

  test('a text due in the quiet hours waits in the outbox until they end; the verification code does not', async () => {
    const s = await createStudent(t);
    await optIn(s);
    expect(t.texts).toHaveLength(1);
    await t.db.transaction().execute((trx) => t.app.mail.text(trx, { userId: s.user.id, kind: 'lesson_booked', body: () => 'Drive Ontario: booked' }));
    await t.mailSent();
    expect(t.texts).toHaveLength(1);
    const row = await t.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'lesson_booked').executeTakeFirstOrThrow();
    expect(row.next_attempt_at).toBe(new Date(quietEnd).toISOString());
    // Claimed early all the same (a row queued before the setting changed): it goes back to wait, its attempt uncounted.
    await t.db.updateTable('mail_outbox').set({ next_attempt_at: new Date().toISOString() }).where('id', '=', row.id).execute();
    await t.mailSent();
    expect(t.texts).toHaveLength(1);
    expect(await t.db.selectFrom('mail_outbox').select(['status', 'attempts']).where('id', '=', row.id).executeTakeFirstOrThrow()).toEqual({
      status: 'pending',
      attempts: 0,
    });
  });

  test('a code confirms only the number it was sent to; at most 5 codes an hour per account', async () => {
    const s = await createStudent(t);
    await call(t.app, 'sendMyPhoneCode', { token: s.token, body: { phone_number: '613-555-0150' } });
    await t.mailSent();
    const first = t.texts.at(-1)!.code!;
    await call(t.app, 'sendMyPhoneCode', { token: s.token, body: { phone_number: '613-555-0151' } });
    await t.mailSent();
    expect(t.texts.at(-1)!.to).toBe('+16135550151');
    // The first number's code does not verify the second number.
    if (first !== t.texts.at(-1)!.code)
      expect((await call(t.app, 'confirmMyTexts', { token: s.token, body: { code: first, consent: true } })).status).toBe(422);
    for (let i = 0; i < 3; i += 1) expect((await call(t.app, 'sendMyPhoneCode', { token: s.token, body: { phone_number: '613-555-0151' } })).status).toBe(200);
    const refused = await call(t.app, 'sendMyPhoneCode', { token: s.token, body: { phone_number: '613-555-0151' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
  });

  test('marketing is never texted to a student under 18; lesson texts are', async () => {
    const s = await createStudent(t);
    await optIn(s);
    await t.db
      .updateTable('users')
      .set({ birthday: torontoDay(new Date(Date.now() - 17 * 365 * DAY_MS)) })
      .where('id', '=', s.user.id)
      .execute();
    expect(await textPolicy.recipient(t.db, { userId: s.user.id, kind: 'promo', purpose: 'marketing', body: () => '' })).toBeNull();
    expect(await textPolicy.recipient(t.db, { userId: s.user.id, kind: 'lesson_booked', body: () => '' })).toMatchObject({ phone: '+16135550142' });
  });
});
