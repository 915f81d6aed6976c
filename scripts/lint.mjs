// The linter and the formatting check side by side: each is single-threaded, so on two cores
// running them together takes about as long as the slower one. Fails when either fails.
import { spawn } from 'node:child_process';

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(bin(command), args, { stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
  });

const codes = await Promise.all([run('eslint', ['--config', 'scripts/eslint.config.mjs', '.']), run('prettier', ['--check', '.'])]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
