import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { isOperationId, type OperationId } from './generated/operations.gen';
import { isWebUrl } from './webUrl';

/*
 * The contract at run time, read once from openapi/spec.yaml, for the server and for every test
 * that checks answers against it. Node only: the web app gets the contract through the generated
 * modules, never through this file. The file is found by walking up from here, so it works from
 * src/contract (ts-jest) and from dist-server/src/contract (compiled).
 */

/** Alternatives (OR) of schemes required together (AND). Empty: public. `[{}, {adminAuth: []}]`: anonymous or admin. */
export type SecurityRequirements = Record<string, string[]>[];

type MediaTypes = Record<string, { schema?: object }>;
type ResponseObject = { $ref?: string; content?: MediaTypes };
export type OperationObject = {
  operationId?: string;
  security?: SecurityRequirements;
  parameters?: object[];
  requestBody?: { required?: boolean; content?: MediaTypes };
  responses?: Record<string, ResponseObject>;
};
type Method = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options';
type PathItem = Partial<Record<Method, OperationObject>> & { parameters?: object[] };

/** The parts of the OpenAPI document read here; the rest passes through as it is. */
export type OpenApiDocument = {
  paths: Record<string, PathItem>;
  components: Record<string, Record<string, object>>;
  security?: SecurityRequirements;
  [key: string]: unknown;
};

export interface OperationInfo {
  operationId: OperationId;
  method: string;
  /** OpenAPI path, e.g. /api/api/v1/admin/services/{id}. */
  path: string;
  security: SecurityRequirements;
  /** Media types of the request body; empty when the operation takes no body. */
  bodyTypes: string[];
  bodyRequired: boolean;
  /** The operation object as the spec writes it ($refs unresolved). */
  definition: OperationObject;
}

export interface Spec {
  /** The project root (where package.json and openapi/ are). */
  root: string;
  file: string;
  text: string;
  document: OpenApiDocument;
  /** In the spec's order (paths, then methods). */
  operations: Map<OperationId, OperationInfo>;
}

function findRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(path.join(dir, 'openapi', 'spec.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`openapi/spec.yaml not found above ${start}`);
    dir = parent;
  }
}

const METHODS: Method[] = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function indexOperations(document: OpenApiDocument): Map<OperationId, OperationInfo> {
  const operations = new Map<OperationId, OperationInfo>();
  for (const [p, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      // The generated contract module names every operation; one it does not know is codegen drift.
      if (!isOperationId(op.operationId)) throw new Error(`${op.operationId} is not in src/contract/generated: run \`npm run codegen\``);
      operations.set(op.operationId, {
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: p,
        security: op.security ?? document.security ?? [],
        bodyTypes: Object.keys(op.requestBody?.content ?? {}),
        bodyRequired: Boolean(op.requestBody?.required),
        definition: op,
      });
    }
  }
  return operations;
}

let cached: Spec | undefined;
let parseDocument = (text: string) => parse(text) as OpenApiDocument;

/**
 * How the spec's text becomes its document. Parsing the YAML takes half a second, and jest loads
 * every test file's modules afresh: the test setups parse it through a cache the files share.
 */
export function setSpecParser(parser: (text: string) => OpenApiDocument): void {
  parseDocument = parser;
  cached = undefined;
}

export function loadSpec(): Spec {
  if (cached) return cached;
  const root = findRoot(__dirname);
  const file = path.join(root, 'openapi', 'spec.yaml');
  const text = readFileSync(file, 'utf8');
  const document = parseDocument(text);
  cached = { root, file, text, document, operations: indexOperations(document) };
  return cached;
}

/** The project root (where package.json and openapi/ are). */
export const projectRoot = () => loadSpec().root;

/**
 * An Ajv that knows the spec's formats: ajv-formats', `web-url` and `binary` (uploaded files,
 * checked by hand). `example` is an OpenAPI annotation unknown to Ajv's strict mode. Every
 * broken field is reported at once (the spec's strings all carry maxLength, which bounds the cost).
 */
export function createAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, formats: { binary: true, 'web-url': isWebUrl }, keywords: ['example'], ...options });
  addFormats(ajv);
  return ajv;
}

