import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/*
 * The bytes of uploaded files when they are kept in the database (BLOB_STORE=database), so that
 * every server process sharing it serves the same files: public uploads (logos, photos, avatars)
 * and instructors' private documents, each in its own bucket, keyed by the name the rows record.
 */
export async function up(db: MigrationDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('blobs')
    .addColumn('bucket', 'text', (c) => c.notNull().check(sql`bucket in ('uploads', 'documents')`))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('data', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('stored_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blobs_pkey', ['bucket', 'key'])
    .execute();
  // Images and PDFs are compressed already: PostgreSQL keeps them out of line without trying again.
  if (pg) await sql`alter table blobs alter column data set storage external`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('blobs').ifExists().execute();
}
