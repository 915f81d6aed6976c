import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { operations, type OperationId } from '../../contract/generated/operations.gen';
import type { Handlers } from '../http/types';

/**
 * Merges handler tables into one by operationId. The result must cover the contract exactly: an
 * operation without a handler, or with two, throws, so the server does not start (nor any server
 * test) until the contract and the handlers agree.
 */
export function mergeHandlerTables(tables: readonly object[]): Handlers {
  const merged = new Map<string, unknown>();
  const twice: string[] = [];
  for (const table of tables) {
    for (const [operationId, handler] of Object.entries(table)) {
      if (merged.has(operationId)) twice.push(operationId);
      merged.set(operationId, handler);
    }
  }
  const missing = (Object.keys(operations) as OperationId[]).filter((id) => typeof merged.get(id) !== 'function');
  const unknown = [...merged.keys()].filter((id) => !Object.hasOwn(operations, id));
  const problems = [
    ...(missing.length ? [`no handler for ${missing.join(', ')}`] : []),
    ...(twice.length ? [`two handlers for ${twice.join(', ')}`] : []),
    ...(unknown.length ? [`handlers for operations the contract does not have: ${unknown.join(', ')}`] : []),
  ];
  if (problems.length) throw new Error(`The handlers do not match openapi/spec.yaml: ${problems.join('; ')}`);
  return Object.fromEntries(merged) as Handlers;
}

/**
 * The handler tables of every resource: each folder here is one, and its handlers.ts exports its
 * tables as `…Handlers` (typed `TagHandlers<Tag>`, which the compiler checks against the contract).
 * They are found when the server starts: a new resource is a new folder, listed nowhere.
 */
function resourceHandlerTables(): object[] {
  return readdirSync(__dirname, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ['handlers.ts', 'handlers.js'].map((file) => path.join(__dirname, entry.name, file)).find((file) => existsSync(file)))
    .flatMap((file) => {
      if (!file) return [];
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the folders' modules, found at run time
      const exports = require(file) as Record<string, unknown>;
      return Object.entries(exports).flatMap(([name, value]) => (name.endsWith('Handlers') && typeof value === 'object' && value ? [value] : []));
    });
}

/** Every operation's glue service handler, by operationId. */
export const handlers: Handlers = mergeHandlerTables(resourceHandlerTables());
