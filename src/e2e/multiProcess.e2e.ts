import { randomBytes } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import type { components } from '../contract/generated/openapi.gen';
import { issueToken } from '../server/auth/tokens';
import { openDatabase, type DbHandle } from '../server/db/connect';
import { bookedLessonRow } from '../server/resources/lessons/repository';
import { torontoInstant } from '../contract/torontoTime';
import { startHaproxy, type TestHaproxy } from '../server/test/haproxy';
import { freshDatabase, type FreshDatabase } from '../server/test/postgres';
import { startRedis, type TestRedis } from '../server/test/redisServer';
import { startSmtpServer, type TestSmtpServer } from '../server/test/smtpServer';
import { freePort } from '../server/test/freePort';
import { adminToken, startServer, type RunningServer } from './server';
import { dayFromNow } from './walk';

/*
 * The deployment of several servers, for real: two production server processes on one PostgreSQL
 * database and one Redis, behind HAProxy (src/server/test/haproxy.ts: round robin, health-checked
 * on /readyz, retries on another server), mail to an SMTP server. Every request goes through the
 * balancer unless a test must read from one process in particular; X-Served-By names the process
 * that answered.
 */

const describeWithPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** The limits the processes run with: small, so that reaching them takes a few requests. */
const STRICT_MAX = 6;
const LOGIN_FAILURES_MAX = 4;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  json?: unknown;
  /** The client's own address (any of 127.0.0.0/8): what the balancer puts in X-Forwarded-For. */
  from?: string;
  agent?: http.Agent;
}

/** One HTTP request; rejects when the connection fails. */
function send(url: string, options: RequestOptions = {}): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers = {
    ...options.headers,
    ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
  };
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers, localAddress: options.from, agent: options.agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const json = <T>(answer: Answer): T => JSON.parse(answer.body.toString('utf8')) as T;
const servedBy = (answer: Answer) => String(answer.headers['x-served-by']);

