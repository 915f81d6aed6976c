import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminToken, startServer } from './server';

/*
 * scripts/backup.mjs on the embedded default: a backup taken while the production server writes,
 * restored into a new data directory, serves what was acknowledged before it began.
 */

const root = path.resolve(__dirname, '../..');

/** Runs the backup script; resolves with its exit code and what it printed. */
function backup(...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/backup.mjs'), ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

const sendInquiry = (url: string, email: string) =>
  fetch(`${url}/api/api/v1/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Backup Test', email, message: 'Keep me' }),
  }).then((res) => res.status);

test('a backup taken while the server writes restores into a data directory that serves what was acknowledged before it', async () => {
  const server = await startServer();
  const destination = path.join(mkdtempSync(path.join(tmpdir(), 'drive-backup-')), 'copy');
  let restored: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const before = Array.from({ length: 20 }, (_, n) => `before${n}@backup.test`);
    for (const email of before) expect(await sendInquiry(server.url, email)).toBe(201);

    // Writes go on during the backup: it copies one committed state all the same.
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n += 1) await sendInquiry(server.url, `during${n}@backup.test`);
    })();
    const result = await backup('--data-dir', server.dataDir, destination);
    writing = false;
    await writer;
    expect(result).toEqual({ code: 0, output: expect.stringContaining('app.db, uploads, documents, server-secret') });
    expect(statSync(destination).mode & 0o777).toBe(0o700);
    expect(readdirSync(destination).sort()).toEqual(['app.db', 'documents', 'server-secret', 'uploads']);

    // Restore: the backup's files in an empty data directory.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'drive-restored-'));
    cpSync(destination, dataDir, { recursive: true });
    restored = await startServer({}, { dataDir });
    const token = await adminToken(restored.url);
    // Only the inquiries sent before: on a slow machine those sent during the backup fill a page.
    const listed = await fetch(`${restored.url}/api/api/v1/admin/inquiries?search=before&per_page=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const emails = ((await listed.json()) as { data: { email: string }[] }).data.map((inquiry) => inquiry.email);
    expect(emails).toEqual(expect.arrayContaining(before));
    const partners = (await (await fetch(`${restored.url}/api/api/partners`)).json()) as { logo: string | null }[];
    const logo = partners.find((partner) => partner.logo?.startsWith('/uploads/'))?.logo;
    expect(logo).toBeDefined();
    expect((await fetch(`${restored.url}${logo}`)).status).toBe(200);
  } finally {
    await restored?.stop();
    await server.stop();
    rmSync(path.dirname(destination), { recursive: true, force: true });
  }
});

test('the backup refuses a data directory without a database, and a destination that is not empty', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'drive-backup-'));
  try {
    expect(await backup('--data-dir', dir, path.join(dir, 'copy'))).toEqual({ code: 1, output: expect.stringContaining('no SQLite database at') });
    new Database(path.join(dir, 'app.db')).close();
    expect(await backup('--data-dir', dir, dir)).toEqual({ code: 1, output: expect.stringContaining('is not empty') });
    expect(existsSync(path.join(dir, 'copy'))).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
