// `npm test`: the checks (types, spec lint, lint and formatting, codegen drift) and the browser
// suite's build side by side, then jest with the arguments npm passed on. Each check is mostly
// single-threaded: on two cores, side by side they take about as long as the slowest one. A check
// that fails prints its output; jest does not run then.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const jestArgs = process.argv.slice(2);

// The browser suite runs against the production build (src/e2e/globalSetup.ts builds what is
// stale): built here beside the checks, unless the run selects projects without e2e.
const selected = jestArgs.flatMap((arg, i) => (jestArgs[i - 1] === '--selectProjects' ? [arg] : []));
const withBrowserSuite = !jestArgs.includes('--selectProjects') || selected.includes('e2e');

// The build's compile of the server type-checks it on the way and writes nothing on an error: with
// the browser suite, the server is either compiled now (checked) or was compiled from these very
// sources (the build is fresh), and checking it a second time would cost a core for half a minute.
const buildChecksServer = withBrowserSuite;

const steps = [
  ['typecheck (web)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ...(buildChecksServer ? [] : [['typecheck (server)', bin('tsc'), ['--noEmit', '-p', 'src/server/tsconfig.json']]]),
  ['spec lint', bin('redocly'), ['lint', 'openapi/spec.yaml', '--config', 'openapi/redocly.yaml']],
  ['lint and formatting', process.execPath, ['scripts/lint.mjs']],
  ['codegen drift', process.execPath, ['scripts/check-codegen.mjs']],
  // In demo mode, as `npm start` builds: the prerendered pages carry the demo content.
  ...(withBrowserSuite ? [['build for the browser suite', process.execPath, ['scripts/build-if-stale.mjs'], { DEMO: '1' }]] : []),
];

function run([label, command, args, env = {}]) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      process.stdout.write(`\n[test] ${label}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s\n`);
      if (code !== 0) process.stdout.write(Buffer.concat(output));
      resolve({ label, code, seconds });
    });
  });
}

const checksStarted = performance.now();
const results = await Promise.all(steps.map(run));
console.log(`[test] checks and build: ${Math.round((performance.now() - checksStarted) / 1000)} s`);
const failed = results.filter((result) => result.code !== 0);
if (failed.length > 0) {
  console.error(`[test] failed: ${failed.map((result) => result.label).join(', ')}; jest not run`);
  process.exit(1);
}

const jestStarted = performance.now();
const jest = spawn(bin('jest'), jestArgs, { cwd: root, stdio: 'inherit' });
jest.on('close', (code) => {
  console.log(`[test] jest: ${Math.round((performance.now() - jestStarted) / 1000)} s`);
  process.exit(code ?? 1);
});
