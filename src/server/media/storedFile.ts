import { randomBytes } from 'node:crypto';
import type { BlobStore } from '../blobs/blobStore';

/** A file stored under a random name: its key in the store, and a remover that never throws. */
export interface StoredFile {
  key: string;
  remove: () => Promise<void>;
}

/**
 * Stores `data` under a random name ending in `.ext` (in `folder` when given). Names are never
 * reused, so a URL or a row naming one always means the same bytes.
 */
export async function storeFile(store: BlobStore, data: Buffer, ext: string, folder?: string): Promise<StoredFile> {
  const key = `${folder ? `${folder}/` : ''}${randomBytes(16).toString('hex')}.${ext}`;
  await store.put(key, data);
  return { key, remove: () => removeStoredFile(store, key) };
}

/**
 * Deletes a file `storeFile` wrote; one already gone is fine. Called once the rows no longer name
 * it: a store failing then leaves an orphan file rather than failing a change already made.
 */
export async function removeStoredFile(store: BlobStore, key: string): Promise<void> {
  await store.delete(key).catch(() => undefined);
}
