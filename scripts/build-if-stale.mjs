// Builds the web app and the server when their outputs are missing or older than their sources.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { compressAssets } from './compress-assets.mjs';
import { prerender, prerenderedWithThisContent } from './prerender.mjs';
import { isStale } from './freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const from = (...p) => path.join(root, ...p);
const bin = (name) => from('node_modules', '.bin', name);

function run(label, command, args) {
  console.log(`[build] ${label}…`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${label} failed`))));
  });
}

export const serverEntry = from('dist-server', 'src', 'server', 'main.js');

/** Whether the next build compiles the server: tsc then type-checks it too, as `npm run typecheck` would. */
const serverIsStale = () => isStale(serverEntry, [from('src', 'server'), from('openapi'), from('package-lock.json')]);

export async function buildIfStale() {
  // The server and the web app side by side (each leaves part of the cores idle), both before the
  // prerender: in demo mode it reads the demo content from the server. Nothing is written when the
  // server does not type-check, so a failed compile is tried again on the next run.
  const webInputs = [from('src'), from('webpack.config.ts'), from('scripts', 'webpack'), from('package-lock.json')];
  const webSkip = [from('src', 'server'), from('src', 'e2e')];
  const webIsStale = isStale(from('dist', 'shell.html'), webInputs, webSkip) || isStale(from('dist-prerender', 'prerender.cjs'), webInputs, webSkip);
  const builds = await Promise.allSettled([
    serverIsStale() ? run('compiling the server (dist-server/)', bin('tsc'), ['-p', 'src/server/tsconfig.json', '--noEmitOnError']) : undefined,
    webIsStale ? run('building the web app (dist/) and its prerendering bundle (dist-prerender/)', bin('webpack'), ['--mode', 'production']) : undefined,
  ]);
  const failed = builds.find((build) => build.status === 'rejected');
  if (failed) throw failed.reason;
  if (isStale(from('dist', 'sitemap.xml'), [from('dist', 'shell.html'), from('scripts', 'prerender.mjs')]) || !prerenderedWithThisContent()) {
    console.log(`[build] prerendered ${await prerender()} pages`);
  }
  // After every web build (webpack's clean step removes them): Redoc's page for /api/docs, then
  // the precompressed twins of every text file.
  if (isStale(from('dist', 'api-docs.html'), [from('openapi', 'spec.yaml'), from('dist', 'sitemap.xml')])) {
    await run('rendering the API reference (dist/api-docs.html)', bin('redocly'), [
      'build-docs',
      'openapi/spec.yaml',
      '--inlineBundle',
      '--output',
      'dist/api-docs.html',
    ]);
    console.log(`[build] precompressed ${await compressAssets(from('dist'))} files`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await buildIfStale();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
