import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the scripts the built pages carry in their
 * HTML (the boot script): the policy allows those exact scripts and no other inline one. Read from
 * the shell, which every prerendered page is made from; none without a built app.
 */
export function inlineScriptSources(staticDir: string): string[] {
  const shell = ['shell.html', 'index.html'].map((file) => path.join(staticDir, file)).find((file) => existsSync(file));
  if (!shell) return [];
  const html = readFileSync(shell, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/json")[^>]*>([\s\S]*?)<\/script>/g)]
    .map(([, body]) => body)
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}