describeWithPostgres('two server processes behind HAProxy on one PostgreSQL and one Redis', () => {
  let database: FreshDatabase;
  let db: DbHandle;
  let redis: TestRedis;
  let smtp: TestSmtpServer;
  let balancer: TestHaproxy;
  let env: Record<string, string>;
  const servers: Record<'a' | 'b', RunningServer | undefined> = { a: undefined, b: undefined };
  const ports = { a: 0, b: 0 };
  let admin: Record<string, string>;

  /** The running process named `name` (as in X-Served-By). */
  const server = (name: string) => {
    const running = name === 'a' || name === 'b' ? servers[name] : undefined;
    if (!running) throw new Error(`server ${name} is not running`);
    return running;
  };
  const start = async (name: 'a' | 'b', dataDir?: string) => {
    servers[name] = await startServer(env, { port: ports[name], dataDir });
  };
  const other = (name: string): 'a' | 'b' => (name === 'a' ? 'b' : 'a');
  const api = (path: string) => `${balancer.url}/api/api/v1${path}`;

  beforeAll(async () => {
    [database, redis, smtp, ports.a, ports.b] = await Promise.all([
      freshDatabase(process.env.TEST_DATABASE_URL!),
      startRedis(),
      startSmtpServer(),
      freePort(),
      freePort(),
    ]);
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      SERVER_SECRET: randomBytes(32).toString('hex'),
      BLOB_STORE: 'database',
      SMTP_URL: smtp.url,
      // The balancer is the one hop in front: the client is the address it adds to X-Forwarded-For.
      TRUST_PROXY: '1',
      RATE_LIMIT_DISABLED: '0',
      RATE_LIMIT_STRICT_MAX: String(STRICT_MAX),
      RATE_LIMIT_WRITES_MAX: '1000000',
      // The 50 racing students hold seats from one address (the test's).
      HOLDS_PER_ADDRESS: '0',
      LOGIN_FAILURES_MAX: String(LOGIN_FAILURES_MAX),
      // Far longer than any wait below: only the other process's notification can refresh a read.
      PUBLIC_CACHE_TTL_MS: '600000',
      SWEEP_INTERVAL_MS: '200',
      SHUTDOWN_GRACE_MS: '5000',
    };
    // Started at once on the empty database: one migrates and seeds, the other waits for it.
    await Promise.all([start('a'), start('b')]);
    balancer = await startHaproxy([
      { name: 'a', port: ports.a },
      { name: 'b', port: ports.b },
    ]);
    await balancer.serving(['a', 'b']);
    db = openDatabase({ databaseUrl: database.url, poolSize: 4 });
    admin = { authorization: `Bearer ${await adminToken(balancer.url)}` };
  }, 120_000);

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all([servers.a?.stop(), servers.b?.stop()]);
    await db?.close();
    await Promise.all([redis?.stop(), smtp?.close()]);
    await database?.drop();
  });

  test('requests alternate between the processes and carry the balancer’s request id', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await send(`${balancer.url}/livez`));
    expect(answers.map(servedBy).sort()).toEqual(['a', 'a', 'b', 'b']);
    // HAProxy's unique-id-format (hex address:port pairs, time, counter), not a UUID of the server's.
    for (const answer of answers) expect(answer.headers['x-request-id']).toMatch(/^[0-9A-F]+:[0-9A-F]+_[0-9A-F]+:[0-9A-F]+_[0-9A-F]+_[0-9A-F]+:[0-9A-F]+$/);
  });

  test('a logo uploaded through one process is served, and rendered, by the other', async () => {
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#0a5' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('name', 'Shared Logo Inc.');
    form.set('account_id', 'SHARED-1');
    form.set('logo', new Blob([png], { type: 'image/png' }), 'logo.png');
    const created = await fetch(`${balancer.url}/api/api/partners`, { method: 'POST', headers: admin, body: form });
    expect(created.status).toBe(201);
    const writer = created.headers.get('x-served-by')!;
    const logo = ((await created.json()) as { data: { logo: string } }).data.logo;

    const reader = server(other(writer));
    const read = await send(`${reader.url}${logo}`);
    expect(read.status).toBe(200);
    expect(read.body.equals(png)).toBe(true);
    const rendering = await send(`${reader.url}/images/96${logo.slice('/uploads'.length)}.webp`);
    expect([rendering.status, rendering.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  test('an admin edit through one process is in the other’s public read long before its cache would expire', async () => {
    type Service = components['schemas']['Service'];
    const listed = await send(api('/admin/services'), { headers: admin });
    const service = json<{ data: Service[] }>(listed).data[0];
    const writer = servedBy(listed);
    const reader = server(other(writer));
    const titleIn = async (url: string) => json<{ data: Service[] }>(await send(`${url}/api/api/v1/services`)).data.find((s) => s.id === service.id)?.title;
    // The reader has the list in its public cache (kept far longer than this test).
    expect(await titleIn(reader.url)).toBe(service.title);

    const title = `${service.title} (edited)`;
    const { id, sort_order: _order, created_at: _created, updated_at, category, ...fields } = service;
    const edited = await send(`${server(writer).url}/api/api/v1/admin/services/${id}`, {
      method: 'PUT',
      headers: admin,
      json: { ...fields, title, category: [category], expected_updated_at: updated_at },
    });
    expect(edited.status).toBe(200);
    // Within a minute of the ten the reader keeps its list: only the change it heard can drop it.
    for (const end = Date.now() + 60_000; (await titleIn(reader.url)) !== title; await new Promise((r) => setTimeout(r, 10))) {
      if (Date.now() > end) throw new Error('the edit is not in the other process’s public read');
    }
  });

  test('wrong passwords spread over both processes meet each limit at its configured count', async () => {
    const login = (email: string, from: string) => send(`${balancer.url}/api/api/login`, { method: 'POST', json: { email, password: 'wrong-password' }, from });

    // Per address, counted in Redis: one client guessing a different email each time.
    const guesses: Answer[] = [];
    for (let i = 0; i < STRICT_MAX + 2; i += 1) guesses.push(await login(`guess${i}@multi.test`, '127.0.0.2'));
    expect(guesses.map((answer) => answer.status)).toEqual([...Array(STRICT_MAX).fill(401), 429, 429]);
    expect(new Set(guesses.slice(0, STRICT_MAX).map(servedBy))).toEqual(new Set(['a', 'b']));
    expect(guesses.slice(0, STRICT_MAX).map((answer) => Number(answer.headers['x-ratelimit-remaining']))).toEqual(
      Array.from({ length: STRICT_MAX }, (_, i) => STRICT_MAX - 1 - i),
    );

    // Per email, counted in the database: one email guessed from a different address each time.
    const attempts: Answer[] = [];
    for (let i = 0; i < LOGIN_FAILURES_MAX + 2; i += 1) attempts.push(await login('locked@multi.test', `127.0.1.${i + 1}`));
    expect(attempts.map((answer) => answer.status)).toEqual([...Array(LOGIN_FAILURES_MAX).fill(401), 429, 429]);
    expect(new Set(attempts.slice(0, LOGIN_FAILURES_MAX).map(servedBy))).toEqual(new Set(['a', 'b']));
    // Each address has used one of its attempts: the 429s are the email's lock, not the address limit.
    expect(attempts.map((answer) => Number(answer.headers['x-ratelimit-remaining']))).toEqual(Array(LOGIN_FAILURES_MAX + 2).fill(STRICT_MAX - 1));
  });

  /** `count` verified students, each with a customer token. */
  async function addStudents(prefix: string, count: number) {
    const now = new Date().toISOString();
    const users = await db.db
      .insertInto('users')
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: `Student ${prefix} ${i}`,
          email: `${prefix}${i}@multi.test`,
          password_hash: '!',
          role: 'student' as const,
          email_verified_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(['id', 'email'])
      .execute();
    return Promise.all(users.map(async (user) => ({ ...user, token: await issueToken(db.db, user.id, 'multi', 'customer') })));
  }

  test('the reminder sweeps and the mail senders of both processes send each reminder once', async () => {
    const students = await addStudents('reminded', 24);
    // One of the demo content's instructors.
    const { id: instructor } = await db.db.selectFrom('instructors').select('id').where('status', '=', 'accepted').executeTakeFirstOrThrow();
    const now = Date.now();
    // In small batches while both processes sweep (every 200 ms): either may claim each batch.
    for (let batch = 0; batch < 6; batch += 1) {
      await db.db
        .insertInto('lessons')
        .values(
          students
            .slice(batch * 4, batch * 4 + 4)
            .map((student, i) =>
              bookedLessonRow(
                { studentId: student.id, instructorId: instructor, start: now + (batch * 4 + i + 1) * 3_600_000, minutes: 60, bookedBy: 'office' },
                new Date(now).toISOString(),
              ),
            ),
        )
        .execute();
      await new Promise((r) => setTimeout(r, 150));
    }

    // Nothing else is mailed to these students.
    const emails = new Set(students.map((student) => student.email));
    const reminders = () => smtp.received.filter((mail) => mail.to.some((to) => emails.has(to)));
    const deadline = Date.now() + 20_000;
    while (reminders().length < students.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // A few more sweeps and polls: nothing is sent twice.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(
      reminders()
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual(students.map((student) => student.email).sort());
    const rows = await db.db.selectFrom('mail_outbox').select(['status', 'attempts']).where('subject', 'like', 'Reminder%').execute();
    expect(rows.map((row) => `${row.status} ${row.attempts}`)).toEqual(Array(students.length).fill('sent 1'));
  });

  test('the cancellation-list passes of both processes: lessons freed at once go one each to the first students, and offers run out once', async () => {
    const students = await addStudents('waiting', 12);
    // Each buys five in-car hours and pays at the school, as the office records it.
    const created = await send(api('/admin/packages'), {
      method: 'POST',
      headers: admin,
      json: { name: { en: 'Five lessons' }, price_cents: 30000, hst_applies: true, in_car_hours: 5, course_hours: 0 },
    });
    const packageId = json<{ data: { id: number } }>(created).data.id;
    for (const student of students) {
      const bearer = { authorization: `Bearer ${student.token}` };
      const booking = json<{ data: { id: number } }>(await send(api('/bookings'), { method: 'POST', headers: bearer, json: { package_id: packageId } })).data
        .id;
      expect((await send(api(`/bookings/${booking}/payment`), { method: 'POST', headers: bearer, json: { method: 'at_school' } })).status).toBe(200);
      expect((await send(api(`/admin/bookings/${booking}/mark-paid`), { method: 'POST', headers: admin, json: { method: 'cash' } })).status).toBe(200);
    }
    const fillers = await addStudents('filler', 3);
    const instructors = await db.db.selectFrom('instructors').select('id').where('status', '=', 'accepted').orderBy('id').execute();
    const instructor = instructors[1].id;
    // An evening at least five days off, 20:00 to 23:00, fully booked; the list asks for exactly that
    // evening. The first such evening the instructor has nothing booked in: what the school already
    // holds depends on the day the test runs.
    const bookedIn = async (day: string) =>
      (
        await db.db
          .selectFrom('lesson_units')
          .select('starts_at')
          .where('instructor_id', '=', instructor)
          .where('starts_at', '>=', torontoInstant(day, '20:00').toISOString())
          .where('starts_at', '<', torontoInstant(day, '23:00').toISOString())
          .execute()
      ).length;
    let ahead = 5;
    while ((await bookedIn(dayFromNow(ahead))) > 0) ahead += 1;
    const day = dayFromNow(ahead);
    await db.db
      .insertInto('instructor_exceptions')
      .values({ instructor_id: instructor, date: day, kind: 'extra', from_time: '20:00', to_time: '23:00' })
      .execute();
    const lessons: number[] = [];
    for (const [i, filler] of fillers.entries()) {
      const start = torontoInstant(day, `${20 + i}:00`).getTime();
      const lesson = await db.db
        .insertInto('lessons')
        .values(bookedLessonRow({ studentId: filler.id, instructorId: instructor, start, minutes: 60, bookedBy: 'office' }, new Date().toISOString()))
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.db
        .insertInto('lesson_units')
        .values(
          [0, 1].map((half) => ({
            lesson_id: lesson.id,
            instructor_id: instructor,
            student_id: filler.id,
            starts_at: new Date(start + half * 1_800_000).toISOString(),
          })),
        )
        .execute();
      lessons.push(lesson.id);
    }
    const joined = Date.now();
    await db.db
      .insertInto('lesson_requests')
      .values(
        students.map((student, i) => ({
          student_id: student.id,
          status: 'waiting' as const,
          duration_minutes: 60 as const,
          instructor_ids: JSON.stringify([instructor]),
          weekdays: JSON.stringify([new Date(`${day}T00:00:00Z`).getUTCDay()]),
          from_time: '20:00',
          to_time: '23:00',
          before_date: new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
          road_test_date: null,
          created_at: new Date(joined - (students.length - i) * 60_000).toISOString(),
          updated_at: new Date(joined).toISOString(),
          closed_at: null,
        })),
      )
      .execute();
    const ids = students.map((student) => student.id);
    const offers = () => db.db.selectFrom('lesson_offers').selectAll().where('student_id', 'in', ids).orderBy('id').execute();
    const running = async () => (await offers()).filter((offer) => offer.status === 'offered');
    const until = async (what: string, check: () => Promise<boolean>) => {
      for (const end = Date.now() + 20_000; !(await check()); await new Promise((r) => setTimeout(r, 50)))
        if (Date.now() > end) throw new Error(`not within 20 s: ${what}`);
    };

    // All three cancelled at once through the balancer, while both processes sweep every 200 ms.
    const cancelled = await Promise.all(
      lessons.map((id) => send(api(`/admin/lessons/${id}/cancel`), { method: 'POST', headers: admin, json: { counted: false } })),
    );
    expect(cancelled.map((answer) => answer.status)).toEqual([200, 200, 200]);
    await until('three offers', async () => (await running()).length === 3);
    // A few more passes of both processes: nothing offered twice, no student two slots.
    await new Promise((r) => setTimeout(r, 1_000));
    const first = await offers();
    expect(new Set(first.map((offer) => offer.student_id))).toEqual(new Set(ids.slice(0, 3)));
    expect(new Set(first.map((offer) => offer.starts_at)).size).toBe(3);

    // Their time runs out (as a clock would): each is claimed `lapsed` once, and the next three get them.
    await db.db
      .updateTable('lesson_offers')
      .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
      .where(
        'id',
        'in',
        first.map((offer) => offer.id),
      )
      .execute();
    await until('three more offers', async () => (await running()).length === 3 && (await offers()).length === 6);
    await new Promise((r) => setTimeout(r, 1_000));
    const all = await offers();
    expect(all).toHaveLength(6);
    expect(all.filter((offer) => first.some((f) => f.id === offer.id)).map((offer) => offer.status)).toEqual(['lapsed', 'lapsed', 'lapsed']);
    expect(new Set(all.filter((offer) => offer.status === 'offered').map((offer) => offer.student_id))).toEqual(new Set(ids.slice(3, 6)));
  });

  test('50 students booking a 5-seat class date at once through the balancer: 5 holds, 45 sold out', async () => {
    const created = await send(api('/admin/packages'), {
      method: 'POST',
      headers: admin,
      json: { name: { en: 'Race class' }, price_cents: 19900, hst_applies: true, in_car_hours: 0, course_hours: 20 },
    });
    expect(created.status).toBe(201);
    const packageId = json<{ data: { id: number } }>(created).data.id;
    const firstDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const dated = await send(api(`/admin/packages/${packageId}/dates`), {
      method: 'POST',
      headers: admin,
      json: { first_date: firstDate, second_date: null, from_time: '09:00', to_time: '15:00', capacity: 5 },
    });
    const dateId = json<{ data: { dates: { id: number }[] } }>(dated).data.dates[0].id;
    const students = await addStudents('racer', 50);

    const answers = await Promise.all(
      students.map((student) =>
        send(api('/bookings'), {
          method: 'POST',
          headers: { authorization: `Bearer ${student.token}` },
          json: { package_id: packageId, package_date_id: dateId },
        }),
      ),
    );
    const count = (status: number) => answers.filter((answer) => answer.status === status).length;
    expect({ 201: count(201), 409: count(409) }).toEqual({ 201: 5, 409: 45 });
    expect(new Set(answers.map(servedBy))).toEqual(new Set(['a', 'b']));
    const held = await db.db.selectFrom('bookings').select('status').where('package_date_id', '=', dateId).execute();
    expect(held.map((row) => row.status)).toEqual(Array(5).fill('held'));
  });

  /**
   * Inquiries sent through the balancer by `workers` clients, one after the other each, until
   * `until` resolves: the emails answered 2xx, and every other outcome.
   */
  async function streamInquiries(tag: string, until: Promise<unknown>, workers = 8) {
    const acknowledged: string[] = [];
    const failed: string[] = [];
    let done = false;
    const stop = () => (done = true);
    until.then(stop, stop);
    const agent = new http.Agent({ keepAlive: true, maxSockets: workers });
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        for (let n = 0; !done; n += 1) {
          const email = `w${worker}.n${n}@${tag}.test`;
          try {
            const answer = await send(api('/inquiries'), { method: 'POST', json: { name: 'Stream Test', email, message: 'One of many' }, agent });
            if (answer.status >= 200 && answer.status < 300) acknowledged.push(email);
            else failed.push(`${email}: ${answer.status}`);
          } catch (error) {
            failed.push(`${email}: ${String(error)}`);
          }
        }
      }),
    );
    agent.destroy();
    return { acknowledged, failed };
  }

  const storedInquiries = async (tag: string) =>
    new Set((await db.db.selectFrom('inquiries').select('email').where('email', 'like', `%@${tag}.test`).execute()).map((row) => row.email));

  test('a process killed (SIGKILL) in the middle of a stream of inquiries: none that was acknowledged is lost', async () => {
    const killed = (async () => {
      await new Promise((r) => setTimeout(r, 1_500));
      await server('a').kill();
      await new Promise((r) => setTimeout(r, 1_500));
    })();
    const { acknowledged, failed } = await streamInquiries('killed', killed);
    await killed;
    expect(acknowledged.length).toBeGreaterThan(50);
    const stored = await storedInquiries('killed');
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    // The requests the dead process never answered were sent again to the other one.
    expect(failed).toEqual([]);

    // Back on its port: the balancer's health checks bring it in again.
    await start('a', server('a').dataDir);
    await balancer.serving(['a', 'b']);
  });

  test('a process stopped with SIGTERM in the middle of a stream drains: no request fails, and it exits 0', async () => {
    const stopping = (async () => {
      await new Promise((r) => setTimeout(r, 1_000));
      const exitCode = await server('b').stop();
      servers.b = undefined;
      await new Promise((r) => setTimeout(r, 500));
      return exitCode;
    })();
    const { acknowledged, failed } = await streamInquiries('drained', stopping);
    expect(await stopping).toBe(0);
    expect(failed).toEqual([]);
    const stored = await storedInquiries('drained');
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
  });
});
