import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

interface Operation {
  operationId: string;
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: object }> }>;
}
type Spec = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content?: Record<string, { schema?: object }> }> };
};

const spec = parse(readFileSync(path.join(__dirname, '../../openapi/spec.yaml'), 'utf8')) as Spec;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema({ ...spec, $id: 'spec' });

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export interface MatchedOperation {
  operationId: string;
  pathParams: Record<string, string>;
}

/** The operation of the spec that a method and path reach, as the server's router would decide. */
export function findOperation(method: string, pathname: string): MatchedOperation | undefined {
  for (const [template, item] of Object.entries(spec.paths)) {
    const names: string[] = [];
    const pattern = new RegExp(`^${template.replace(/\{(\w+)\}/g, (_m, name: string) => (names.push(name), '([^/]+)'))}$`);
    const match = pattern.exec(pathname);
    const operation = match && METHODS.includes(method.toLowerCase()) ? item[method.toLowerCase()] : undefined;
    if (match && operation) {
      return { operationId: operation.operationId, pathParams: Object.fromEntries(names.map((n, i) => [n, match[i + 1]])) };
    }
  }
  return undefined;
}

function operationById(operationId: string): Operation {
  for (const item of Object.values(spec.paths)) {
    for (const op of Object.values(item)) if (op.operationId === operationId) return op;
  }
  throw new Error(`No operation ${operationId} in openapi/spec.yaml`);
}

const validators: Record<string, ValidateFunction> = {};

/** Throws when a status is not declared for the operation or the body does not match its schema. */
export function assertMatchesSpec(operationId: string, status: number, body: unknown): void {
  let response = operationById(operationId).responses[String(status)];
  if (!response) throw new Error(`${operationId} does not declare a ${status} response in openapi/spec.yaml`);
  if (response.$ref) response = spec.components.responses[response.$ref.split('/').pop()!];
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return;
  const key = `${operationId} ${status}`;
  const validate = (validators[key] ??= ajv.compile(rewriteRefs(schema)));
  if (!validate(body)) {
    throw new Error(`${operationId} ${status} body breaks the spec: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`);
  }
}

function rewriteRefs(schema: unknown): object {
  return JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"spec#/components/'));
}
