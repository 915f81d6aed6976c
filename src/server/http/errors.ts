import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HashingBusyError } from '../auth/hashQueue';
import type { ConflictCode } from '../domain/errors';
import { fieldLabel } from './fieldLabels';
import { t } from './i18n';

/** Field name → messages, as in Laravel's validation responses. */
export type FieldErrors = Record<string, string[]>;

/** The one error body of the API: `{success: false, message, errors?, code?, limit?, date?}`. */
export interface ErrorBody {
  success: false;
  message: string;
  errors?: FieldErrors;
  code?: ConflictCode;
  /** The limit a refused request would break, where its code names one (for the client's wording). */
  limit?: number;
  /** The day a refusal's rule names (YYYY-MM-DD), where its code names one (for the client's wording). */
  date?: string;
}

/** What an HTTP error carries beyond its status and message. */
export interface HttpErrorDetails {
  errors?: FieldErrors;
  code?: ConflictCode;
  limit?: number;
  date?: string;
  /** Sent as Retry-After (a 429 that knows when a try is let through again). */
  retryAfterSeconds?: number;
}

/** Thrown by hooks and handlers (domain errors become one in `inDomain`); the error handler turns it into the error shape. */
export class HttpError extends Error {
  readonly errors?: FieldErrors;
  readonly code?: ConflictCode;
  readonly limit?: number;
  readonly date?: string;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    message: string,
    details: HttpErrorDetails = {},
  ) {
    // A 4xx is an answer to the caller, not a fault of the server: no stack trace is recorded.
    const limit = Error.stackTraceLimit;
    if (statusCode < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.name = 'HttpError';
    Object.assign(this, details);
  }
}

export const unauthorized = (req: FastifyRequest, message = t(req, 'error.unauthenticated')) => new HttpError(401, message);
export const forbidden = (req: FastifyRequest, message = t(req, 'error.forbidden')) => new HttpError(403, message);
export const notFound = (req: FastifyRequest, message = t(req, 'error.notFound')) => new HttpError(404, message);
/** 422 with per-field messages (a domain's InvalidError; schema errors are mapped in `errorHandler`). */
export const invalid = (req: FastifyRequest, errors: FieldErrors) => new HttpError(422, t(req, 'error.validation'), { errors });

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** `/content/price` → `content.price`; a missing property is named by `params.missingProperty`. */
function fieldOf(error: AjvError, context: string | undefined): string {
  const parts = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') parts.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') parts.push(String(error.params.additionalProperty));
  return parts.join('.') || context || 'body';
}

function messageOf(req: FastifyRequest, error: AjvError, field: string): string {
  const p = error.params;
  const required = () => t(req, 'validation.required', { field: fieldLabel(req, field) });
  switch (error.keyword) {
    case 'required':
      return required();
    case 'type': {
      // Numbers and flags get a sentence people read ("Must be a whole number."), not a JSON type name.
      const type = String(p.type).split(',')[0];
      if (type === 'integer' || type === 'number' || type === 'boolean') return t(req, `validation.type.${type}`);
      return t(req, 'validation.type', { type });
    }
    case 'format':
      if (p.format === 'email') return t(req, 'validation.email');
      if (p.format === 'web-url') return t(req, 'validation.url');
      return t(req, 'validation.format', { format: String(p.format) });
    case 'minLength':
      // An empty required string reads better as "required".
      return p.limit === 1 ? required() : t(req, 'validation.minLength', { limit: Number(p.limit) });
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'minItems':
    case 'maxItems':
      return t(req, `validation.${error.keyword}`, { limit: Number(p.limit) });
    case 'enum':
      return t(req, 'validation.enum', { values: ((p.allowedValues as unknown[]) ?? []).join(', ') });
    case 'pattern':
      return t(req, 'validation.pattern');
    case 'additionalProperties':
      return t(req, 'validation.notAllowed');
    default:
      return t(req, 'validation.invalid');
  }
}

