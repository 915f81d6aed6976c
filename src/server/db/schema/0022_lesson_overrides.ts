import type { MigrationDb } from '../migrationDb';

/*
 * lessons.override_rule and override_reason: a lesson the office booked although it broke one of
 * the Ministry's BDE rules (no G1 licence, before the course's start, past its in-car year, over the
 * in-car hours of a day) keeps which rule was set aside and the office's reason, for the course's
 * record. Null on every other lesson.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('lessons').addColumn('override_rule', 'text').execute();
  await db.schema.alterTable('lessons').addColumn('override_reason', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('lessons').dropColumn('override_reason').execute();
  await db.schema.alterTable('lessons').dropColumn('override_rule').execute();
}
