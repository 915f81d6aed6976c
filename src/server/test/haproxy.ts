import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accepts, freePort } from './freePort';

/*
 * A real HAProxy (Debian's package) in front of server processes, on 127.0.0.1, configured as
 * src/server/deployment/README.md advises: round robin, health-checked on GET /readyz, a request
 * that met a refused connection or a connection closed without an answer tried again on another
 * server, every request given an X-Request-Id, the client's address in X-Forwarded-For. Each
 * answer names the server that gave it in X-Served-By, so tests can tell the processes apart.
 */

export interface Backend {
  /** The server's name in HAProxy (and in X-Served-By). */
  name: string;
  port: number;
}

export interface TestHaproxy {
  url: string;
  /** Resolves once every one of `names` has answered through the balancer (health checks passed). */
  serving(names: string[], timeoutMs?: number): Promise<void>;
  /** Stops HAProxy (SIGTERM) and removes its configuration. */
  stop(): Promise<void>;
}

/** The HAProxy configuration of one frontend on `port` balancing `backends`. */
function haproxyConfig(port: number, backends: Backend[]): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout check 2s
  # A connection refused (a stopped process) or closed without an answer (a killed one): the
  # request is sent again, to another server at each retry.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  option forwardfor
  unique-id-format %{+X}o%ci:%cp_%fi:%fp_%Ts_%rt:%pid
  unique-id-header X-Request-Id

frontend site
  bind 127.0.0.1:${port}
  default_backend servers

backend servers
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  http-response set-header X-Served-By %[srv_name]
  default-server check inter 250ms fall 2 rise 2
${backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port}`).join('\n')}
`;
}

/** Fails with what to install when haproxy is missing: a test that needs it never passes without it. */
function requireHaproxy(): void {
  if (spawnSync('haproxy', ['-v']).status !== 0) throw new Error('haproxy is not installed (Debian: apt-get install haproxy; .ci/run installs it)');
}

export async function startHaproxy(backends: Backend[]): Promise<TestHaproxy> {
  requireHaproxy();
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'drive-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(port, backends));
  // In the foreground (-db), so it is this process's child and ends with it.
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (const end = Date.now() + 10_000; !(await accepts(port)); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > end || child.exitCode !== null) throw new Error(`haproxy did not start on port ${port}`);
  }
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    async serving(names, timeoutMs = 30_000) {
      const seen = new Set<string>();
      for (const end = Date.now() + timeoutMs; names.some((name) => !seen.has(name));) {
        if (Date.now() > end)
          throw new Error(`not every server answered through haproxy within ${timeoutMs} ms: ${names.filter((n) => !seen.has(n)).join(', ')}`);
        const servedBy = await fetch(`${url}/livez`).then(
          (res) => res.headers.get('x-served-by'),
          () => null,
        );
        if (servedBy) seen.add(servedBy);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
