import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/*
 * Tokens get the area they open ('admin' or 'customer'); their lifetimes are counted from
 * created_at and last_used_at with the configured durations, so shortening one takes effect at
 * once. Tokens issued before this belong to the area of their user's role (admins could not hold
 * customer tokens). Failed sign-ins are counted per email in a table of their own, so the lockout
 * holds across restarts and across servers sharing one database.
 */

export async function up(db: MigrationDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  // SQLite adds a NOT NULL column only with a default; the server always writes the area.
  await db.schema
    .alterTable('personal_access_tokens')
    .addColumn('area', 'text', (c) =>
      c
        .notNull()
        .defaultTo('customer')
        .check(sql`area in ('admin', 'customer')`),
    )
    .execute();
  await db
    .updateTable('personal_access_tokens')
    .set({ area: 'admin' })
    .where('user_id', 'in', db.selectFrom('users').select('id').where('role', '=', 'admin'))
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_email_hash_failed_at_idx').on('login_failures').columns(['email_hash', 'failed_at']).execute();
  await db.schema.createIndex('login_failures_failed_at_idx').on('login_failures').column('failed_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('login_failures').ifExists().execute();
  await db.schema.alterTable('personal_access_tokens').dropColumn('area').execute();
}
