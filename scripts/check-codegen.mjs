// Fails when src/api/generated/api.gen.ts differs from what openapi/spec.yaml generates now,
// so the committed client can never drift from the contract. Run `npm run codegen` to fix.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('esbuild-runner/register');
const { generateEndpoints } = require('@rtk-query/codegen-openapi');
const configFile = path.resolve('openapi/codegen.config.ts');
const config = require(configFile).default;
const dir = path.dirname(configFile);

const apiFile = path.resolve(dir, config.apiFile);
const outputFile = path.resolve(dir, config.outputFile);
// Without an output file the generator returns the code but imports the base by absolute path.
const importOf = (p) => p.replace(/\.ts$/, '');
let relativeImport = importOf(path.relative(path.dirname(outputFile), apiFile));
if (!relativeImport.startsWith('.')) relativeImport = `./${relativeImport}`;
const fresh = (
  await generateEndpoints({ ...config, schemaFile: path.resolve(dir, config.schemaFile), apiFile, outputFile: undefined })
).replace(`"${importOf(apiFile)}"`, `"${relativeImport}"`);
const committed = await readFile(outputFile, 'utf8').catch(() => '');
if (fresh.trim() !== committed.trim()) {
  console.error(`codegen drift: ${path.relative(process.cwd(), outputFile)} is not what openapi/spec.yaml generates. Run \`npm run codegen\` and commit.`);
  process.exit(1);
}
console.log('codegen: generated client matches openapi/spec.yaml');
