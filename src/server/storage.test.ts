import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { call, createAdmin, createTestApp, engines } from './test/helpers';
import { freePort } from './test/freePort';

/*
 * A full or read-only disk, and the modes of what the server keeps on disk. A full disk is a
 * real one: a small tmpfs filled up (mounting needs root; without it those tests are skipped and
 * the error mapping is still tested with the errors the file system and the databases raise).
 */

const root = path.resolve(__dirname, '../..');

interface TinyDisk {
  dir: string;
  /** Fills the disk until a write fails, leaving about `leaveBytes` free. */
  fill(leaveBytes?: number): void;
  readOnly(): void;
  remove(): void;
}

function tinyDisk(size: string): TinyDisk {
  const dir = mkdtempSync(path.join(tmpdir(), 'drive-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0755`, 'tmpfs', dir], { stdio: 'ignore' });
  return {
    dir,
    fill(leaveBytes = 0) {
      const free = Number(execFileSync('df', ['--output=avail', '-B1', dir]).toString().split('\n')[1]);
      writeFileSync(path.join(dir, 'filler'), Buffer.alloc(Math.max(0, free - leaveBytes)));
    },
    readOnly: () => execFileSync('mount', ['-o', 'remount,ro', dir], { stdio: 'ignore' }),
    remove() {
      execFileSync('umount', [dir], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const canMount = (() => {
  try {
    tinyDisk('64k').remove();
    return true;
  } catch {
    return false;
  }
})();
const onTinyDisk = canMount ? test : test.skip;

/** A PNG of noise (it does not compress): about `side`² × 3 bytes. */
const noisePng = (side: number) => {
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + (i >> 3) * 104729) % 251;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};

const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    : [];

describe.each(engines())('a disk that refuses writes (%s)', (engine) => {
  const STORAGE_FR =
    'Le serveur ne peut rien enregistrer pour le moment (son stockage est plein ou en lecture seule). Rien n’a été enregistré ; réessayez plus tard.';

  test.each(['ENOSPC', 'EROFS', 'EDQUOT', 'SQLITE_FULL', 'SQLITE_READONLY', 'SQLITE_IOERR_WRITE', '53100'])(
    '%s → 503 with a clear message in the request language',
    async (code) => {
      const t = await createTestApp(engine, {
        handlers: {
          async listPartners() {
            throw Object.assign(new Error(`write failed: ${code}`), { code });
          },
        },
      });
      try {
        const res = await call(t.app, 'listPartners', { allowUndeclared: true, headers: { 'accept-language': 'fr' } });
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ success: false, message: STORAGE_FR });
      } finally {
        await t.close();
      }
    },
  );

  onTinyDisk('a logo upload onto a full disk: 503, no file left behind (not even an empty one), no partner', async () => {
    const disk = tinyDisk('256k');
    const t = await createTestApp(engine, { config: { blobStore: 'disk', uploadsDir: path.join(disk.dir, 'uploads') } });
    try {
      const admin = await createAdmin(t);
      const logo = await noisePng(150); // ≈ 67 KB
      disk.fill(16 * 1024);
      const res = await call(t.app, 'createPartner', {
        token: admin.token,
        headers: { 'accept-language': 'fr' },
        allowUndeclared: true,
        multipart: { name: 'Full Disk', account_id: 'FD-1', logo: { filename: 'logo.png', contentType: 'image/png', data: logo } },
      });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(STORAGE_FR);
      expect(filesUnder(path.join(disk.dir, 'uploads'))).toEqual([]);
      expect(await t.db.selectFrom('partners').select('id').where('name', '=', 'Full Disk').execute()).toEqual([]);
    } finally {
      await t.close();
      disk.remove();
    }
  });
});

onTinyDisk('SQLite on a full disk: 503 (SQLITE_FULL), and the database still answers reads', async () => {
  const disk = tinyDisk('4m');
  const dbHandle = openDatabase({ sqliteFile: path.join(disk.dir, 'app.db') });
  await migrateToLatest(dbHandle.db);
  const t = await createTestApp('sqlite', { dbHandle, migrate: false });
  try {
    disk.fill();
    const message = 'x'.repeat(4000);
    let res = await call(t.app, 'createInquiry', { body: { name: 'Ann', email: 'ann@example.com', message }, allowUndeclared: true });
    for (let i = 0; i < 50 && res.status === 201; i += 1) {
      res = await call(t.app, 'createInquiry', { body: { name: 'Ann', email: 'ann@example.com', message }, allowUndeclared: true });
    }
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/^The server cannot save anything right now/);
    expect((await call(t.app, 'listPartners')).status).toBe(200);
  } finally {
    await t.close();
    disk.remove();
  }
});

// ---------------------------------------------------------------------------------------------
// The server as `npm start` runs it (from the sources), on SQLite.

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['-r', 'esbuild-register', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', STATIC_DIR: path.join(root, '.no-static'), LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

onTinyDisk(
  'a read-only data directory stops start-up with one plain sentence naming it',
  async () => {
    const disk = tinyDisk('64k');
    try {
      disk.readOnly();
      const server = startServer({ DATA_DIR: disk.dir, PORT: String(await freePort()) });
      expect(await server.exited).toBe(1);
      const lines = server.stderr().trim().split('\n');
      expect(lines).toEqual([
        `Cannot start: the data directory ${disk.dir} is not writable (EROFS); make it writable for this user or set DATA_DIR to another directory.`,
      ]);
    } finally {
      disk.remove();
    }
  },
  30_000,
);

test('the data directory is 0700; the database, its WAL, the outbox and uploads 0600', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'drive-modes-'));
  chmodSync(dataDir, 0o755); // an existing installation, made before modes were enforced
  writeFileSync(path.join(dataDir, 'outbox.jsonl'), '', { mode: 0o644 });
  mkdirSync(path.join(dataDir, 'uploads'), { mode: 0o755 });
  const port = await freePort();
  const server = startServer({ DATA_DIR: dataDir, PORT: String(port), DEMO: '1', ADMIN_EMAIL: 'modes@example.com', ADMIN_PASSWORD: 'modes-admin-password' });
  try {
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 150; i += 1) {
      if (server.child.exitCode !== null) throw new Error(`server exited: ${server.stderr()}`);
      if (
        await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const login = await fetch(`${url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'modes@example.com', password: 'modes-admin-password' }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const form = new FormData();
    form.set('name', 'Modes');
    form.set('account_id', 'M-1');
    form.set('logo', new Blob([await noisePng(20)], { type: 'image/png' }), 'logo.png');
    const created = await fetch(`${url}/api/api/partners`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(created.status).toBe(201);
    const logo = ((await created.json()) as { data: { logo: string } }).data.logo;
    expect((await fetch(`${url}/images/96${logo.replace(/^\/uploads/, '')}.webp`)).status).toBe(200);

    const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);
    expect(mode(dataDir)).toBe('700');
    const files = [
      'app.db',
      'app.db-wal',
      'app.db-shm',
      'outbox.jsonl',
      ...filesUnder(path.join(dataDir, 'uploads')),
      ...filesUnder(path.join(dataDir, 'image-cache')),
    ].map((f) => path.relative(dataDir, path.resolve(dataDir, f)));
    expect(files).toEqual(expect.arrayContaining([`uploads${logo.replace(/^\/uploads/, '')}`, 'app.db-wal']));
    expect(files.filter((f) => f.startsWith('image-cache/')).length).toBe(1);
    expect(Object.fromEntries(files.map((f) => [f, mode(path.join(dataDir, f))]))).toEqual(Object.fromEntries(files.map((f) => [f, '600'])));
    const dirs = ['uploads', 'uploads/partners', 'image-cache'].map((d) => [d, mode(path.join(dataDir, d))]);
    expect(Object.fromEntries(dirs)).toEqual({ uploads: '700', 'uploads/partners': '700', 'image-cache': '700' });
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
