import type { Kysely, Transaction } from 'kysely';
import type { components } from '../../contract/generated/openapi.gen';
import type { Database } from '../db/schema';

/** What domain functions run their queries on: the database, or a transaction they take part in. */
export type Executor = Kysely<Database> | Transaction<Database>;

/*
 * Errors a domain rule throws. They name what went wrong with a message key of the resource (its
 * messages.ts) and say nothing about HTTP: the handler layer maps them to a status and words them
 * in the caller's language (src/server/http/domainErrors.ts).
 */
export abstract class DomainError<K extends string = string> extends Error {
  constructor(readonly key?: K) {
    // An answer, not a fault (sold out, not found): nobody reads its stack, and recording one cost
    // more than the rest of such an answer on a busy date.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(key ?? 'domain error');
    Error.stackTraceLimit = limit;
    this.name = new.target.name;
  }
}

/** The thing asked for does not exist (or is not visible to this caller). */
export class NotFoundError<K extends string = string> extends DomainError<K> {}

/** The caller may not do this; `key` words why. */
export class ForbiddenError<K extends string = string> extends DomainError<K> {}

/** The caller is not who they claim (a wrong password, an expired code). */
export class UnauthenticatedError<K extends string = string> extends DomainError<K> {}

/** A reason a client can act on, sent with a 409 as the error's `code` (sold out, stale version…). */
export type ConflictCode = NonNullable<components['schemas']['Error']['code']>;

/** The request conflicts with the record's state (it changed since the caller read it, no seat is left…). */
export class ConflictError<K extends string = string> extends DomainError<K> {
  constructor(
    key?: K,
    readonly code?: ConflictCode,
    /** The limit the request would break, where the code names one: in the message as `{limit}`, and in the answer. */
    readonly limit?: number,
    /** The day (YYYY-MM-DD) the rule names, where the code names one: in the message as `{date}`, written out, and in the answer. */
    readonly date?: string,
  ) {
    super(key);
  }
}

/** Fields break rules of the domain: field → message key (with its values, if the message has any). */
export class InvalidError<K extends string = string> extends DomainError<K> {
  constructor(readonly fields: Partial<Record<string, K | { key: K; values: Record<string, string | number> }>>) {
    super();
  }
}

/** Too many attempts in a while; `retryAfterSeconds`, when known, says when one is let through again. */
export class TooManyAttemptsError<K extends string = string> extends DomainError<K> {
  constructor(
    key: K,
    readonly values?: Record<string, string | number>,
    readonly retryAfterSeconds?: number,
  ) {
    super(key);
  }
}
