// Generates the contract module both sides import, from openapi/spec.yaml: the operation and
// schema types (openapi-typescript) and, as data, each operation's method, path, security and
// tags. `npm run codegen` writes it; `npm run codegen:check` compares it with the committed files.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import openapiTS, { astToString } from 'openapi-typescript';

export const SPEC_FILE = path.resolve('openapi/spec.yaml');
export const OUT_DIR = path.resolve('src/contract/generated');

const require = createRequire(import.meta.url);
require('esbuild-runner/register');
const { isOfficeOperation, isSignedInOperation } = require('../openapi/clientSplit.ts');

const HEADER = '// Generated from openapi/spec.yaml by `npm run codegen`. Do not edit.\n';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function operationsModule(document) {
  const schemes = Object.keys(document.components?.securitySchemes ?? {});
  const lines = [];
  const secured = [];
  const signedInSecured = [];
  const officeSecured = [];
  for (const [p, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      const requirements = op.security ?? document.security ?? [];
      // `[]` or a `{}` requirement lets an anonymous caller through; named schemes send a token.
      const anonymous = requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0);
      const security = [...new Set(requirements.flatMap((r) => Object.keys(r)))];
      const entry = { method: method.toUpperCase(), path: p, security, anonymous, tags: op.tags ?? [] };
      lines.push(`  ${op.operationId}: ${JSON.stringify(entry)},`);
      if (security.length) {
        const part = isOfficeOperation(op.tags ?? [], requirements)
          ? officeSecured
          : isSignedInOperation(op.operationId, op.tags ?? [], requirements)
            ? signedInSecured
            : secured;
        part.push(`  ${op.operationId}: ${JSON.stringify({ security, anonymous })},`);
      }
    }
  }
  const tags = (document.tags ?? []).map((t) => t.name);
  const operationsFile = [
    HEADER,
    `export const securitySchemes = ${JSON.stringify(schemes)} as const;`,
    'export type SecurityScheme = (typeof securitySchemes)[number];',
    '',
    `export const tags = ${JSON.stringify(tags)} as const;`,
    'export type Tag = (typeof tags)[number];',
    '',
    'export interface OperationMeta {',
    "  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';",
    '  /** OpenAPI path, e.g. /api/api/v1/admin/services/{id}. */',
    '  path: string;',
    '  /** The schemes whose token the operation accepts. */',
    '  security: readonly SecurityScheme[];',
    '  /** Whether a caller without a token is accepted. */',
    '  anonymous: boolean;',
    '  tags: readonly Tag[];',
    '}',
    '',
    'export const operations = {',
    ...lines,
    '} as const satisfies Record<string, OperationMeta>;',
    '',
    'export type OperationId = keyof typeof operations;',
    '',
    'export const isOperationId = (id: string): id is OperationId => Object.hasOwn(operations, id);',
    '',
    '/**',
    ' * The operations that take a token: their schemes, and whether a caller without one is accepted',
    ' * too. All the web app needs: it imports this, not `operations`, whose paths would weigh on its bundle.',
    " * The signed-in screens' operations are in signedInSecurity.gen.ts, loaded with those screens, and",
    " * the office's own in officeSecurity.gen.ts, loaded with the admin area.",
    ' */',
    "export const operationSecurity: { readonly [K in OperationId]?: Pick<OperationMeta, 'security' | 'anonymous'> } = {",
    ...secured,
    '};',
    '',
    '/** The operations filed under tag T. */',
    'export type TaggedOperation<T extends Tag> = {',
    "  [K in OperationId]: T extends (typeof operations)[K]['tags'][number] ? K : never;",
    '}[OperationId];',
    '',
  ].join('\n');
  const signedInFile = [
    HEADER,
    "import type { OperationId, OperationMeta } from './operations.gen';",
    '',
    "/** The signed-in screens' operations that take a token (see operationSecurity in operations.gen.ts). */",
    "export const signedInOperationSecurity: { readonly [K in OperationId]?: Pick<OperationMeta, 'security' | 'anonymous'> } = {",
    ...signedInSecured,
    '};',
    '',
  ].join('\n');
  const officeFile = [
    HEADER,
    "import type { OperationId, OperationMeta } from './operations.gen';",
    '',
    "/** The office's own operations (an admin token only; see operationSecurity in operations.gen.ts). */",
    "export const officeOperationSecurity: { readonly [K in OperationId]?: Pick<OperationMeta, 'security' | 'anonymous'> } = {",
    ...officeSecured,
    '};',
    '',
  ].join('\n');
  return { operationsFile, signedInFile, officeFile };
}

/** File name → content of the contract module. */
export async function generateContract() {
  const text = await readFile(SPEC_FILE, 'utf8');
  const document = parse(text);
  const ast = await openapiTS(document, { alphabetize: false, exportType: true });
  return {
    'openapi.gen.ts': HEADER + astToString(ast),
    'operations.gen.ts': operationsModule(document).operationsFile,
    'signedInSecurity.gen.ts': operationsModule(document).signedInFile,
    'officeSecurity.gen.ts': operationsModule(document).officeFile,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await mkdir(OUT_DIR, { recursive: true });
  for (const [name, content] of Object.entries(await generateContract())) {
    await writeFile(path.join(OUT_DIR, name), content);
  }
}
