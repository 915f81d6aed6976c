// Booking under contention: autocannon with 50 connections booking seats of ONE class date on the
// production server (SQLite), each request as another student, until the date is sold out and
// beyond. Every answer must be 201 (a seat held), 200 (that student's booking again) or 409
// (sold out); afterwards the date must hold exactly its capacity, never more.
// The students and their sessions are written straight into the bench's database: signing up
// thousands of accounts through the API would measure password hashing, not booking.
// Usage: node scripts/bench/booking.mjs [--duration 10] [--connections 50]
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildIfStale } from '../build-if-stale.mjs';
import { startBenchServer } from './benchServer.mjs';

const { values: args } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } } });
const duration = Number(args.duration);
const connections = Number(args.connections);
const STUDENTS = 4000;
const CAPACITY = 500;
const ADMIN = { email: 'bench@example.com', password: 'bench-admin-password' };
const root = path.resolve(import.meta.dirname, '../..');

async function json(url, init) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** STUDENTS verified students, each with a customer session; answers their bearer tokens. */
async function createStudents(dataDir) {
  const require = createRequire(import.meta.url);
  const { openDatabase } = require(path.join(root, 'dist-server/src/server/db/connect.js'));
  const handle = openDatabase({ sqliteFile: path.join(dataDir, 'app.db') });
  const now = new Date().toISOString();
  const tokens = [];
  try {
    await handle.db.transaction().execute(async (trx) => {
      for (let n = 0; n < STUDENTS; n += 1) {
        const { id } = await trx
          .insertInto('users')
          .values({
            name: `Bench Student ${n}`,
            email: `booker${n}@bench.test`,
            password_hash: '!',
            role: 'student',
            email_verified_at: now,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const token = randomBytes(24).toString('base64url');
        await trx
          .insertInto('personal_access_tokens')
          .values({
            user_id: id,
            name: 'bench',
            area: 'customer',
            token_hash: createHash('sha256').update(token).digest('hex'),
            created_at: now,
            last_used_at: null,
          })
          .execute();
        tokens.push(token);
      }
    });
  } finally {
    await handle.close();
  }
  return tokens;
}

await buildIfStale();
// Every bench student books from this one address.
const server = await startBenchServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_DISABLED: '1', HOLDS_PER_ADDRESS: '0' });
try {
  const login = await json(`${server.url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const admin = { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' };
  const created = await json(`${server.url}/api/api/v1/admin/packages`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ name: { en: 'Bench class' }, price_cents: 19900, hst_applies: true, in_car_hours: 0, course_hours: 20 }),
  });
  const packageId = created.data.id;
  const firstDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const withDate = await json(`${server.url}/api/api/v1/admin/packages/${packageId}/dates`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ first_date: firstDate, second_date: null, from_time: '09:00', to_time: '15:00', capacity: CAPACITY }),
  });
  const dateId = withDate.data.dates[0].id;
  console.log(`[bench] creating ${STUDENTS} students…`);
  const tokens = await createStudents(server.dataDir);

  const statuses = {};
  console.log(`[bench] booking one date (${CAPACITY} seats), ${connections} connections, ${duration} s…`);
  const body = JSON.stringify({ package_id: packageId, package_date_id: dateId });
  // Connection c books as students c, c + connections, c + 2 × connections, … in turn, so every
  // request is another student's until all have asked once. Each connection's requests are built
  // once, before the run: building them per request cost the load generator, which shares the
  // machine's two cores with the server, a fifth of the server's throughput.
  let clients = 0;
  const setupClient = (client) => {
    const first = clients++;
    const requests = [];
    for (let s = first; s < STUDENTS; s += connections) {
      requests.push({
        method: 'POST',
        path: '/api/api/v1/bookings',
        body,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[s]}` },
      });
    }
    client.setRequests(requests);
  };
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({ url: server.url, connections, duration, setupClient }, (error, res) => (error ? reject(error) : resolve(res)));
    instance.on('response', (_client, status) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
  const after = await json(`${server.url}/api/api/v1/admin/packages`, { headers: admin });
  const date = after.data.flatMap((p) => p.dates).find((d) => d.id === dateId);
  const unexpected = Object.entries(statuses).filter(([status]) => !['200', '201', '409'].includes(status));
  const row = {
    case: `POST bookings, one date of ${CAPACITY} seats, ${STUDENTS} students`,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    statuses,
    'seats taken': date.seats_taken,
    capacity: CAPACITY,
    errors: result.errors,
  };
  console.table([{ ...row, statuses: JSON.stringify(statuses) }]);
  const out = path.join(root, '.tmp', 'bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'booking.json'), JSON.stringify({ date: new Date().toISOString(), duration, connections, row }, null, 2));
  if (unexpected.length > 0 || result.errors > 0) throw new Error(`unexpected answers: ${JSON.stringify(statuses)}, ${result.errors} errors`);
  if (date.seats_taken > CAPACITY) throw new Error(`overbooked: ${date.seats_taken} seats taken of ${CAPACITY}`);
} finally {
  await server.stop();
}
