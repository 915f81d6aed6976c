import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { BlobBucket, BlobStore, Blobs } from './blobStore';
import { createDatabaseBlobStore } from './databaseBlobStore';
import { createDiskBlobStore } from './diskBlobStore';

type BlobConfig = Pick<Config, 'blobStore' | 'uploadsDir' | 'documentsDir'>;

const BUCKETS: BlobBucket[] = ['uploads', 'documents'];

/** The folder of each bucket on the local disk (the disk store's, and where the database store finds files to take over). */
const dirOf = (config: BlobConfig, bucket: BlobBucket) => (bucket === 'uploads' ? config.uploadsDir : config.documentsDir);

/** The store of each bucket, as configured (BLOB_STORE). */
export function openBlobs(config: BlobConfig, db: Kysely<Database>): Blobs {
  const open = (bucket: BlobBucket): BlobStore =>
    config.blobStore === 'database' ? createDatabaseBlobStore(db, bucket) : createDiskBlobStore(dirOf(config, bucket));
  return { uploads: open('uploads'), documents: open('documents') };
}

/**
 * Moves every file of `from` into `to` and deletes it from `from`; a key `to` already has keeps
 * `to`'s bytes. Deleting the moved file matters: left behind, a file later deleted from `to`
 * would come back at the next move. Returns how many files `to` gained.
 */
export async function moveBlobs(from: BlobStore, to: BlobStore): Promise<number> {
  const present = new Set(await to.list());
  let moved = 0;
  for (const key of await from.list()) {
    if (!present.has(key)) {
      const blob = await from.get(key);
      if (!blob) continue;
      await to.put(key, blob.data);
      moved += 1;
    }
    await from.delete(key);
  }
  return moved;
}

/**
 * With the database store, files an earlier disk-store server left under DATA_DIR are moved into
 * the database at start, so existing logos and documents keep answering. Returns the count per
 * bucket that had any.
 */
export async function takeOverDiskFiles(config: BlobConfig, blobs: Blobs): Promise<Partial<Record<BlobBucket, number>>> {
  if (config.blobStore !== 'database') return {};
  const moved: Partial<Record<BlobBucket, number>> = {};
  for (const bucket of BUCKETS) {
    const count = await moveBlobs(createDiskBlobStore(dirOf(config, bucket)), blobs[bucket]);
    if (count > 0) moved[bucket] = count;
  }
  return moved;
}
