// The linter and the formatting check side by side: each is single-threaded, so on two cores
// running them together takes about as long as the slower one. Fails when either fails. Both keep
// what they found per file (by content) under node_modules/.cache: a run after a change reads only
// the files changed, seconds instead of a minute; a fresh clone reads everything.
// `node scripts/lint.mjs eslint` (or `prettier`) runs one of them.
import { spawn } from 'node:child_process';

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(bin(command), args, { stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
  });

const TOOLS = {
  eslint: ['--config', 'scripts/eslint.config.mjs', '--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/', '.'],
  prettier: ['--check', '--cache', '--cache-strategy', 'content', '.'],
};
const chosen = process.argv[2] ? [process.argv[2]] : Object.keys(TOOLS);
const codes = await Promise.all(chosen.map((tool) => run(tool, TOOLS[tool])));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
