/*
 * Where uploaded files live. Every upload and private document is written, read and deleted
 * through a BlobStore, so that several server processes can share them: on the local disk (one
 * server, the embedded default) or in the database (every process sharing one PostgreSQL).
 * Renderings of images are not blobs: each process derives its own from the stored original
 * (src/server/media/imageVariants.ts).
 */

/** Public uploads (served under /uploads/) and instructors' private documents (served only through their operations). */
export type BlobBucket = 'uploads' | 'documents';

/** The backends: files under DATA_DIR, or rows of the `blobs` table. */
export type BlobStoreKind = 'disk' | 'database';

export interface StoredBlob {
  data: Buffer;
  size: number;
  /** When these bytes were written (a validator for HTTP caches). */
  storedAt: Date;
}

/**
 * One bucket of files, keyed by names such as `partners/ab12.png`. Every backend behaves the same
 * (blobStore.test.ts runs one suite against each): a key outside the rule of `isBlobKey` is never
 * stored and never found, so a path from a URL can be asked for as it is.
 */
export interface BlobStore {
  /** Stores `data` under `key`, replacing what was there; readers see the old bytes or the new, never a part. */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes under `key`, or undefined when there are none. */
  get(key: string): Promise<StoredBlob | undefined>;
  /** Deletes the bytes under `key`; a key with nothing under it is fine. */
  delete(key: string): Promise<void>;
  /** Every key that starts with `prefix`, sorted. */
  list(prefix?: string): Promise<string[]>;
}

export type Blobs = Record<BlobBucket, BlobStore>;

/** A path segment: letters, digits, `.`, `_` and `-`, not starting with a dot (no `..`, no hidden or partial files). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** Whether `key` is a name a store accepts: slash-separated segments, at most 512 characters. */
export function isBlobKey(key: string): boolean {
  return key.length > 0 && key.length <= 512 && key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertBlobKey(key: string): void {
  if (!isBlobKey(key)) throw new Error(`Not a blob key: ${JSON.stringify(key)}`);
}
