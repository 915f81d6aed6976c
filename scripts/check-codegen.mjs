// Fails when the generated client (src/api/generated) or contract module (src/contract/generated)
// differs from what openapi/spec.yaml generates now, so neither can drift from the contract.
// Run `npm run codegen` to fix.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { OUT_DIR, generateContract } from './contract.mjs';

const require = createRequire(import.meta.url);
require('esbuild-runner/register');
const { generateEndpoints, parseConfig } = require('@rtk-query/codegen-openapi');
const configFile = path.resolve('openapi/codegen.config.ts');
const dir = path.dirname(configFile);

const expected = {};
// Generated next to the committed file under another name, exactly as the CLI writes it (from
// the config's folder, so the same relative import and Prettier options), then compared.
const root = process.cwd();
process.chdir(dir);
for (const options of parseConfig(require(configFile).default)) {
  const outputFile = path.resolve(options.outputFile);
  const scratch = path.join(path.dirname(outputFile), `.check-${path.basename(outputFile)}`);
  try {
    await generateEndpoints({ ...options, outputFile: scratch });
    expected[outputFile] = await readFile(scratch, 'utf8');
  } finally {
    await rm(scratch, { force: true });
  }
}
process.chdir(root);
for (const [name, content] of Object.entries(await generateContract())) expected[path.join(OUT_DIR, name)] = content;
let drift = false;
for (const [file, content] of Object.entries(expected)) {
  const committed = await readFile(file, 'utf8').catch(() => '');
  if (content.trim() === committed.trim()) continue;
  console.error(`codegen drift: ${path.relative(process.cwd(), file)} is not what openapi/spec.yaml generates. Run \`npm run codegen\` and commit.`);
  drift = true;
}
if (drift) process.exit(1);
console.log('codegen: generated client and contract module match openapi/spec.yaml');
