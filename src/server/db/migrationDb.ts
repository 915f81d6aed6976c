import type { Migration } from 'kysely';

/**
 * The database as Kysely's Migrator hands it to a migration: typed by no schema, since a migration
 * describes history and must not follow the evolving Database interface.
 */
export type MigrationDb = Parameters<Migration['up']>[0];
