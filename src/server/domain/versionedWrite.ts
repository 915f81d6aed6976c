import type { NotWritten } from '../db/versions';
import { ConflictError, NotFoundError } from './errors';

/**
 * The row a versioned write returned (src/server/db/versions.ts). A row gone is NotFoundError; a
 * row changed since the editor read it is ConflictError('changedMeanwhile'), a key every resource
 * with versioned rows words in its messages.
 */
export function writtenRow<R extends object>(outcome: R | NotWritten): R {
  if (outcome === 'missing') throw new NotFoundError();
  if (outcome === 'stale') throw new ConflictError('changedMeanwhile', 'stale');
  return outcome;
}
