import { PostgresAdapter } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/*
 * mail_outbox: every mail is a row written in the transaction of the event that causes it; a
 * sender delivers it after commit (src/server/mail/outbox.ts).
 * email_limits: per-email counters in fixed windows (codes sent, code attempts), kept in the
 * database so they hold across restarts and servers.
 * verification_codes loses `attempts`: attempts are counted per email in email_limits, for
 * addresses with and without an account alike. Codes stored before this version were unkeyed
 * hashes: they are dropped (a new code is one "send a new code" away).
 */
export async function up(db: MigrationDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await (
    pg
      ? db.schema.createTable('mail_outbox').addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable('mail_outbox').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('email_limits')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('email_limits_pkey', ['email', 'kind'])
    .execute();
  await db.schema.createIndex('email_limits_window_idx').on('email_limits').column('window_start').execute();

  await db.deleteFrom('verification_codes').execute();
  await db.schema.alterTable('verification_codes').dropColumn('attempts').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('verification_codes')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropTable('email_limits').ifExists().execute();
  await db.schema.dropTable('mail_outbox').ifExists().execute();
}
