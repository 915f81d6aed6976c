import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { assertBlobKey, isBlobKey, type BlobBucket, type BlobStore } from './blobStore';

/**
 * Rows of the `blobs` table (bytea on PostgreSQL, blob on SQLite), one bucket each: every process
 * on the database reads what any of them wrote. A write is one statement, so readers see the old
 * bytes or the new. Never called inside another transaction: on SQLite that one holds the only
 * connection.
 */
export function createDatabaseBlobStore(db: Kysely<Database>, bucket: BlobBucket): BlobStore {
  return {
    async put(key, data) {
      assertBlobKey(key);
      await db
        .insertInto('blobs')
        .values({ bucket, key, data, size_bytes: data.length, stored_at: new Date().toISOString() })
        .onConflict((conflict) =>
          conflict.columns(['bucket', 'key']).doUpdateSet((eb) => ({
            data: eb.ref('excluded.data'),
            size_bytes: eb.ref('excluded.size_bytes'),
            stored_at: eb.ref('excluded.stored_at'),
          })),
        )
        .execute();
    },

    async get(key) {
      if (!isBlobKey(key)) return undefined;
      const row = await db
        .selectFrom('blobs')
        .select(['data', 'size_bytes', 'stored_at'])
        .where('bucket', '=', bucket)
        .where('key', '=', key)
        .executeTakeFirst();
      return row && { data: row.data, size: row.size_bytes, storedAt: new Date(row.stored_at) };
    },

    async delete(key) {
      if (!isBlobKey(key)) return;
      await db.deleteFrom('blobs').where('bucket', '=', bucket).where('key', '=', key).execute();
    },

    async list(prefix = '') {
      let query = db.selectFrom('blobs').select('key').where('bucket', '=', bucket);
      // substr rather than LIKE: a prefix's `_` and `%` are plain characters.
      if (prefix) query = query.where(sql<string>`substr(key, 1, ${prefix.length})`, '=', prefix);
      // Sorted here: the database's collation may order punctuation and case otherwise.
      return (await query.execute()).map((row) => row.key).sort();
    },
  };
}
