import type { MigrationDb } from '../migrationDb';

/*
 * The certificate of a BDE course, as the office reports it to the Ministry: the day it was issued,
 * the Ministry's reference, who recorded it (a user) and when. Recording it closes the course.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('bde_courses').addColumn('certified_on', 'text').execute();
  await db.schema.alterTable('bde_courses').addColumn('mto_reference', 'text').execute();
  await db.schema
    .alterTable('bde_courses')
    .addColumn('certified_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('bde_courses').addColumn('certified_at', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const column of ['certified_at', 'certified_by', 'mto_reference', 'certified_on'])
    await db.schema.alterTable('bde_courses').dropColumn(column).execute();
}
