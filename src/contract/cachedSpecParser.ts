import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { OpenApiDocument } from './spec';

/** The project's node_modules/.cache, found upwards from here (src/contract, or dist-server/src/contract compiled). */
function cacheDirectory(): string | undefined {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules'))) return path.join(dir, 'node_modules', '.cache', 'openapi-spec');
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * The spec's document parsed once per text (by its hash) and kept as JSON for the next test file
 * or server start: reading it back takes milliseconds, parsing the YAML most of a second. A cache
 * that cannot be found, read or written is parsed around.
 */
export function cachedSpecParser(text: string): OpenApiDocument {
  const cacheDir = cacheDirectory();
  if (!cacheDir) return parse(text) as OpenApiDocument;
  const file = path.join(cacheDir, `${createHash('sha256').update(text).digest('hex')}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
  } catch {
    // not cached yet
  }
  const document = parse(text) as OpenApiDocument;
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Whole or not at all: another process may read it at any moment.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(document));
    renameSync(partial, file);
  } catch {
    // a read-only tree: every file parses for itself
  }
  return document;
}
