import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../server/test/freePort';

export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

const root = path.resolve(__dirname, '../..');

/** A bearer token for the seeded e2e admin, for checking what the server stored. */
export async function adminToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy in time');
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** SIGTERM, then removes the data directory; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL, as a crash or power loss would; the data directory stays for a restart. */
  kill(): Promise<void>;
}

export interface StartOptions {
  /** Reuse a data directory (a restart); a fresh one otherwise. */
  dataDir?: string;
  port?: number;
}

/** The production server (as `npm start` runs it) on a free port and a fresh data directory. */
export async function startServer(extraEnv: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'drive-e2e-'));
  const child = spawn(process.execPath, [path.join(root, 'dist-server/src/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // Walks sign in and send forms many times from one address.
      RATE_LIMIT_DISABLED: '1',
      // Their students all hold seats from this one address too.
      HOLDS_PER_ADDRESS: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const signal = async (name: NodeJS.Signals): Promise<number | null> => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill(name);
    return exited;
  };
  await waitForHealth(url, child);
  return {
    url,
    dataDir,
    async stop() {
      // Signal node itself: npm would not forward SIGTERM.
      const code = await signal('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
    kill: () => signal('SIGKILL').then(() => undefined),
  };
}

/**
 * The newest verification code mailed to `email`, from the outbox file of a server without SMTP.
 * Mail is delivered just after the answer that queued it: the line is waited for.
 */
export async function lastCode(server: RunningServer, email: string): Promise<string> {
  const file = path.join(server.dataDir, 'outbox.jsonl');
  for (const end = Date.now() + 5_000; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
    // Only whole lines: the server may be halfway through appending the last one.
    const lines = existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .slice(0, -1)
          .map((line) => JSON.parse(line) as { to: string; code?: string })
      : [];
    const mail = lines.reverse().find((m) => m.to === email);
    if (mail?.code) return mail.code;
    if (Date.now() > end) throw new Error(`no code mailed to ${email}`);
  }
}
