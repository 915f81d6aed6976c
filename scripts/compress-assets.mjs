// Writes brotli (.br) and gzip (.gz) twins of the built text files, so the server sends them
// precompressed (@fastify/static `preCompressed`) without compressing on every request.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

export function compressAssets(dir) {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      count += compressAssets(file);
      continue;
    }
    const { size, mtimeMs } = statSync(file);
    if (!COMPRESSIBLE.test(name) || size < MIN_BYTES) continue;
    // Twins newer than their file are current: only what was written since is compressed again
    // (the pages prerendered anew, not the unchanged bundles).
    if ([`${file}.br`, `${file}.gz`].every((twin) => existsSync(twin) && statSync(twin).mtimeMs >= mtimeMs)) continue;
    const data = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    count += 1;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  console.log(`[compress] ${compressAssets(dir)} files in ${path.relative(process.cwd(), dir) || '.'}`);
}
