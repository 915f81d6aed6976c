import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertBlobKey, isBlobKey, type BlobStore } from './blobStore';

/** What the file system answers for a name with no file under it. */
const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Files under `root`, a key's slashes being folders. Folders are made owner-only (0700) and files
 * 0600. Bytes are written under a hidden temporary name and renamed when complete, so a write that
 * fails (a full disk) leaves nothing behind and a reader never sees a partial file.
 */
export function createDiskBlobStore(root: string): BlobStore {
  const fileOf = (key: string) => path.join(root, ...key.split('/'));

  async function keysUnder(dir: string, prefix: string): Promise<string[]> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const keys = await Promise.all(
      entries.map(async (entry) => {
        const key = `${prefix}${entry.name}`;
        if (entry.isDirectory()) return keysUnder(path.join(dir, entry.name), `${key}/`);
        return entry.isFile() && isBlobKey(key) ? [key] : [];
      }),
    );
    return keys.flat();
  }

  return {
    async put(key, data) {
      assertBlobKey(key);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.partial`);
      try {
        await writeFile(partial, data, { flag: 'wx', mode: 0o600 });
        await rename(partial, file);
      } catch (error) {
        await unlink(partial).catch(() => undefined);
        throw error;
      }
    },

    async get(key) {
      if (!isBlobKey(key)) return undefined;
      let handle;
      try {
        handle = await open(fileOf(key), 'r');
        const info = await handle.stat();
        if (!info.isFile()) return undefined;
        const data = await handle.readFile();
        return { data, size: data.length, storedAt: info.mtime };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      } finally {
        await handle?.close();
      }
    },

    async delete(key) {
      if (!isBlobKey(key)) return;
      try {
        await unlink(fileOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async list(prefix = '') {
      return (await keysUnder(root, '')).filter((key) => key.startsWith(prefix)).sort();
    },
  };
}
