import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineScriptSources } from './inlineScripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the CSP sources of the built pages’ inline scripts', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'inline-scripts-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('allow the shell’s inline script by its hash, not its data or its files', () => {
    const boot = '(()=>{document.currentScript.dataset.scripts})();';
    writeFileSync(
      path.join(dir, 'shell.html'),
      `<!doctype html><script src="/assets/a.js"></script><div id="root"></div><script type="application/json" id="page-data">[]</script><script data-scripts="/runtime-config.js">${boot}</script>`,
    );
    expect(inlineScriptSources(dir)).toEqual([sha256(boot)]);
  });

  test('are none without a built app', () => {
    expect(inlineScriptSources(dir)).toEqual([]);
  });
});
