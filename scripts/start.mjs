// `npm start`: builds what is missing or stale, then runs the one server (SPA + API) in this process.
import { buildIfStale, serverEntry } from './build-if-stale.mjs';

try {
  await buildIfStale();
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

// Demo data and the demo note on the admin login are on unless the operator says otherwise.
process.env.DEMO ??= '1';
await import(serverEntry);
