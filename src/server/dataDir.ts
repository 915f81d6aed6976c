import { chmodSync, closeSync, mkdirSync, openSync, readdirSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** A reason the server cannot start, worded for the operator: printed as is, without a stack trace. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/**
 * Makes DATA_DIR ready before anything opens a file in it: owner-only (0700, its files 0600:
 * the database holds password hashes and tokens, the outbox verification codes), and writable,
 * which is proved by writing a byte, because root passes every permission check while a
 * read-only mount or a full disk still refuses. Files made later get owner-only modes from the
 * process umask (main.ts); the existing files below the top level are unreachable to others
 * once the directory itself is 0700.
 */
export function prepareDataDir(dataDir: string, subdirs: string[]): void {
  const probe = path.join(dataDir, `.write-test-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
    const fd = openSync(probe, 'wx', 0o600);
    try {
      writeSync(fd, 'x');
    } finally {
      closeSync(fd);
      unlinkSync(probe);
    }
    for (const entry of readdirSync(dataDir, { withFileTypes: true })) {
      if (entry.isFile()) chmodSync(path.join(dataDir, entry.name), 0o600);
      else if (entry.isDirectory()) chmodSync(path.join(dataDir, entry.name), 0o700);
    }
    for (const dir of subdirs) mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    throw new StartupError(
      `Cannot start: the data directory ${dataDir} is not writable (${code}); make it writable for this user or set DATA_DIR to another directory.`,
    );
  }
}
