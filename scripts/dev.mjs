// `npm run dev`: the API server recompiled and restarted on change, and the web app with hot
// reload on http://localhost:3000 (proxying /api and /uploads to the server).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// Links in the mails and Stripe's return pages lead to the page with hot reload, not to the API server.
const env = { ...process.env, DEMO: process.env.DEMO ?? '1', SITE_URL: process.env.SITE_URL ?? `http://localhost:${process.env.DEV_PORT ?? 3000}` };

spawnSync(bin('tsc'), ['-p', 'src/server/tsconfig.json'], { cwd: root, stdio: 'inherit' });

const children = [
  spawn(bin('tsc'), ['-p', 'src/server/tsconfig.json', '--watch', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit', env }),
  spawn(process.execPath, ['--watch', 'dist-server/src/server/main.js'], { cwd: root, stdio: 'inherit', env }),
  spawn(bin('webpack'), ['serve', '--mode', 'development'], { cwd: root, stdio: 'inherit', env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
