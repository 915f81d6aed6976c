// Fails when the generated client (src/api/generated) or contract module (src/contract/generated)
// differs from what openapi/spec.yaml generates now, so neither can drift from the contract.
// Run `npm run codegen` to fix.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { OUT_DIR, generateContract } from './contract.mjs';

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
const fresh = (await generateEndpoints({ ...config, schemaFile: path.resolve(dir, config.schemaFile), apiFile, outputFile: undefined })).replace(
  `"${importOf(apiFile)}"`,
  `"${relativeImport}"`,
);
const expected = { [outputFile]: fresh };
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
