import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import * as m0001 from './migrations/0001_initial';
import * as m0002 from './migrations/0002_inquiry_search';
import * as m0003 from './migrations/0003_inquiry_search_text';
import * as m0004 from './migrations/0004_mail_outbox';
import * as m0005 from './migrations/0005_login_security';
import * as m0006 from './migrations/0006_enrolment';
import * as m0007 from './migrations/0007_account';
import * as m0008 from './migrations/0008_lessons';
import * as m0009 from './migrations/0009_instructors';
import * as m0010 from './migrations/0010_translations';
import * as m0011 from './migrations/0011_store_links';
import * as m0012 from './migrations/0012_blobs';
import * as m0013 from './migrations/0013_change_notifications';
import * as m0014 from './migrations/0014_instructor_public_phone';
import * as m0015 from './migrations/0015_attempt_purposes';
import * as m0016 from './migrations/0016_idempotency_keys';
import * as m0017 from './migrations/0017_instructor_profile_changes';
import * as m0018 from './migrations/0018_hold_addresses';

/*
 * Migrations are imported statically (not read from a folder) so the same list works under
 * ts-jest, tsc output and any working directory. Add new ones here, in order.
 */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_inquiry_search': m0002,
  '0003_inquiry_search_text': m0003,
  '0004_mail_outbox': m0004,
  '0005_login_security': m0005,
  '0006_enrolment': m0006,
  '0007_account': m0007,
  '0008_lessons': m0008,
  '0009_instructors': m0009,
  '0010_translations': m0010,
  '0011_store_links': m0011,
  '0012_blobs': m0012,
  '0013_change_notifications': m0013,
  '0014_instructor_public_phone': m0014,
  '0015_attempt_purposes': m0015,
  '0016_idempotency_keys': m0016,
  '0017_instructor_profile_changes': m0017,
  '0018_hold_addresses': m0018,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

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