// ---------------------------------------------------------------------------------------------
// Responses

let responseAjv: Ajv | undefined;
/** The document is added once as the schema `spec`, so its $refs resolve where they stand. */
function specAjv(): Ajv {
  if (!responseAjv) {
    responseAjv = createAjv({ strict: false });
    responseAjv.addSchema(loadSpec().document, 'spec');
  }
  return responseAjv;
}

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
/** Per operation and status: its body's validator, null when the response has no JSON body, absent until first used. */
const responseValidators = new Map<string, ValidateFunction | null>();

function compileRef(ref: string): ValidateFunction {
  return specAjv().compile({ $ref: ref });
}

/** The validator of a declared response's JSON body (null without one), or 'undeclared'. */
function responseValidator(operationId: OperationId, status: number): ValidateFunction | null | 'undeclared' {
  const key = `${operationId} ${status}`;
  const known = responseValidators.get(key);
  if (known !== undefined) return known;
  const { document, operations } = loadSpec();
  const op = operations.get(operationId);
  if (!op) throw new Error(`No operation ${operationId} in openapi/spec.yaml`);
  let response = op.definition.responses?.[String(status)];
  if (!response) return 'undeclared';
  let ref = `spec#/${pointer('paths', op.path, op.method.toLowerCase(), 'responses', String(status))}`;
  if (response.$ref) {
    ref = `spec${response.$ref}`;
    const [, group, name] = response.$ref.replace(/^#\//, '').split('/');
    response = document.components[group][name] as ResponseObject;
  }
  const validate = response.content?.['application/json'] ? compileRef(`${ref}/content/application~1json/schema`) : null;
  responseValidators.set(key, validate);
  return validate;
}

/** The validator of one of the spec's component schemas (its $refs resolved), for a value that comes as text inside a request. */
export function componentValidator(name: string): ValidateFunction {
  return compileRef(`spec#/components/schemas/${name}`);
}

let errorValidator: ValidateFunction | undefined;

export interface ResponseCheckOptions {
  /** Accept a status the operation does not declare (413/415 from the transport layer, 503) if the body is the Error shape. */
  allowUndeclared?: boolean;
}

/**
 * Why an answer breaks the spec (a status the operation does not declare, or a JSON body not in
 * the declared schema), or undefined when it keeps it.
 */
export function validateResponse(operationId: OperationId, status: number, body: unknown, options: ResponseCheckOptions = {}): string | undefined {
  const validate = responseValidator(operationId, status);
  if (validate === 'undeclared') {
    if (!options.allowUndeclared) return `${operationId} does not declare a ${status} response in openapi/spec.yaml`;
    errorValidator ??= compileRef('spec#/components/schemas/Error');
    return errorValidator(body)
      ? undefined
      : `${operationId} ${status} (undeclared) body is not the Error shape: ${specAjv().errorsText(errorValidator.errors)}`;
  }
  if (!validate || validate(body)) return undefined;
  return `${operationId} ${status} body does not match the spec:\n${specAjv().errorsText(validate.errors, { separator: '\n' })}`;
}

// ---------------------------------------------------------------------------------------------
// Routing

export interface MatchedOperation {
  operationId: OperationId;
  pathParams: Record<string, string>;
}

let routes: { method: string; pattern: RegExp; names: string[]; operationId: OperationId }[] | undefined;

/** The operation that a method and path reach, as the server's router would decide. */
export function findOperation(method: string, pathname: string): MatchedOperation | undefined {
  routes ??= [...loadSpec().operations.values()].map((op) => {
    const names: string[] = [];
    const pattern = new RegExp(`^${op.path.replace(/\{(\w+)\}/g, (_m, name: string) => (names.push(name), '([^/]+)'))}$`);
    return { method: op.method, pattern, names, operationId: op.operationId };
  });
  for (const route of routes) {
    const match = route.method === method.toUpperCase() ? route.pattern.exec(pathname) : null;
    if (match) return { operationId: route.operationId, pathParams: Object.fromEntries(route.names.map((n, i) => [n, match[i + 1]])) };
  }
  return undefined;
}