/** Ajv errors of a failed schema validation → `{field: [messages]}` (one message per keyword). */
function fieldErrorsFromAjv(req: FastifyRequest, errors: AjvError[], context?: string): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    // `nullable` and `anyOf`/`oneOf` wrappers repeat the real cause; skip the wrappers.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const field = fieldOf(error, context);
    const message = messageOf(req, error, field);
    const list = (out[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}

const TOO_LARGE = new Set(['FST_ERR_CTP_BODY_TOO_LARGE', 'FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);
const MALFORMED = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

/** PostgreSQL (or SQLite) that cannot answer now: the client should retry, not report a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', 'SQLITE_BUSY', 'SQLITE_LOCKED'].includes(code) ||
    code.startsWith('08') || // connection exceptions
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' || // admin shutdown, crash shutdown, cannot connect now
    code === '53300' || // too many connections
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED|driver has already been destroyed/i.test(
      message,
    )
  );
}

/**
 * The disk refused a write: full, over quota, read-only, or failing (the file system's codes,
 * SQLite's, and PostgreSQL's disk_full). Nothing the client sent is wrong: 503, and the real
 * cause goes to the log.
 */
export function isStorageUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return ['ENOSPC', 'EROFS', 'EDQUOT', 'SQLITE_FULL', '53100'].includes(code) || code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_IOERR');
}

/** busboy's parse failures carry no code, only these messages. */
function isBrokenMultipart(error: Error): boolean {
  return /^(Multipart: Boundary not found|Unexpected end of (form|multipart data)|Malformed part header|Malformed urlencoded form|Part terminated early)/.test(
    error.message ?? '',
  );
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  { errors, code, limit, date }: Pick<HttpErrorDetails, 'errors' | 'code' | 'limit' | 'date'> = {},
): FastifyReply {
  const body: ErrorBody = {
    success: false,
    message,
    ...(errors ? { errors } : {}),
    ...(code ? { code } : {}),
    ...(limit === undefined ? {} : { limit }),
    ...(date === undefined ? {} : { date }),
  };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** The app's error handler: every failure leaves in the error shape, never as a stack trace. */
export function errorHandler(this: unknown, error: FastifyError & { errors?: unknown }, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) req.log.error({ err: error }, error.message);
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return sendError(reply, error.statusCode, error.message, error);
  }
  if (error instanceof HashingBusyError) {
    // Declared (503 with Retry-After) by every operation that hashes a password.
    reply.header('retry-after', String(error.retryAfterSeconds));
    return sendError(reply, 503, t(req, 'error.hashingBusy', { seconds: error.retryAfterSeconds }));
  }
  if (error.validation) {
    return sendError(reply, 422, t(req, 'error.validation'), { errors: fieldErrorsFromAjv(req, error.validation as AjvError[], error.validationContext) });
  }
  const code = error.code ?? '';
  if (TOO_LARGE.has(code) || error.statusCode === 413) {
    return code === 'FST_REQ_FILE_TOO_LARGE'
      ? sendError(reply, 413, t(req, 'error.fileTooLarge', { max: Math.round(MULTIPART_FILE_LIMIT / 1024 / 1024) }))
      : sendError(reply, 413, t(req, 'error.tooLarge'));
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
    return sendError(reply, 415, t(req, 'error.unsupportedMediaType', { type: String(req.headers['content-type'] ?? 'none') }));
  }
  if (MALFORMED.has(code) || error instanceof SyntaxError || isBrokenMultipart(error) || (error.statusCode === 400 && !isDatabaseUnavailable(error))) {
    return sendError(reply, 400, t(req, 'error.malformed'));
  }
  if (error.statusCode === 429) {
    return sendError(reply, 429, error.message || t(req, 'error.tooManyRequests', { seconds: 60 }));
  }
  if (isStorageUnavailable(error)) {
    req.log.error({ err: error }, `storage refused a write (${String((error as { code?: unknown }).code)})`);
    return sendError(reply, 503, t(req, 'error.storageUnavailable'));
  }
  if (isDatabaseUnavailable(error)) {
    req.log.error({ err: error }, 'database unavailable');
    return sendError(reply, 503, t(req, 'error.unavailable'));
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return sendError(reply, error.statusCode, error.message);
  }
  req.log.error({ err: error }, 'unexpected error');
  return sendError(reply, 500, t(req, 'error.server'));
}

/** The largest file a multipart request may carry (per file); larger files answer 413. */
export const MULTIPART_FILE_LIMIT = 8 * 1024 * 1024;
