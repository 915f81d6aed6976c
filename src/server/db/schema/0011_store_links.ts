import type { MigrationDb } from '../migrationDb';

/*
 * The school's app pages on the App Store and Google Play, shown as the site's store badges.
 * Empty until the office sets them: no badge links anywhere rather than links to the stores' front pages.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('school_settings')
    .addColumn('app_store_url', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('school_settings')
    .addColumn('google_play_url', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('school_settings').dropColumn('google_play_url').execute();
  await db.schema.alterTable('school_settings').dropColumn('app_store_url').execute();
}
