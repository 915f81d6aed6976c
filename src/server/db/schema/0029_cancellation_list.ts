import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/*
 * The cancellation list of in-car lessons.
 * - lesson_requests: a student with hours left asks to be told of an earlier lesson: its length,
 *   the instructors that suit them (a JSON list; empty for any), the weekdays (JSON, 0 is Sunday)
 *   and the Toronto hours a lesson may take, a day it must come before, and their road test's day
 *   when known (it ranks them). One waiting request per student, which the database enforces; it
 *   ends `booked` (an offer taken), `left`, `removed` by the office, or `expired` (its day passed).
 * - lesson_offers: a free slot offered to one student at a time, held for them alone until
 *   `expires_at` (the school's `lesson_offer_minutes`, 30 by default): nobody else can book it
 *   meanwhile. It ends `booked` (with the lesson), `declined`, `lapsed` or `withdrawn` (the request
 *   ended). Never two running offers for one student, nor two for one instructor's start, by the
 *   database; `reasons` keeps why the student came first (JSON), for the office.
 * PostgreSQL: writes notify the other server processes (0013).
 */
export async function up(db: MigrationDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const key = pg ? ('serial' as const) : ('integer' as const);
  await db.schema
    .createTable('lesson_requests')
    .addColumn('id', key, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('waiting', 'booked', 'left', 'removed', 'expired')`))
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().check(sql`duration_minutes in (60, 120)`))
    .addColumn('instructor_ids', 'text', (c) => c.notNull())
    .addColumn('weekdays', 'text', (c) => c.notNull())
    .addColumn('from_time', 'text', (c) => c.notNull())
    .addColumn('to_time', 'text', (c) => c.notNull())
    .addColumn('before_date', 'text')
    .addColumn('road_test_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema
    .createIndex('lesson_requests_waiting_idx')
    .on('lesson_requests')
    .column('student_id')
    .unique()
    .where(sql.ref('status'), '=', 'waiting')
    .execute();
  await db.schema.createIndex('lesson_requests_status_idx').on('lesson_requests').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('lesson_offers')
    .addColumn('id', key, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('request_id', 'integer', (c) => c.notNull().references('lesson_requests.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('instructor_id', 'integer', (c) => c.notNull().references('instructors.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().check(sql`duration_minutes in (60, 120)`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('offered', 'booked', 'declined', 'lapsed', 'withdrawn')`))
    .addColumn('reasons', 'text', (c) => c.notNull())
    .addColumn('offered_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('lesson_id', 'integer', (c) => c.references('lessons.id').onDelete('set null'))
    .addColumn('closed_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lesson_offers_student_running_idx')
    .on('lesson_offers')
    .column('student_id')
    .unique()
    .where(sql.ref('status'), '=', 'offered')
    .execute();
  await db.schema
    .createIndex('lesson_offers_slot_running_idx')
    .on('lesson_offers')
    .columns(['instructor_id', 'starts_at'])
    .unique()
    .where(sql.ref('status'), '=', 'offered')
    .execute();
  await db.schema.createIndex('lesson_offers_status_idx').on('lesson_offers').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('lesson_offers_request_idx').on('lesson_offers').column('request_id').execute();

  await db.schema
    .alterTable('school_settings')
    .addColumn('lesson_offer_minutes', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();
  if (pg) {
    for (const table of ['lesson_requests', 'lesson_offers'])
      await sql`create trigger data_changed after insert or update or delete or truncate on ${sql.table(table)} for each statement execute function notify_data_changed()`.execute(
        db,
      );
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('school_settings').dropColumn('lesson_offer_minutes').execute();
  await db.schema.dropTable('lesson_offers').execute();
  await db.schema.dropTable('lesson_requests').execute();
}
