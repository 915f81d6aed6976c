import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accepts, freePort } from './freePort';

/*
 * A real redis-server (Debian's package) started by a test on a port of its own, in memory only;
 * it can be stopped and started again on the same port, as an outage would.
 */

/** Whether redis-server is installed; CI installs it (.ci/run), so there its absence fails instead of skipping. */
export function hasRedis(): boolean {
  const found = spawnSync('redis-server', ['--version']).status === 0;
  if (!found && process.env.CI === 'true') throw new Error('CI=true but redis-server is not installed: the shared rate-limit tests cannot be skipped in CI');
  return found;
}

export interface TestRedis {
  url: string;
  port: number;
  /** Starts it (again) on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it (SIGTERM) and waits for the process to exit. */
  stop(): Promise<void>;
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const redis: TestRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      if (child) return;
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      for (const end = Date.now() + 10_000; !(await accepts(port)); await new Promise((r) => setTimeout(r, 50))) {
        if (Date.now() > end || child.exitCode !== null) throw new Error(`redis-server did not start on port ${port}`);
      }
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGTERM');
      await exited;
    },
  };
  await redis.start();
  return redis;
}
