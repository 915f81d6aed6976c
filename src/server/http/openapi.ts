import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/*
 * The contract, read once from openapi/spec.yaml. Found by walking up from this file so it
 * works from src/server (ts-jest) and from dist-server/src/server (compiled).
 */

export type SecurityRequirements = Record<string, string[]>[];

export interface OperationInfo {
  operationId: string;
  method: string;
  /** OpenAPI path, e.g. /api/api/v1/admin/services/{id}. */
  path: string;
  /** Empty: public. `[{}, {adminAuth: []}]`: anonymous or admin. */
  security: SecurityRequirements;
  /** Media types of the request body; empty when the operation takes no body. */
  bodyTypes: string[];
  bodyRequired: boolean;
}

export interface Spec {
  root: string;
  file: string;
  text: string;
  // The parsed document is an open JSON structure; consumers read only what they need.
  document: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  operations: Map<string, OperationInfo>;
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

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function indexOperations(document: Spec['document']): Map<string, OperationInfo> {
  const operations = new Map<string, OperationInfo>();
  for (const [p, item] of Object.entries<Record<string, any>>(document.paths ?? {})) { // eslint-disable-line @typescript-eslint/no-explicit-any
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      operations.set(op.operationId, {
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: p,
        security: op.security ?? document.security ?? [],
        bodyTypes: Object.keys(op.requestBody?.content ?? {}),
        bodyRequired: Boolean(op.requestBody?.required),
      });
    }
  }
  return operations;
}

let cached: Spec | undefined;

export function loadSpec(): Spec {
  if (cached) return cached;
  const root = findRoot(__dirname);
  const file = path.join(root, 'openapi', 'spec.yaml');
  const text = readFileSync(file, 'utf8');
  const document = parse(text);
  cached = { root, file, text, document, operations: indexOperations(document) };
  return cached;
}

/** The project root (where package.json and openapi/ are). */
export const projectRoot = () => loadSpec().root;
