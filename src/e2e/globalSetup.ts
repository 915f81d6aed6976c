import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The browser suite runs the production build, as `npm start` serves it.
export default function globalSetup(): void {
  const root = path.resolve(__dirname, '../..');
  // In demo mode, as `npm start` builds: the prerendered pages carry the demo content.
  const result = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit', env: { ...process.env, DEMO: '1' } });
  if (result.status !== 0) throw new Error('building the app for the browser tests failed');
}
