import type { MigrationDb } from '../migrationDb';

/*
 * Texts, the office's side.
 * - school_settings: the quiet hours (Toronto wall-clock `HH:MM`, 21:00 to 08:00 unless the school
 *   sets others; start = end: none), a setting of the school's, changed from the admin screen and
 *   read by the outbox as texts leave; and the price of one text segment, for the dashboard's
 *   estimate, in thousandths of a cent (1,200: 1.2 ¢, Twilio's Canadian ballpark).
 * - mail_outbox.segments: how many segments a text is billed as, counted when it is queued (its
 *   words are emptied once a code is out; older rows count as one).
 * - sms_inbound.answered_at: when the office answered an `unknown` text, which then no longer waits
 *   for an answer.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('school_settings')
    .addColumn('sms_quiet_start', 'text', (c) => c.notNull().defaultTo('21:00'))
    .execute();
  await db.schema
    .alterTable('school_settings')
    .addColumn('sms_quiet_end', 'text', (c) => c.notNull().defaultTo('08:00'))
    .execute();
  await db.schema
    .alterTable('school_settings')
    .addColumn('sms_segment_price_millicents', 'integer', (c) => c.notNull().defaultTo(1200))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('segments', 'integer').execute();
  await db.schema.alterTable('sms_inbound').addColumn('answered_at', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('sms_inbound').dropColumn('answered_at').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('segments').execute();
  for (const column of ['sms_segment_price_millicents', 'sms_quiet_end', 'sms_quiet_start'])
    await db.schema.alterTable('school_settings').dropColumn(column).execute();
}
