import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema';

const SCHEMA_FOLDER = path.join(__dirname, 'schema');
// NNNN_name.ts in the sources, NNNN_name.js once compiled; not their source maps.
const MIGRATION_FILE = /^(\d{4}_[a-z0-9_]+)\.(ts|js)$/;

/**
 * The migrations of src/server/db/schema/, by name, in the order of their numbers. A new migration
 * is a new file there: nothing lists them. Read synchronously with `require` (not Kysely's
 * FileMigrationProvider, whose `import()` the test runner cannot follow into TypeScript).
 */
export const migrations: ReadonlyMap<string, Migration> = new Map(
  readdirSync(SCHEMA_FOLDER)
    .flatMap((file) => MIGRATION_FILE.exec(file)?.[1] ?? [])
    .sort()
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the folder's files, found at run time
    .map((name): [string, Migration] => [name, require(path.join(SCHEMA_FOLDER, name)) as Migration]),
);

const provider: MigrationProvider = { getMigrations: async () => Object.fromEntries(migrations) };

/**
 * Brings the database to the latest version; throws with the failing migration's error.
 * `schema` (PostgreSQL) keeps Kysely's bookkeeping tables in that schema: without it the migrator
 * finds another schema's bookkeeping tables and skips creating its own.
 *
 * A database that has every migration of this code runs none, whatever newer ones it holds: a
 * process of the previous version (restarted during a rolling deploy, or a rollback) starts on a
 * database the new version has migrated, as migrations only expand the schema
 * (src/server/deployment/README.md). Kysely's migrator would refuse it, naming the newer
 * migrations missing.
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<string[]> {
  return retryCatalogRaces(() => migrateOnce(db, schema));
}

/**
 * Kysely's introspection reads the tables of every schema of the database. Another schema changed
 * while it reads (another school's on a shared database, another test's, being migrated or dropped)
 * fails the read: invalid_schema_name, or undefined_column / undefined_table from the catalog
 * functions that look a column up by name. `read` must be idempotent: it is simply run again, up
 * to ten times, so that a read that is itself wrong still fails.
 */
const CATALOG_RACES = new Set(['3F000', '42703', '42P01']);

export async function retryCatalogRaces<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      if (attempt === 10 || !CATALOG_RACES.has(String((error as { code?: unknown } | null)?.code))) throw error;
    }
  }
}

async function migrateOnce(db: Kysely<Database>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  if ((await migrator.getMigrations()).every((migration) => migration.executedAt)) return [];
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
