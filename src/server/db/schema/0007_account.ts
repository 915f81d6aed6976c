import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/*
 * The student's account.
 * - users.email_locale: the language of the mails an account gets (en, fr, ar); existing accounts
 *   get English, which every mail was written in when no request told another language.
 * - password_resets: the pending "forgot my password" code of an account, one per account (a new
 *   request replaces it), stored as an HMAC like sign-up codes. A table of its own rather than
 *   verification_codes: an email-verification code must never reset a password nor a reset code
 *   verify an email, each has its own lifetime, and verification_codes allows one row per user,
 *   a constraint SQLite cannot widen without rebuilding the table. Attempts and requests are
 *   counted per email in email_limits, as sign-up codes are.
 */
export async function up(db: MigrationDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('users')
    .addColumn('email_locale', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`email_locale in ('en', 'fr', 'ar')`),
    )
    .execute();

  await (
    pg
      ? db.schema.createTable('password_resets').addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable('password_resets').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_resets_expires_at_idx').on('password_resets').column('expires_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('password_resets').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('email_locale').execute();
}
