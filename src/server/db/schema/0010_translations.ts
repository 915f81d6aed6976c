import type { MigrationDb } from '../migrationDb';

/*
 * The office's texts in French and Arabic: services, offers, cities and partners keep their English texts
 * in their own columns (every existing client reads those) and gain `translations`, a JSON object
 * {"fr": {...}, "ar": {...}} with the same field names. One column rather than a column per field
 * and language: the fields differ per table, are always read and written together, and a missing
 * translation is an empty text shown in English, never a query.
 */
const TABLES = ['services', 'content_items', 'cities', 'partners'] as const;

export async function up(db: MigrationDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('translations').execute();
}
