import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { invalid, type FieldErrors } from './errors';
import { t } from './i18n';
import { MAX_JSON_DEPTH, jsonDeeperThan } from './validation';

/*
 * Values no schema refuses but no field may hold, checked after validation (once query, path and
 * multipart fields carry their types) and before any handler runs; each is a field error (422),
 * on both databases alike:
 * - NUL: valid JSON and multipart, but PostgreSQL text cannot hold it, and no person types it;
 * - a lone UTF-16 surrogate (`"\ud800"` is valid JSON): not text, it would be stored as invalid UTF-8;
 * - the bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069):
 *   invisible, they reorder the text around them wherever the value is shown (an admin list, a
 *   mail). The marks U+200E, U+200F and U+061C stay allowed: Arabic text legitimately carries
 *   them, and having no extent they cannot reach beyond their own field;
 * - a number that is not finite: coercion turns "Infinity", "-Infinity" or "1e400" into numbers
 *   that ajv's range keywords skip, and JSON's 1e400 parses as Infinity.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

function problemOf(value: unknown) {
  if (typeof value === 'string') {
    if (value.includes('\u0000') || LONE_SURROGATE.test(value)) return 'validation.forbiddenCharacter' as const;
    if (BIDI_CONTROL.test(value)) return 'validation.bidiControl' as const;
  } else if (typeof value === 'number' && !Number.isFinite(value)) {
    return 'validation.finite' as const;
  }
  return undefined;
}

const dotted = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);

// Recursive, but JSON bodies are depth-limited when parsed (validation.ts) and the other parts are flat.
// A field's dotted name is only written for a problem: every request of the API passes here.
function collect(value: unknown, parent: string, key: string, out: FieldErrors, req: FastifyRequest): void {
  if (value && typeof value === 'object') {
    const field = dotted(parent, key);
    if (Array.isArray(value)) value.forEach((item, index) => collect(item, field, String(index), out, req));
    else for (const [name, item] of Object.entries(value)) collect(item, field, name, out, req);
  } else {
    const problem = problemOf(value);
    if (problem) out[dotted(parent, key) || 'body'] = [t(req, problem)];
  }
}

/**
 * The same checks inside a multipart field that carries JSON text, whose escapes ("\u0000",
 * "\u202e") hide the characters from `guardInput`. Text that is not JSON, or nests deeper than
 * any body may, is left to the field's own rule.
 */
export function guardJsonField(req: FastifyRequest, field: string, text: string | undefined): void {
  if (text === undefined || jsonDeeperThan(text, MAX_JSON_DEPTH)) return;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return;
  }
  const errors: FieldErrors = {};
  collect(value, '', field, errors, req);
  if (Object.keys(errors).length > 0) throw invalid(req, errors);
}

export const guardInput: preHandlerAsyncHookHandler = async function guardInput(req) {
  const errors: FieldErrors = {};
  collect(req.params, '', '', errors, req);
  collect(req.query, '', '', errors, req);
  collect(req.body, '', '', errors, req);
  if (Object.keys(errors).length > 0) throw invalid(req, errors);
};
