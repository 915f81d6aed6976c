import type { MigrationDb } from '../migrationDb';

/*
 * instructors.public_phone: a business phone the instructor chooses to show on the public site.
 * Null (the default, and every instructor's until they set one): the public list shows no
 * contact of theirs, and visitors reach them through the school.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('instructors').addColumn('public_phone', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('instructors').dropColumn('public_phone').execute();
}
