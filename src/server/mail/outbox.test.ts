import { openDatabase } from '../db/connect';
import { call, createTestApp, engines, type TestApp } from '../test/helpers';
import { startSmtpServer, type TestSmtpServer } from '../test/smtpServer';
import { memoryTransport, smtpTransport, type OutgoingMail } from './mailer';
import { claimDue, createMailOutbox } from './outbox';

const signUp = (email: string) => ({
  fName: 'Maya',
  lName: 'Chen',
  email,
  password: 'correct-horse-1',
  gender: 'female',
  type: 'student',
  phoneNumber: '613-555-0142',
  latitude: '44.2312',
  longitude: '-76.4860',
  city: 'Kingston',
});

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const rows = (t: TestApp) => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

describe.each(engines())('mail outbox (%s)', (engine) => {
  let t: TestApp | undefined;
  let smtp: TestSmtpServer | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
    t = smtp = undefined;
  });

  test('an SMTP server that does not answer delays no answer: five parallel sign-ups and /healthz answer while it holds their mail', async () => {
    smtp = await startSmtpServer({ held: true });
    t = await createTestApp(engine, { mailTransport: smtpTransport(smtp.url, 'x@example.com') });
    const app = t.app;
    // The server answers no mail until released: a sign-up that sent its mail inside its write
    // transaction would never answer (and the next ones would queue behind it).
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(async (i) => (await call(app, 'customerSignUp', { multipart: signUp(`slow${i}@example.com`) })).status),
    );
    expect(answers).toEqual([201, 201, 201, 201, 201]);
    // A mail is on its way to the server, which holds it; the database is free meanwhile.
    await until(() => smtp!.waiting > 0, 15_000);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(smtp.received).toHaveLength(0);
    smtp.release();
    await until(() => smtp!.received.length === 5, 15_000);
    await until(async () => (await rows(t!)).every((r) => r.status === 'sent'), 5_000);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([1, 2, 3, 4, 5].map((i) => `slow${i}@example.com`));
    // With SMTP, no row keeps the code; a sent row keeps no body either.
    expect((await rows(t)).map((r) => [r.code, r.body])).toEqual(Array(5).fill([null, '']));
  });

  test('a failing SMTP server: the mail is retried with back-off until it is accepted, once', async () => {
    smtp = await startSmtpServer({ failFirst: 2 });
    t = await createTestApp(engine, { mailTransport: smtpTransport(smtp.url, 'x@example.com'), outboxTiming: { retryBaseMs: 200 } });
    const started = Date.now();
    expect((await call(t.app, 'customerSignUp', { multipart: signUp('retry@example.com') })).status).toBe(201);
    await until(() => smtp!.received.length === 1, 10_000);
    // Two refusals, then retries after 200 and 400 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    await until(async () => (await rows(t!))[0].status === 'sent', 5_000);
    const [row] = await rows(t);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null, to_address: 'retry@example.com' });
    expect(smtp.answered).toBe(3);
    expect(smtp.received[0].data).toContain('verification code');
  }, 20_000);

  test('after the last attempt a row is marked failed and logged', async () => {
    // The app's own sender (which would deliver) must not take the row between this sender's attempts:
    // its first look, started with the app, ends before the row is written, and its poll is far off.
    t = await createTestApp(engine, { outboxTiming: { pollMs: 600_000 } });
    await t.mailSent();
    const errors: object[] = [];
    const outbox = createMailOutbox({
      db: t.db,
      engine: t.engine,
      log: { ...silent, error: (obj) => errors.push(obj) },
      transport: { recordsCodes: true, deliver: async () => Promise.reject(new Error('451 try later')) },
      timing: { retryBaseMs: 20, maxAttempts: 3, pollMs: 60_000 },
    });
    await t.db.transaction().execute((trx) => outbox.queue(trx, { to: 'a@example.com', subject: 'S', text: 'T', code: '123456' }));
    outbox.start();
    // Three attempts 20 and 40 ms apart; the poll (a minute) would come too late to hide a lost wake-up.
    await until(async () => (await rows(t!))[0].status === 'failed', 5_000);
    await outbox.stop();
    expect((await rows(t))[0]).toMatchObject({ attempts: 3, last_error: '451 try later', code: '123456' });
    expect(errors).toEqual([expect.objectContaining({ to: 'a@example.com', attempts: 3 })]);
  }, 20_000);

  test('two senders (two servers) working at once deliver each row exactly once', async () => {
    const app = (t = await createTestApp(engine));
    // A second server: its own connection pool on the same database (SQLite: the same single writer).
    const other = engine === 'postgres' ? openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: app.schema, poolSize: 4 }) : undefined;
    try {
      const delivered: string[] = [];
      const sender = (db: typeof app.db) => {
        const transport = memoryTransport();
        const deliver = async (mail: OutgoingMail) => {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
          delivered.push(mail.to);
        };
        return createMailOutbox({ db, engine, log: silent, transport: { ...transport, deliver }, timing: { batchSize: 3, pollMs: 60_000 } });
      };
      const senders = [sender(t.db), sender(t.db), sender(other?.db ?? t.db)];
      const count = 60;
      for (let i = 0; i < count; i += 1) await t.db.transaction().execute((trx) => senders[0].queue(trx, { to: `r${i}@example.com`, subject: 'S', text: 'T' }));
      for (const s of senders) s.start();
      await Promise.all(senders.map((s) => s.flush()));
      await t.mailSent();
      for (const s of senders) await s.stop();
      const all = [...delivered, ...t.outbox.map((m) => m.to)];
      expect(all).toHaveLength(count);
      expect(new Set(all).size).toBe(count);
      expect((await rows(t)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await other?.close();
    }
  });

  test('a row claimed by a sender is left to it until its lease lapses (a crashed sender), then taken again', async () => {
    t = await createTestApp(engine);
    await t.app.mail.stop();
    const outbox = createMailOutbox({ db: t.db, engine, log: silent, transport: memoryTransport() });
    await t.db.transaction().execute((trx) => outbox.queue(trx, { to: 'a@example.com', subject: 'S', text: 'T' }));
    expect(await claimDue(t.db, engine, 10, 60_000)).toHaveLength(1);
    expect(await claimDue(t.db, engine, 10, 60_000)).toHaveLength(0);
    await t.db
      .updateTable('mail_outbox')
      .set({ locked_until: new Date(Date.now() - 1).toISOString() })
      .execute();
    expect(await claimDue(t.db, engine, 10, 60_000)).toMatchObject([{ attempts: 2, status: 'sending' }]);
  });

  test('an attachment queued with a mail reaches the SMTP server as a file', async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(engine, { mailTransport: smtpTransport(smtp.url, 'x@example.com') });
    const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await t.db.transaction().execute((trx) =>
      t!.app.mail.queue(trx, {
        to: 'a@example.com',
        subject: 'S',
        text: 'T',
        attachments: [{ filename: 'class.ics', contentType: 'text/calendar', content: calendar }],
      }),
    );
    t.app.mail.wake();
    await until(() => smtp!.received.length === 1, 10_000);
    await until(async () => (await rows(t!))[0].status === 'sent', 5_000);
    expect(smtp.received[0].data).toMatch(/Content-Type: text\/calendar/);
    expect(smtp.received[0].data).toContain('filename=class.ics');
  }, 20_000);

  test('mail queued in a transaction that rolls back is never sent', async () => {
    t = await createTestApp(engine);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await t!.app.mail.queue(trx, { to: 'a@example.com', subject: 'S', text: 'T' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.mailSent();
    expect(await rows(t)).toEqual([]);
    expect(t.outbox).toEqual([]);
  });
});
