import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { OpenApiDocument } from './spec';

const cacheDir = path.resolve(__dirname, '../../node_modules/.cache/openapi-spec');

/**
 * The spec's document parsed once per text (by its hash) and kept as JSON for the next test file:
 * reading it back takes milliseconds. A cache that cannot be read or written is parsed around.
 */
export function cachedSpecParser(text: string): OpenApiDocument {
  const file = path.join(cacheDir, `${createHash('sha256').update(text).digest('hex')}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
  } catch {
    // not cached yet
  }
  const document = parse(text) as OpenApiDocument;
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Whole or not at all: the other worker may read it at any moment.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(document));
    renameSync(partial, file);
  } catch {
    // a read-only tree: every file parses for itself
  }
  return document;
}
