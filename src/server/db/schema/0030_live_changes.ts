import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/*
 * PostgreSQL: the trigger function of 0013, which every table a kept answer is made from already
 * runs after each statement, also raises `live_changed` with `<schema>.<table>` as payload, for the
 * live events (src/server/live): every server process hears which tables a commit wrote, whoever
 * wrote it (a request, a sweeper, a script, psql), and only once it commits. One function for both
 * channels, rather than triggers of their own on the live tables: every table that notifies
 * `data_changed` (which db/changeFeed.test.ts requires of each new table that is not bookkeeping)
 * can then be watched live by one line in src/server/live/topics.ts, with no migration. The table
 * name comes after `data_changed`, so a process has dropped its kept answers before it tells its
 * streams. PostgreSQL sends identical notifications of one transaction once. SQLite: the server
 * tells its streams itself after each commit (db/committedTables.ts).
 */
export async function up(db: MigrationDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create or replace function notify_data_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('data_changed', tg_table_schema);
      perform pg_notify('live_changed', tg_table_schema || '.' || tg_table_name);
      return null;
    end $$
  `.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create or replace function notify_data_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('data_changed', tg_table_schema);
      return null;
    end $$
  `.execute(db);
}
