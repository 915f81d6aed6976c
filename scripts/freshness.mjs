// Whether a build output is older than any of its inputs (so `npm start` rebuilds only when needed).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(entry, skip) {
  let stat;
  try {
    stat = statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) {
    const child = path.join(entry, name);
    if (name === 'node_modules' || skip.some((s) => child.startsWith(s))) continue;
    newest = Math.max(newest, newestMtime(child, skip));
  }
  return newest;
}

/** True when `output` is missing or older than the newest file among `inputs` (minus `skip`). */
export function isStale(output, inputs, skip = []) {
  const built = newestMtime(output, []);
  if (!built) return true;
  return inputs.some((input) => newestMtime(input, skip) > built);
}
