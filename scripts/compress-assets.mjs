// Writes brotli (.br) and gzip (.gz) twins of the built text files, so the server sends them
// precompressed (@fastify/static `preCompressed`) without compressing on every request.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The text files under `dir` worth compressing whose twins are missing or older than they are. */
function stale(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    const stats = statSync(file);
    if (stats.isDirectory()) return stale(file);
    if (!COMPRESSIBLE.test(name) || stats.size < MIN_BYTES) return [];
    // Twins newer than their file are current: only what was written since is compressed again
    // (the pages prerendered anew, not the unchanged bundles).
    return [`${file}.br`, `${file}.gz`].every((twin) => existsSync(twin) && statSync(twin).mtimeMs >= stats.mtimeMs) ? [] : [file];
  });
}

/**
 * Compresses the stale files; resolves with how many. Brotli at its highest quality takes seconds for
 * the largest files: the compressions run on libuv's thread pool, on every core, not one after another.
 */
export async function compressAssets(dir) {
  const files = stale(dir);
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length };
      const [br, gz] = await Promise.all([brotli(data, { params }), gzipped(data, { level: 9 })]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  console.log(`[compress] ${await compressAssets(dir)} files in ${path.relative(process.cwd(), dir) || '.'}`);
}
