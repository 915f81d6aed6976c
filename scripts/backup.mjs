// A backup of the embedded default's data directory, taken while the server runs: the SQLite
// database through SQLite's online backup API (better-sqlite3's `backup`, which copies the pages
// in steps and starts again when another connection writes meanwhile, so the copy is one
// committed state), then the files of the disk store (uploads/, documents/) and server-secret.
// Image renderings (rebuilt on demand) and outbox.jsonl are left out. A server on PostgreSQL
// (DATABASE_URL) is backed up with pg_dump instead: src/server/deployment/README.md.
// Usage: node scripts/backup.mjs [--data-dir DIR] DESTINATION   (DIR: DATA_DIR, else ./data;
// DESTINATION: a directory that does not exist yet or is empty). Restore: src/server/deployment/README.md.
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');

/** The files of a data directory worth keeping besides the database. */
const KEPT = ['uploads', 'documents', 'server-secret'];

const fail = (message, code = 1) => {
  console.error(message);
  process.exit(code);
};

const { values, positionals } = parseArgs({ options: { 'data-dir': { type: 'string' } }, allowPositionals: true });
if (positionals.length !== 1) fail('usage: node scripts/backup.mjs [--data-dir DIR] DESTINATION', 2);
const dataDir = path.resolve(values['data-dir'] ?? (process.env.DATA_DIR || './data'));
const destination = path.resolve(positionals[0]);
const source = path.join(dataDir, 'app.db');
if (!existsSync(source)) fail(`no SQLite database at ${source} (a server on PostgreSQL is backed up with pg_dump)`);
if (existsSync(destination) && readdirSync(destination).length > 0) fail(`${destination} is not empty: name a new directory`);

// The copy holds what the data directory holds (private documents, the server's secret): its owner's only.
process.umask(0o077);
mkdirSync(destination, { recursive: true, mode: 0o700 });
const db = new Database(source, { fileMustExist: true });
try {
  await db.backup(path.join(destination, 'app.db'));
} finally {
  db.close();
}
const copied = ['app.db'];
for (const name of KEPT) {
  if (!existsSync(path.join(dataDir, name))) continue;
  cpSync(path.join(dataDir, name), path.join(destination, name), { recursive: true, preserveTimestamps: true });
  copied.push(name);
}
console.log(`${dataDir} backed up to ${destination}: ${copied.join(', ')}`);
