// `npm start`: builds what is missing or stale, then runs the one server (SPA + API) in this process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isStale } from './freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const from = (...p) => path.join(root, ...p);

function run(label, command, args) {
  console.log(`[start] ${label}…`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const bin = (name) => from('node_modules', '.bin', name);

if (isStale(from('dist', 'index.html'), [from('src'), from('webpack.config.ts'), from('package-lock.json')], [from('src', 'server')])) {
  run('building the web app (dist/)', bin('webpack'), ['--mode', 'production']);
}
if (isStale(from('dist-server', 'src', 'server', 'main.js'), [from('src', 'server'), from('openapi'), from('package-lock.json')])) {
  run('compiling the server (dist-server/)', bin('tsc'), ['-p', 'src/server/tsconfig.json']);
}

// Demo data and the demo note on the admin login are on unless the operator says otherwise.
process.env.DEMO ??= '1';
await import(from('dist-server', 'src', 'server', 'main.js'));
