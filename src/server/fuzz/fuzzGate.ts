import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { loadSpec } from '../../contract/spec';
import { seed } from '../seed/seed';
import { call, createAdmin, createStudent, createTestApp, tablesOf, type TestApp } from '../test/helpers';
import type { Engine } from '../db/connect';
import { casesFor, type FuzzCase } from './specCases';

/*
 * The fuzz gate: thousands of hostile requests derived from the spec, as anonymous, student
 * and admin. None may answer ≥ 500; every answer must be a status the spec declares for the
 * operation, in its schema (call() checks both); a rejected request must leave the database as
 * it was, and input no operation may accept (`mustFail`: deep JSON, truncated multipart,
 * non-finite numbers, lone surrogates) must be rejected. One test file per engine (sqlite.test.ts,
 * postgres.test.ts), so that the two run side by side; run both alone with `npm run fuzz`.
 */

const spec = loadSpec();

// What a rejected request may legitimately touch: the token's last use; the counters (failed
// sign-ins, wrong codes and refused code requests per email: counting them is what their limits are
// for); and the delivery of mail queued by an earlier accepted request, which goes on in the background.
const VOLATILE: Partial<Record<keyof Database, string[]>> = {
  personal_access_tokens: ['last_used_at'],
  mail_outbox: ['body', 'code', 'status', 'attempts', 'next_attempt_at', 'locked_until', 'sent_at', 'last_error', 'provider_id', 'provider_status'],
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
  instructor_weekly_hours: 1,
  instructor_exceptions: 1,
  packages: 1,
  package_dates: 1,
  package_services: 1,
  package_offers: 1,
  bookings: 1,
  bde_courses: 1,
  bde_class_sessions: 1,
  bde_attendance: 1,
  bde_home_link_assignments: 1,
  bde_home_link_work: 1,
  bde_final_tests: 1,
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
  idempotency_keys: 1,
  instructor_profile_changes: 1,
  waitlist_entries: 1,
  lesson_requests: 1,
  lesson_offers: 1,
  sms_consents: 1,
  sms_consent_events: 1,
  sms_inbound: 1,
  road_tests: 1,
} satisfies Record<keyof Database, 0 | 1>)
  .filter(([, compared]) => compared)
  .map(([table]) => table) as (keyof Database)[];

/**
 * One statement that reads every compared table whole (its compared columns in key order, as
 * text): one round trip per check rather than one per table, which on PostgreSQL cost seven times
 * the request it checked. PostgreSQL hashes each table itself (md5 of its rows' text is a third
 * of the work of the same rows as JSON); SQLite, in the process, has no md5 and needs none.
 */
async function digestStatement(t: TestApp): Promise<RawBuilder<{ tables: string }>> {
  const tables = await tablesOf(t);
  const parts = TABLES.map((name) => {
    const table = tables.find((candidate) => candidate.name === name);
    if (!table) throw new Error(`no table ${name}`);
    const compared = COLUMNS[name] ?? table.columns.map((column) => column.name).filter((column) => !VOLATILE[name]?.includes(column));
    const columns = sql.join(compared.map((column) => sql.ref(column)));
    // The first two columns order every table: the id, or a join table's two keys.
    const order = sql.join(table.columns.slice(0, 2).map((column) => sql.ref(column.name)));
    return t.engine === 'postgres'
      ? sql`${sql.lit(name)} || ':' || md5(coalesce((select string_agg(row(${columns})::text, ',' order by ${order}) from ${sql.table(name)}), ''))`
      : sql`${sql.lit(name)} || ':' || (select json_group_array(json_array(${columns}) order by ${order}) from ${sql.table(name)})`;
  });
  return sql<{ tables: string }>`select ${sql.join(parts, sql` || ';' || `)} as tables`;
}

async function digest(t: TestApp, statement: RawBuilder<{ tables: string }>): Promise<string> {
  const { rows } = await statement.execute(t.db);
  return createHash('sha256').update(rows[0].tables).digest('hex');
}

/**
 * A mark that moves whenever a row of the database is written, committed or not: while it stands
 * still, the digest does too, and reading the tables again is spared. On SQLite, the rows this
 * connection changed and the file's version (written by another connection); on PostgreSQL, a
 * sequence every row written in a compared table advances (a sequence is not rolled back).
 */
async function changeMark(t: TestApp): Promise<RawBuilder<{ mark: string }>> {
  if (t.engine === 'sqlite') return sql<{ mark: string }>`select total_changes() || ':' || (select data_version from pragma_data_version) as mark`;
  await sql`create sequence fuzz_changes`.execute(t.db);
  await sql`create function fuzz_changed() returns trigger language plpgsql as $$ begin perform nextval('fuzz_changes'); return null; end $$`.execute(t.db);
  for (const table of TABLES) {
    await sql`create trigger fuzz_changed after insert or update or delete on ${sql.table(table)} for each row execute function fuzz_changed()`.execute(t.db);
    await sql`create trigger fuzz_truncated after truncate on ${sql.table(table)} for each statement execute function fuzz_changed()`.execute(t.db);
  }
  return sql<{ mark: string }>`select last_value || ':' || is_called as mark from fuzz_changes`;
}

const markOf = async (t: TestApp, statement: RawBuilder<{ mark: string }>) => (await statement.execute(t.db)).rows[0].mark;

export const ALL_CASES: FuzzCase[] = [...spec.operations.values()].flatMap((op) => casesFor(spec, op));
export const ROLES = ['anonymous', 'student', 'admin'] as const;

/** The gate on one engine: a seeded app, then every case as each role (`group`: describe.skip when the engine is absent). */
export function fuzzEveryOperation(engine: Engine, group: jest.Describe = describe): void {
  group(`fuzzing every operation (${engine})`, () => {
    let t: TestApp;
    let statement: RawBuilder<{ tables: string }>;
    let marking: RawBuilder<{ mark: string }>;
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
      statement = await digestStatement(t);
      marking = await changeMark(t);
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
        // The database as last read, and the change mark it had then: the next write's "before"
        // while the mark has not moved.
        let known: { mark: string; digest: string } | undefined;
        for (const fuzz of ALL_CASES) {
          const where = `${role} ${fuzz.operationId} [${fuzz.label}]`;
          const writes = spec.operations.get(fuzz.operationId)!.method !== 'GET';
          // The mark is read before the tables: a write in between moves it, and the tables are read again.
          const mark = writes ? await markOf(t, marking) : '';
          if (writes && known?.mark !== mark) known = { mark, digest: await digest(t, statement) };
          const before = writes ? known!.digest : '';
          try {
            const res = await call(t.app, fuzz.operationId, { ...fuzz.options, token: tokens[role] });
            sent += 1;
            if (res.status >= 500) failures.push(`${where} → ${res.status}`);
            else if (fuzz.mustFail && res.status < 400) failures.push(`${where} → ${res.status}, but this input must be refused`);
            else if (writes && res.status >= 400) {
              const markAfter = await markOf(t, marking);
              const after = markAfter === mark ? before : await digest(t, statement);
              if (after !== before) failures.push(`${where} → ${res.status} but the database changed`);
              known = { mark: markAfter, digest: after };
            }
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
}
