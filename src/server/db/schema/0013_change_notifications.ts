import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/*
 * PostgreSQL: every committed change to a table that answers kept in memory are made from raises
 * a notification on the channel `data_changed`, with the table's schema as payload, so that every
 * server process sharing the database drops those answers (src/server/db/changeFeed.ts). One per
 * statement (and PostgreSQL sends one per transaction for identical ones), delivered at commit.
 *
 * Left out: bookkeeping no kept answer reads (failed sign-ins, codes, limits per email, the mail
 * outbox, Stripe event ids, document numbers), and a token's recorded use (an update once a minute
 * per active token, which would empty every cache that often): only a token's issue and revocation
 * notify. A table added later that kept answers read must get the trigger in its own migration;
 * src/server/db/changeFeed.test.ts fails until it has, or is listed there as bookkeeping.
 * SQLite has one server process: nothing to do.
 */

const NOTIFYING = [
  'users',
  'services',
  'content_items',
  'inquiries',
  'cities',
  'partners',
  'partner_students',
  'instructors',
  'instructor_documents',
  'instructor_weekly_hours',
  'instructor_exceptions',
  'packages',
  'package_dates',
  'package_services',
  'package_offers',
  'bookings',
  'receipts',
  'school_settings',
  'lessons',
  'lesson_units',
  'lesson_logs',
  'lesson_log_changes',
];

export async function up(db: MigrationDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create function notify_data_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('data_changed', tg_table_schema);
      return null;
    end $$
  `.execute(db);
  for (const table of NOTIFYING) {
    await sql`create trigger data_changed after insert or update or delete or truncate on ${sql.table(table)} for each statement execute function notify_data_changed()`.execute(
      db,
    );
  }
  await sql`create trigger data_changed after insert or delete on personal_access_tokens for each statement execute function notify_data_changed()`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of [...NOTIFYING, 'personal_access_tokens']) await sql`drop trigger if exists data_changed on ${sql.table(table)}`.execute(db);
  await sql`drop function if exists notify_data_changed()`.execute(db);
}
