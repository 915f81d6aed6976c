import twilio from 'twilio';
import { torontoDay, torontoInstant } from '../../../contract/torontoTime';
import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import type { components } from '../../../contract/generated/openapi.gen';
import { m } from './messages';

type Line = components['schemas']['TextConversation'];
type Entry = components['schemas']['TextLogEntry'];

const SITE = 'https://driveontario.test';
const INBOUND = '/api/api/v1/sms/twilio/inbound';
const TOKEN = 'office-test-auth-token';

describe.each(engines())('the office’s texts (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    // Twilio configured for its signed webhook; texts delivered in memory.
    t = await createTestApp(engine, {
      config: { siteOrigin: SITE, sms: { twilio: { accountSid: 'AC1', authToken: TOKEN, from: '+16135550199' }, schoolPhone: '613-555-0100' } },
      outboxTiming: { retryBaseMs: 60_000, pollMs: 60_000 },
    });
    await quiet('00:00', '00:00');
    admin = (await createAdmin(t)).token;
  }, 30_000);
  afterAll(() => t.close());

  const quiet = (start: string, end: string) => t.db.updateTable('school_settings').set({ sms_quiet_start: start, sms_quiet_end: end }).execute();

  let phones = 0;
  async function optedIn(): Promise<Account & { phone: string }> {
    const s = await createStudent(t);
    const phone = `+1613555${String(2000 + ++phones)}`;
    await call(t.app, 'sendMyPhoneCode', { token: s.token, body: { phone_number: phone } });
    await t.mailSent();
    expect((await call(t.app, 'confirmMyTexts', { token: s.token, body: { code: t.texts.at(-1)!.code!, consent: true } })).status).toBe(200);
    return { ...s, phone };
  }

  async function receive(from: string, body: string) {
    const params = { MessageSid: `SM${Math.random().toString(16).slice(2)}`, From: from, Body: body };
    const res = await t.app.inject({
      method: 'POST',
      url: INBOUND,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilio.getExpectedTwilioSignature(TOKEN, `${SITE}${INBOUND}`, params),
      },
      payload: new URLSearchParams(params).toString(),
    });
    expect(res.statusCode).toBe(200);
    await t.mailSent();
  }

  const answer = (id: number, body: string, lang = 'en') =>
    call(t.app, 'answerTextConversation', { token: admin, params: { id }, body: { body }, headers: { 'accept-language': lang } });
  const outboxOf = (userId: number) => t.db.selectFrom('mail_outbox').selectAll().where('user_id', '=', userId).where('channel', '=', 'sms').execute();

  test('the office answers a student by text through the outbox; their unknown texts no longer count as unanswered', async () => {
    const s = await optedIn();
    await receive(s.phone, 'Can I bring my dog?');
    const line = async () => (await call(t.app, 'listTextConversations', { token: admin })).body.data.find((c: Line) => c.student?.id === s.user.id)!;
    expect((await line()).unknown_count).toBe(1);

    const res = await answer(s.user.id, '  Yes, if it stays in its crate.  ');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(m('en', 'replyQueued'));
    expect(res.body.data.consent).toMatchObject({ opted_in: true, phone: s.phone, source: 'profile', lang: 'en', stopped_at: null });
    expect(res.body.data.messages.at(-1)).toMatchObject({
      direction: 'out',
      kind: 'office_reply',
      body: 'Drive Ontario: Yes, if it stays in its crate.',
      status: 'queued',
    });
    await t.mailSent();
    expect(t.texts.at(-1)).toMatchObject({ to: s.phone, body: 'Drive Ontario: Yes, if it stays in its crate.' });
    expect((await line()).unknown_count).toBe(0);
    // A text received after the answer waits for the next one.
    await receive(s.phone, 'And my cat?');
    expect((await line()).unknown_count).toBe(1);
  });

  test('refused with a 422 on body in the office’s language, nothing written: no consent, STOP, empty, too long; 404 and 403', async () => {
    const never = await createStudent(t);
    const refused = await answer(never.user.id, 'Hello', 'fr');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ body: [m('fr', 'replyNoConsent')] });

    const s = await optedIn();
    await receive(s.phone, 'Question?');
    const before = await outboxOf(s.user.id);
    expect((await answer(s.user.id, '   ')).body.errors).toEqual({ body: [m('en', 'replyEmpty')] });
    const long = await answer(s.user.id, 'é'.repeat(481), 'ar');
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ body: [m('ar', 'replyTooLong', { max: 480 })] });
    expect(await outboxOf(s.user.id)).toEqual(before);

    await receive(s.phone, 'STOP');
    const stopped = await answer(s.user.id, 'Are you sure?');
    expect(stopped.body.errors).toEqual({ body: [m('en', 'replyStopped')] });
    expect((await outboxOf(s.user.id)).length).toBe(before.length);
    const thread = (await call(t.app, 'getTextConversation', { token: admin, params: { id: s.user.id } })).body.data;
    expect(thread.consent).toMatchObject({ opted_in: false, phone: s.phone });
    expect(thread.consent.stopped_at).not.toBeNull();
    // Refused: the question still waits for an answer.
    expect((await call(t.app, 'listTextConversations', { token: admin })).body.data.find((c: Line) => c.student?.id === s.user.id)!.unknown_count).toBe(1);

    expect((await answer(999_999, 'Hello')).status).toBe(404);
    expect((await call(t.app, 'answerTextConversation', { token: s.token, params: { id: s.user.id }, body: { body: 'Hi' } })).status).toBe(403);
  });

  test('the quiet hours are the school’s setting: an answer queued in them waits; the next pass reads a change', async () => {
    const s = await optedIn();
    // Quiet all day but the last minute: whenever the test runs, the answer waits.
    await quiet('00:00', '23:59');
    try {
      const sent = t.texts.length;
      expect((await answer(s.user.id, 'See you tomorrow')).status).toBe(200);
      await t.mailSent();
      expect(t.texts).toHaveLength(sent);
      const [row] = (await outboxOf(s.user.id)).filter((r) => r.kind === 'office_reply');
      expect(row.next_attempt_at).toBe(torontoInstant(torontoDay(new Date()), '23:59').toISOString());
      const thread = (await call(t.app, 'getTextConversation', { token: admin, params: { id: s.user.id } })).body.data;
      expect(thread.messages.at(-1)).toMatchObject({ kind: 'office_reply', status: 'waiting' });
      const log = (await call(t.app, 'listTextLog', { token: admin, query: { status: 'waiting' } })).body;
      expect(log.data.map((e: Entry) => e.id)).toContain(`out-${row.id}`);

      await quiet('00:00', '00:00');
      await t.db.updateTable('mail_outbox').set({ next_attempt_at: new Date().toISOString() }).where('id', '=', row.id).execute();
      await t.mailSent();
      expect(t.texts.at(-1)).toMatchObject({ to: s.phone, body: 'Drive Ontario: See you tomorrow' });
    } finally {
      await quiet('00:00', '00:00');
    }
  });

  test('the log: every text both ways, newest first, filtered by status, with Twilio’s status and error code, paged', async () => {
    const s = await optedIn();
    await receive(s.phone, 'Hello office');
    await answer(s.user.id, 'Hello student');
    await t.mailSent();
    const rows = await outboxOf(s.user.id);
    const reply = rows.find((r) => r.kind === 'office_reply')!;
    const code = rows.find((r) => r.kind === 'phone_code')!;
    await t.db.updateTable('mail_outbox').set({ provider_status: 'delivered' }).where('id', '=', reply.id).execute();
    await t.db.updateTable('mail_outbox').set({ provider_status: 'undelivered', last_error: 'Twilio 30003' }).where('id', '=', code.id).execute();

    const all = (await call(t.app, 'listTextLog', { token: admin })).body;
    const mine = all.data.filter((e: Entry) => e.student?.id === s.user.id);
    expect(mine.map((e: Entry) => `${e.direction} ${e.kind} ${e.status}`)).toEqual([
      'out office_reply delivered',
      'in unknown received',
      'out phone_code dropped',
    ]);
    expect(mine[0]).toMatchObject({ body: 'Drive Ontario: Hello student', segments: 1, phone: s.phone, provider_status: 'delivered', error_code: null });
    expect(mine[2]).toMatchObject({ body: '', error_code: '30003', provider_status: 'undelivered' });
    expect(all.meta).toMatchObject({ current_page: 1, per_page: 50 });
    expect(all.meta.total).toBeGreaterThanOrEqual(3);
    const ats = all.data.map((e: Entry) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);

    const only = async (status: 'delivered' | 'dropped' | 'received' | 'failed') =>
      (await call(t.app, 'listTextLog', { token: admin, query: { status } })).body.data
        .filter((e: Entry) => e.student?.id === s.user.id)
        .map((e: Entry) => e.kind);
    expect(await only('delivered')).toEqual(['office_reply']);
    expect(await only('dropped')).toEqual(['phone_code']);
    expect(await only('received')).toEqual(['unknown']);
    expect(await only('failed')).toEqual([]);
    const later = (await call(t.app, 'listTextLog', { token: admin, query: { page: 1000 } })).body;
    expect(later.data).toEqual([]);
    expect((await call(t.app, 'listTextLog', { token: admin, query: { status: 'lost' as 'sent' } })).status).toBe(422);
    expect((await call(t.app, 'listTextLog', { token: s.token })).status).toBe(403);
  });

  test('the dashboard: this month’s texts sent, their segments and cost at the school’s price, the unanswered ones', async () => {
    const before = (await call(t.app, 'getTextStats', { token: admin })).body.data;
    const s = await optedIn();
    // 161 GSM-7 characters with the prefix: two segments; Arabic past 70 UTF-16 units: two.
    await answer(s.user.id, 'a'.repeat(161 - 'Drive Ontario: '.length));
    await answer(s.user.id, 'ب'.repeat(60));
    await receive(s.phone, 'Thanks!');
    await t.mailSent();
    await t.db.updateTable('school_settings').set({ sms_segment_price_millicents: 1250 }).execute();
    const after = (await call(t.app, 'getTextStats', { token: admin })).body.data;
    // The phone code (one segment) and the two answers.
    expect(after.sent - before.sent).toBe(3);
    expect(after.segments - before.segments).toBe(5);
    expect(after).toMatchObject({ segment_price_millicents: 1250, cost_cents: Math.round((after.segments * 1250) / 1000), unanswered: before.unanswered + 1 });
    expect(after.month).toBe(torontoDay(new Date()).slice(0, 7));
    await t.db.updateTable('school_settings').set({ sms_segment_price_millicents: 1200 }).execute();
  });
});
