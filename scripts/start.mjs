// `npm start`: builds what is missing or stale, then runs the one server (SPA + API).
import { spawn } from 'node:child_process';
import { buildIfStale, serverEntry } from './build-if-stale.mjs';

// Demo data and the demo note on the admin login are on unless the operator says otherwise; the
// prerendered pages then show the demo content.
process.env.DEMO ??= '1';
try {
  await buildIfStale();
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

// The server runs in a process of its own: it sizes libuv's thread pool as its first statement
// (src/server/threadPool.ts), which this ES module can no longer do (loading it used the pool).
// Signals are passed on, and the server's exit is this one's.
const server = spawn(process.execPath, [serverEntry], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
