import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverSecret } from './serverSecret';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'drive-secret-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('without SERVER_SECRET a random key is made on the first start, owner-only, and reused on the next', () => {
  const dataDir = path.join(dir, 'data');
  const first = serverSecret(undefined, dataDir);
  expect(first.length).toBe(64);
  const file = path.join(dataDir, 'server-secret');
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(readFileSync(file, 'utf8')).toBe(first.toString('utf8'));
  expect(serverSecret(undefined, dataDir).equals(first)).toBe(true);
  expect(serverSecret(undefined, path.join(dir, 'other')).equals(first)).toBe(false);
});

test('SERVER_SECRET wins over the file; a short one (or a broken file) is refused', () => {
  const configured = 'x'.repeat(40);
  expect(serverSecret(configured, dir).toString('utf8')).toBe(configured);
  expect(() => serverSecret('too-short', dir)).toThrow(/at least 32 characters/);
  writeFileSync(path.join(dir, 'server-secret'), '\n');
  expect(() => serverSecret(undefined, dir)).toThrow(/no usable secret/);
});
