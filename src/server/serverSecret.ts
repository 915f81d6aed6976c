import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Shorter secrets are refused: the key of the code hashes must not be guessable. */
const MIN_SECRET_LENGTH = 32;

/**
 * The key of the server's keyed hashes (verification codes). SERVER_SECRET when set — required
 * when several servers share a database, since they must all use one key. Otherwise a random key
 * kept in DATA_DIR/server-secret (owner-only), written on the first start and read on the next.
 */
export function serverSecret(configured: string | undefined, dataDir: string): Buffer {
  if (configured !== undefined) {
    if (configured.length < MIN_SECRET_LENGTH) throw new Error(`SERVER_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    return Buffer.from(configured, 'utf8');
  }
  const file = path.join(dataDir, 'server-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': of two servers starting on one directory, the second reads the first one's key.
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const kept = readFileSync(file, 'utf8').trim();
  if (kept.length < MIN_SECRET_LENGTH) throw new Error(`${file} holds no usable secret: remove it to have a new one made`);
  return Buffer.from(kept, 'utf8');
}
