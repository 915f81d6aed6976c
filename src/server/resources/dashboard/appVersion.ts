import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../../contract/spec';

let version: string | undefined;

/** The version in package.json (read once; "0.0.0" if it cannot be read). */
export function appVersion(): string {
  if (version === undefined) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as { version?: unknown };
      version = typeof pkg.version === 'string' ? pkg.version.slice(0, 50) : '0.0.0';
    } catch {
      version = '0.0.0';
    }
  }
  return version;
}
