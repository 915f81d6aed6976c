import { randomUUID } from 'node:crypto';
import { KEY_LIFETIME_MS, sweepIdempotencyKeys } from '../../http/idempotency';
import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { addAvailability, addInstructor, giveHours, mailsTo } from './fixtures';
import * as responses from './responses';

/*
 * Lesson calls retried with their Idempotency-Key (a load balancer resending a request whose
 * process died, a browser resending after a lost answer): the first answer again, the change once.
 */

// June 2099: Toronto is on EDT (UTC−4): the instructor's 07:00–20:00 there is 11:00Z–24:00Z. Each test takes its own hour.
const DAY = '2099-06-10';
const Z = (time: string) => `${DAY}T${time}:00.000Z`;

describe.each(engines())('idempotent lesson calls (%s)', (engine) => {
  let t: TestApp;
  let instructor: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    instructor = await addInstructor(t.db);
    await addAvailability(t.db, instructor, DAY, '07:00', '20:00');
  }, 30_000);
  afterAll(() => t.close());

  async function student(hours = 10) {
    const who = await createStudent(t);
    if (hours > 0) await giveHours(t.db, who.user.id, hours);
    return who;
  }
  const book = (who: Account, startsAt: string, key?: string) =>
    call(t.app, 'bookLesson', {
      token: who.token,
      body: { instructor_id: instructor, starts_at: startsAt, duration_minutes: 60 },
      headers: key ? { 'idempotency-key': key } : {},
    });
  const cancel = (who: Account, id: number, key?: string) =>
    call(t.app, 'cancelMyLesson', { token: who.token, params: { id }, headers: key ? { 'idempotency-key': key } : {} });
  const lessonsOf = (who: Account) => t.db.selectFrom('lessons').selectAll().where('student_id', '=', who.user.id).execute();
  const keys = (who: Account) => t.db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', who.user.id).execute();

  test('a cancellation retried after it went through gets its first answer again, not a 409; the lesson is cancelled once', async () => {
    const me = await student();
    const lesson = (await book(me, Z('11:00'))).body.data;
    const key = randomUUID();
    const first = await cancel(me, lesson.id, key);
    const retry = await cancel(me, lesson.id, key);

    expect(first.status).toBe(200);
    expect(retry).toMatchObject({ status: 200, body: first.body });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect((await mailsTo(t.db, me.email)).map((mail) => mail.subject)).toHaveLength(2);
    // Without a key a second cancellation is a new request, refused as before.
    expect((await cancel(me, lesson.id)).body.code).toBe('not_booked');
  });

  test('two identical bookings racing with one key: one lesson, one mail, the same 201 twice', async () => {
    const me = await student();
    const key = randomUUID();
    const answers = await Promise.all([book(me, Z('12:00'), key), book(me, Z('12:00'), key)]);

    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers[1].body).toEqual(answers[0].body);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(await lessonsOf(me)).toHaveLength(1);
    expect(await mailsTo(t.db, me.email)).toHaveLength(1);
  });

  test('two identical cancellations racing with one key: one change, the same 200 twice', async () => {
    const me = await student();
    const lesson = (await book(me, Z('13:00'))).body.data;
    const key = randomUUID();
    const answers = await Promise.all([cancel(me, lesson.id, key), cancel(me, lesson.id, key)]);

    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1].body).toEqual(answers[0].body);
    expect(await mailsTo(t.db, me.email)).toHaveLength(2);
  });

  test('a key used again with another body is a 422 naming the key, in the caller’s language; nothing is booked', async () => {
    const me = await student();
    const key = randomUUID();
    expect((await book(me, Z('14:00'), key)).status).toBe(201);
    const other = await call(t.app, 'bookLesson', {
      token: me.token,
      body: { instructor_id: instructor, starts_at: Z('15:00'), duration_minutes: 60 },
      headers: { 'idempotency-key': key, 'accept-language': 'fr' },
    });

    expect(other.status).toBe(422);
    expect(other.body.errors['Idempotency-Key']).toEqual(['Cette clé Idempotency-Key a déjà servi pour une autre requête.']);
    expect((await lessonsOf(me)).map((l) => l.starts_at)).toEqual([Z('14:00')]);
  });

  test('the same body with its fields in another order is the same request', async () => {
    const me = await student();
    const key = randomUUID();
    await book(me, Z('16:00'), key);
    const reordered = await call(t.app, 'bookLesson', {
      token: me.token,
      body: JSON.stringify({ duration_minutes: 60, starts_at: Z('16:00'), instructor_id: instructor }),
      headers: { 'idempotency-key': key, 'content-type': 'application/json' },
    });
    expect(reordered).toMatchObject({ status: 201, headers: { 'idempotent-replayed': 'true' } });
  });

  test('a refusal is the first answer too: the retry is refused alike after the refusal’s cause is gone', async () => {
    const me = await student(0);
    const key = randomUUID();
    expect((await book(me, Z('17:00'), key)).body.code).toBe('no_hours');
    await giveHours(t.db, me.user.id, 10);
    const retry = await book(me, Z('17:00'), key);
    expect(retry).toMatchObject({ status: 409, body: { code: 'no_hours' }, headers: { 'idempotent-replayed': 'true' } });
    // A new action, with a new key, books.
    expect((await book(me, Z('17:00'), randomUUID())).status).toBe(201);
  });

  test('keys are the user’s and the operation’s own: another student, or another operation, with the same key is a new request', async () => {
    const me = await student();
    const you = await student();
    const key = randomUUID();
    const mine = (await book(me, Z('18:00'), key)).body.data;
    expect((await book(you, Z('19:00'), key)).status).toBe(201);
    expect((await cancel(me, mine.id, key)).status).toBe(200);
    expect((await lessonsOf(you)).map((l) => l.status)).toEqual(['booked']);
    expect((await lessonsOf(me)).map((l) => l.status)).toEqual(['cancelled']);
  });

  test('a failure after the change, before its answer is kept, undoes both: the retry makes the change', async () => {
    const me = await student();
    const lesson = (await book(me, Z('20:00'))).body.data;
    const key = randomUUID();
    const failing = jest.spyOn(responses, 'contextOf').mockRejectedValueOnce(new Error('the process died'));
    const crashed = await call(t.app, 'cancelMyLesson', {
      token: me.token,
      params: { id: lesson.id },
      headers: { 'idempotency-key': key },
      allowUndeclared: true,
    });
    failing.mockRestore();

    expect(crashed.status).toBe(500);
    expect((await lessonsOf(me)).find((l) => l.id === lesson.id)?.status).toBe('booked');
    expect(await keys(me)).toEqual([]);
    const retry = await cancel(me, lesson.id, key);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.body.data.status).toBe('cancelled');
  });

  test('the office’s calls honour keys too', async () => {
    const admin = await createAdmin(t);
    const me = await student();
    const key = randomUUID();
    const create = () =>
      call(t.app, 'createAdminLesson', {
        token: admin.token,
        body: { student_email: me.email, instructor_id: instructor, starts_at: Z('21:00'), duration_minutes: 60 },
        headers: { 'idempotency-key': key },
      });
    const first = await create();
    const retry = await create();
    expect(first.status).toBe(201);
    expect(retry).toMatchObject({ status: 201, body: first.body });
    expect(await lessonsOf(me)).toHaveLength(1);
  });

  test('a key past its lifetime is honoured no more, and the sweeper deletes it', async () => {
    const me = await student();
    const lesson = (await book(me, Z('22:00'))).body.data;
    const key = randomUUID();
    await cancel(me, lesson.id, key);
    const [kept] = await keys(me);
    expect(Date.parse(kept.expires_at) - Date.parse(kept.created_at)).toBe(KEY_LIFETIME_MS);

    await t.db
      .updateTable('idempotency_keys')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('user_id', '=', me.user.id)
      .execute();
    expect((await cancel(me, lesson.id, key)).body.code).toBe('not_booked');

    const past = new Date(Date.now() + KEY_LIFETIME_MS + 60_000);
    expect(await sweepIdempotencyKeys(t.db, past)).toBeGreaterThanOrEqual(1);
    expect(await keys(me)).toEqual([]);
  });

  test('a malformed key is a 422', async () => {
    const me = await student();
    expect((await book(me, Z('23:00'), 'a key with spaces')).status).toBe(422);
    expect((await book(me, Z('23:00'), 'k'.repeat(256))).status).toBe(422);
    expect(await lessonsOf(me)).toEqual([]);
  });
});
