import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/*
 * Text messages (SMS) beside mail.
 * - mail_outbox carries both channels: `channel` is `mail` or `sms` (a text's `to_address` is an
 *   E.164 number, its `subject` empty), so a text is written in its event's transaction, delivered
 *   after commit, retried and claimed across processes exactly as a mail is. A text also names its
 *   recipient (`user_id`, whose consent is checked again when it leaves), what it is about (`kind`,
 *   `ref_id`: the lesson or offer, for the replies C, X and YES), the last moment it is still worth
 *   sending (`send_before`), and the provider's message id and delivery status.
 * - sms_consents: one row per student who asked for texts: the mobile number, when it was verified
 *   (a code sent to it), the opt-in with the wording shown, its language, time and source (CASL
 *   asks for all four), and a STOP. The pending verification code is kept here too (an HMAC).
 * - sms_consent_events: every opt-in, opt-out, STOP and START, never rewritten: the consent's record.
 * - sms_inbound: every text received, with what it was taken as (a keyword, a reply, or unknown:
 *   for the office); Twilio's message id is unique, so a webhook delivered twice acts once.
 * - lessons: whether a text reminder was sent and when the student confirmed by text (for the
 *   office's no-shows by channel).
 * All but lessons are the server's bookkeeping: no kept answer reads them (db/bookkeeping.ts).
 */
export async function up(db: MigrationDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const key = pg ? ('serial' as const) : ('integer' as const);

  await db.schema
    .alterTable('mail_outbox')
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('mail'))
    .execute();
  for (const column of ['kind', 'send_before', 'provider_id', 'provider_status'] as const) {
    await db.schema.alterTable('mail_outbox').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('mail_outbox').addColumn('user_id', 'integer').execute();
  await db.schema.alterTable('mail_outbox').addColumn('ref_id', 'integer').execute();
  await db.schema.createIndex('mail_outbox_provider_idx').on('mail_outbox').column('provider_id').execute();
  await db.schema.createIndex('mail_outbox_user_kind_idx').on('mail_outbox').columns(['user_id', 'kind']).execute();

  await db.schema
    .createTable('sms_consents')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('phone', 'text')
    .addColumn('verified_at', 'text')
    .addColumn('opted_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wording', 'text')
    .addColumn('lang', 'text')
    .addColumn('source', 'text')
    .addColumn('consented_at', 'text')
    .addColumn('stopped_at', 'text')
    .addColumn('code_phone', 'text')
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', 'text')
    .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('codes_window_start', 'text')
    .addColumn('codes_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_consents_phone_idx').on('sms_consents').column('phone').execute();

  await db.schema
    .createTable('sms_consent_events')
    .addColumn('id', key, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('opt_in', 'opt_out', 'stop', 'start')`))
    .addColumn('wording', 'text')
    .addColumn('lang', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_consent_events_user_idx').on('sms_consent_events').columns(['user_id', 'at']).execute();

  await db.schema
    .createTable('sms_inbound')
    .addColumn('id', key, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('provider_id', 'text', (c) => c.notNull().unique())
    .addColumn('from_phone', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('handled_as', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_inbound_user_idx').on('sms_inbound').columns(['user_id', 'received_at']).execute();

  await db.schema.alterTable('lessons').addColumn('reminder_texted_at', 'text').execute();
  await db.schema.alterTable('lessons').addColumn('confirmed_at', 'text').execute();
  await db.schema.alterTable('lessons').addColumn('confirmed_via', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const column of ['confirmed_via', 'confirmed_at', 'reminder_texted_at']) await db.schema.alterTable('lessons').dropColumn(column).execute();
  await db.schema.dropTable('sms_inbound').ifExists().execute();
  await db.schema.dropTable('sms_consent_events').ifExists().execute();
  await db.schema.dropTable('sms_consents').ifExists().execute();
  await db.schema.dropIndex('mail_outbox_user_kind_idx').ifExists().execute();
  await db.schema.dropIndex('mail_outbox_provider_idx').ifExists().execute();
  for (const column of ['ref_id', 'user_id', 'provider_status', 'provider_id', 'send_before', 'kind', 'channel']) {
    await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
  }
}
