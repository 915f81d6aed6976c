import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadSpec } from '../../contract/spec';
import { seed } from '../seed/seed';
import { call, createAdmin, createStudent, createTestApp, engines, type TestApp } from '../test/helpers';
import { casesFor, type FuzzCase } from './specCases';

/*
 * The fuzz gate: thousands of hostile requests derived from the spec, as anonymous, student
 * and admin. None may answer ≥ 500; every answer must be a status the spec declares for the
 * operation, in its schema (call() checks both); a rejected request must leave the database as
 * it was, and input no operation may accept (`mustFail`: deep JSON, truncated multipart,
 * non-finite numbers, lone surrogates) must be rejected. Run alone with `npm run fuzz`.
 */

const spec = loadSpec();

// What a rejected request may legitimately touch: the token's last use; the counters (failed
// sign-ins, wrong codes and refused code requests per email: counting them is what their limits are
// for); and the delivery of mail queued by an earlier accepted request, which goes on in the background.
const VOLATILE: Partial<Record<keyof Database, string[]>> = {
  personal_access_tokens: ['last_used_at'],
  mail_outbox: ['body', 'code', 'status', 'attempts', 'next_attempt_at', 'locked_until', 'sent_at', 'last_error'],
};
// A stored file is compared by its name, size and time of writing: hashing its bytes at every request would slow the run.
const COLUMNS: Partial<Record<keyof Database, string[]>> = { blobs: ['bucket', 'key', 'size_bytes', 'stored_at'] };
const TABLES = Object.entries({
  users: 1,
  personal_access_tokens: 1,
  login_failures: 0,
  verification_codes: 1,
  password_resets: 1,
  services: 1,
  content_items: 1,
  inquiries: 1,
  cities: 1,
  partners: 1,
  partner_students: 1,
  instructors: 1,
  instructor_documents: 1,
  instructor_profile_changes: 1,
  instructor_weekly_hours: 1,
  instructor_exceptions: 1,
  packages: 1,
  package_dates: 1,
  package_services: 1,
  package_offers: 1,
  bookings: 1,
  document_sequences: 1,
  receipts: 1,
  school_settings: 1,
  stripe_events: 1,
  mail_outbox: 1,
  email_limits: 0,
  lessons: 1,
  lesson_units: 1,
  lesson_logs: 1,
  lesson_log_changes: 1,
  blobs: 1,
} satisfies Record<keyof Database, 0 | 1>)
  .filter(([, compared]) => compared)
  .map(([table]) => table) as (keyof Database)[];

async function digest(db: Kysely<Database>): Promise<string> {
  const hash = createHash('sha256');
  for (const table of TABLES) {
    // The first two columns order every table: the id, or a join table's two keys.
    const columns = COLUMNS[table] ? sql.join(COLUMNS[table].map((column) => sql.ref(column))) : sql`*`;
    const rows = await sql<Record<string, unknown>>`select ${columns} from ${sql.table(table)} order by 1, 2`.execute(db);
    for (const row of rows.rows) {
      for (const column of VOLATILE[table] ?? []) delete row[column];
      hash.update(`${table}:${JSON.stringify(row)}\n`);
    }
  }
  return hash.digest('hex');
}

const ALL_CASES: FuzzCase[] = [...spec.operations.values()].flatMap((op) => casesFor(spec, op));
const ROLES = ['anonymous', 'student', 'admin'] as const;

test('the generator covers every operation of the spec with at least 5,000 requests over the three roles', () => {
  expect(new Set(ALL_CASES.map((c) => c.operationId))).toEqual(new Set(spec.operations.keys()));
  expect(ALL_CASES.length * ROLES.length).toBeGreaterThanOrEqual(5000);
});

describe.each(engines())('fuzzing every operation (%s)', (engine) => {
  let t: TestApp;
  const tokens: Record<(typeof ROLES)[number], string | undefined> = { anonymous: undefined, student: undefined, admin: undefined };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await seed(t.db, {
      adminEmail: 'seed-admin@example.com',
      adminPassword: 'seed-admin-password',
      uploads: t.app.blobs.uploads,
      demo: true,
      log: () => undefined,
    });
    tokens.admin = (await createAdmin(t)).token;
    tokens.student = (await createStudent(t)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  // One test per role: each stays well within its time limit as the spec grows.
  test.each(ROLES)(
    'as %s: no 5xx, only declared statuses in the spec shape, and rejected requests write nothing',
    async (role) => {
      const failures: string[] = [];
      let sent = 0;
      for (const fuzz of ALL_CASES) {
        const where = `${role} ${fuzz.operationId} [${fuzz.label}]`;
        const writes = spec.operations.get(fuzz.operationId)!.method !== 'GET';
        const before = writes ? await digest(t.db) : '';
        try {
          const res = await call(t.app, fuzz.operationId, { ...fuzz.options, token: tokens[role] });
          sent += 1;
          if (res.status >= 500) failures.push(`${where} → ${res.status}`);
          else if (fuzz.mustFail && res.status < 400) failures.push(`${where} → ${res.status}, but this input must be refused`);
          else if (writes && res.status >= 400 && (await digest(t.db)) !== before) failures.push(`${where} → ${res.status} but the database changed`);
        } catch (error) {
          failures.push(`${where}: ${(error as Error).message.split('\n').slice(0, 2).join(' ')}`);
        }
        if (failures.length >= 30) break;
      }
      expect(failures).toEqual([]);
      expect(sent).toBe(ALL_CASES.length);
    },
    600_000,
  );
});
