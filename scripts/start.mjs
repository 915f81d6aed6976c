// `npm start`: builds what is missing or stale, then runs the one server (SPA + API) in this process.
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

await import(serverEntry);
