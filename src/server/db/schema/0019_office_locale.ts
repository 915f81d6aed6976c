import { sql } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/*
 * school_settings.office_locale: the language of the mails the office gets (the notice of each new
 * booking). English, which they were all written in until now, until the office picks another.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('school_settings')
    .addColumn('office_locale', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`office_locale in ('en', 'fr', 'ar')`),
    )
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('school_settings').dropColumn('office_locale').execute();
}
