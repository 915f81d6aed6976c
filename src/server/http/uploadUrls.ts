import type { FastifyRequest, preHandlerAsyncHookHandler, preSerializationAsyncHookHandler } from 'fastify';
import { UPLOADS_PREFIX } from '../media/uploadRoutes';

/*
 * Uploaded files are stored and answered as paths (`/uploads/…`), which the web app and the
 * prerender resolve against the site they run on. A front end on another origin (CORS_ORIGINS:
 * the original site's client) resolves a path against its own API base instead, and shows none
 * of them: the answers to its requests carry them as absolute URLs on the configured SITE_URL
 * (never a request's Host). Such a URL sent back (a city's photos, saved again) is stored as its
 * path, so what is stored stays independent of the site's address.
 */

/** An upload's path as the API answers it: the prefix, then a key without white space. */
const UPLOAD_PATH = new RegExp(`^${UPLOADS_PREFIX}\\S+$`);

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * A copy of a JSON value with its strings passed through `map` (the value itself when none
 * changes: answers may be objects a read cache shares). JSON bodies are depth-limited when
 * parsed and answers are the contract's shapes, so the recursion is shallow.
 */
function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) {
    const items = value.map((item) => mapStrings(item, map));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)] as const);
    return entries.some(([key, item]) => item !== value[key]) ? Object.fromEntries(entries) : value;
  }
  return value;
}

export interface UploadUrls {
  /** Whether this request's answer carries absolute upload URLs (it comes from an origin of CORS_ORIGINS). */
  absoluteFor(req: FastifyRequest): boolean;
  /** Turns the upload paths of an answer to such a request into absolute URLs. */
  answer: preSerializationAsyncHookHandler;
  /** Turns the absolute upload URLs of a request's body into paths. */
  request: preHandlerAsyncHookHandler;
}

/** The upload URLs of the API for front ends on other origins; undefined when CORS_ORIGINS names none. */
export function uploadUrls(config: { corsOrigins: string[]; siteOrigin: string }): UploadUrls | undefined {
  if (config.corsOrigins.length === 0) return undefined;
  const origins = new Set(config.corsOrigins);
  const absolutePrefix = `${config.siteOrigin}${UPLOADS_PREFIX}`;
  const absoluteFor = (req: FastifyRequest) => {
    const origin = req.headers.origin;
    return typeof origin === 'string' && origins.has(origin);
  };
  const toAbsolute = (text: string) => (UPLOAD_PATH.test(text) ? `${config.siteOrigin}${text}` : text);
  const toPath = (text: string) =>
    text.startsWith(absolutePrefix) && UPLOAD_PATH.test(text.slice(config.siteOrigin.length)) ? text.slice(config.siteOrigin.length) : text;
  return {
    absoluteFor,
    async answer(req, _reply, payload) {
      return absoluteFor(req) ? mapStrings(payload, toAbsolute) : payload;
    },
    async request(req) {
      req.body = mapStrings(req.body, toPath);
    },
  };
}
