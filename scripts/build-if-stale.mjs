// Builds the web app and the server when their outputs are missing or older than their sources.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { compressAssets } from './compress-assets.mjs';
import { isStale } from './freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const from = (...p) => path.join(root, ...p);
const bin = (name) => from('node_modules', '.bin', name);

function run(label, command, args) {
  console.log(`[build] ${label}…`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`${label} failed`);
}

export const serverEntry = from('dist-server', 'src', 'server', 'main.js');

export function buildIfStale() {
  if (isStale(from('dist', 'index.html'), [from('src'), from('webpack.config.ts'), from('package-lock.json')], [from('src', 'server'), from('src', 'e2e')])) {
    run('building the web app (dist/)', bin('webpack'), ['--mode', 'production']);
  }
  // After every web build (webpack's clean step removes them): Redoc's page for /api/docs, then
  // the precompressed twins of every text file.
  if (isStale(from('dist', 'api-docs.html'), [from('openapi', 'spec.yaml'), from('dist', 'index.html')])) {
    run('rendering the API reference (dist/api-docs.html)', bin('redocly'), ['build-docs', 'openapi/spec.yaml', '--inlineBundle', '--output', 'dist/api-docs.html']);
    console.log(`[build] precompressed ${compressAssets(from('dist'))} files`);
  }
  if (isStale(serverEntry, [from('src', 'server'), from('openapi'), from('package-lock.json')])) {
    run('compiling the server (dist-server/)', bin('tsc'), ['-p', 'src/server/tsconfig.json']);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildIfStale();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
