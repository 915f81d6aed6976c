import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A file written under a random name: its name in `dir`, and a remover that never throws. */
export interface StoredFile {
  name: string;
  remove: () => Promise<void>;
}

/**
 * Writes `data` into `dir` (created owner-only) under a random name ending in `.ext`, owner-only.
 * The bytes go to a temporary name first and are renamed when complete, so a write that fails (a
 * full disk) leaves no partial file behind, under either name.
 */
export async function storeFile(dir: string, data: Buffer, ext: string): Promise<StoredFile> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const file = path.join(dir, name);
  const partial = `${file}.partial`;
  try {
    await writeFile(partial, data, { flag: 'wx', mode: 0o600 });
    await rename(partial, file);
  } catch (error) {
    await unlink(partial).catch(() => undefined);
    throw error;
  }
  return { name, remove: () => unlink(file).catch(() => undefined) };
}

/** Deletes a file stored by `storeFile` (a name with a path is never followed); one already gone is fine. */
export async function removeStoredFile(dir: string, name: string): Promise<void> {
  if (path.basename(name) !== name) return;
  await unlink(path.join(dir, name)).catch(() => undefined);
}
