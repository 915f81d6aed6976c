import { existsSync, readFileSync, statSync } from 'node:fs';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ping } from '../db/connect';
import { sendError } from './errors';
import { PROBE_PATHS } from './lifecycle';
import { t } from './i18n';
import { loadSpec, type OperationInfo } from '../../contract/spec';
import { renderDocsPage } from './docsPage';
import { parse } from 'yaml';
import { IMAGES_PREFIX, imagesRuntimeConfig, registerImageRoutes } from '../media/imageRoutes';
import { UPLOADS_PREFIX, registerUploadRoutes } from '../media/uploadRoutes';
import { readSettings } from '../resources/settings/repository';

/*
 * Everything that is not an API operation: liveness and readiness probes, API reference, runtime config, uploaded
 * files and their AVIF/WebP renderings, and the single-page app (with history fallback). None of
 * these are in the OpenAPI spec.
 */

/** webpack names hashed assets `name.<10 hex>.ext`: safe to cache forever. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

function cacheHeaders(reply: FastifyReply, sent: string) {
  const file = sent.replace(/\.(br|gz)$/, ''); // a precompressed twin is cached like its original
  if (HASHED.test(path.basename(file))) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else if (file.endsWith('.html')) reply.header('cache-control', 'no-cache');
  else reply.header('cache-control', 'public, max-age=3600');
}

const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith(UPLOADS_PREFIX) || url.startsWith(IMAGES_PREFIX) || PROBE_PATHS.has(url);

/** A path naming a file (`/assets/x.js`, `/robots.txt`) rather than a page: its absence is a plain 404. */
function isFilePath(urlPath: string): boolean {
  const last = urlPath.split('/').pop() ?? '';
  return last.includes('.') && !last.endsWith('.html');
}

/**
 * Whether a page (HTML) may answer: no Accept header, or one that takes HTML or anything
 * (curl, link-preview bots and uptime monitors send Accept: *\/*).
 */
function acceptsHtml(req: FastifyRequest): boolean {
  const header = req.headers.accept;
  if (!header) return true;
  return header.split(',').some((range) => {
    const [type, ...params] = range
      .toLowerCase()
      .split(';')
      .map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    return ['text/html', 'text/*', '*/*'].includes(type) && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** `/api/api/v1/services/{id}` → a pattern matching `/api/api/v1/services/7`. */
const templatePattern = (template: string, placeholder: RegExp, flags = '') =>
  new RegExp(
    `^${template
      .split(placeholder)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
    flags,
  );

const GET_ONLY = ['GET', 'HEAD'];

interface SpecPath {
  template: string;
  pattern: RegExp;
  segments: string[];
  /** Its fixed (not `{param}`) segments: the more, the more specific. */
  fixed: number;
  allow: string[];
}

const isParam = (segment: string) => /^\{\w+\}$/.test(segment);

let specPathList: SpecPath[] | undefined;

/**
 * The contract's paths with the methods each answers, the most specific first: a URL that two
 * match (`/admin/services/update-order` and `/admin/services/{id}`) names the one with more fixed
 * segments, as the router prefers it.
 */
function specPaths(): SpecPath[] {
  specPathList ??= Object.entries<Record<string, unknown>>(loadSpec().document.paths)
    .map(([template, item]) => {
      const methods = Object.keys(item)
        .filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key))
        .map((key) => key.toUpperCase());
      const segments = template.split('/');
      return {
        template,
        pattern: templatePattern(template, /\{\w+\}/),
        segments,
        fixed: segments.filter((segment) => !isParam(segment)).length,
        allow: methods.includes('GET') ? [...methods, 'HEAD'] : methods,
      };
    })
    .sort((a, b) => b.fixed - a.fixed);
  return specPathList;
}

/**
 * For the route of an operation whose path has parameters: a URL the router gave it only because
 * a more specific path of the contract lacks the method (`PUT /admin/services/update-order` reaches
 * `PUT /admin/services/{id}`). That path is the one the URL names: 405 with its Allow, before the
 * operation's authentication. Undefined when no path of the contract is more specific.
 */
export function shadowedPathHook(op: OperationInfo): onRequestAsyncHookHandler | undefined {
  const own = op.path.split('/');
  const shadowing = specPaths().filter(
    (other) =>
      other.template !== op.path &&
      other.segments.length === own.length &&
      other.fixed > own.filter((segment) => !isParam(segment)).length &&
      own.every((segment, i) => isParam(segment) || segment === other.segments[i]),
  );
  if (shadowing.length === 0) return undefined;
  return async function answerShadowedPath(req: FastifyRequest, reply: FastifyReply) {
    const urlPath = req.url.split('?')[0];
    const named = shadowing.find((other) => other.pattern.test(urlPath));
    if (named && !named.allow.includes(req.method)) {
      methodNotAllowed(req, reply, named.allow, urlPath);
      return reply;
    }
  };
}

/**
 * What the server knows about its URLs beyond its routes, to tell a wrong method (405 with
 * Allow) from a missing page (404): the contract's paths and methods, the fixed non-API paths,
 * and the web app's routes. Those come from `routes.json`, which the build writes from the
 * app's router (scripts/prerender.mjs), so the server knows them without importing web code.
 * A build without it counts every path that does not name a file as a route.
 */
function siteMap(staticDir: string) {
  const routesFile = path.join(staticDir, 'routes.json');
  // Routes match case-insensitively, as in the app's router.
  const routes = existsSync(routesFile)
    ? (JSON.parse(readFileSync(routesFile, 'utf8')) as string[]).map((route) => templatePattern(route, /:\w+/, 'i'))
    : undefined;
  const fixed = new Set([...PROBE_PATHS, '/api/openapi.yaml', '/api/docs', '/runtime-config.js']);

  const isAppRoute = (urlPath: string) => {
    const bare = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
    return routes ? routes.some((route) => route.test(bare)) : !isFilePath(urlPath);
  };

  /** The methods `urlPath` answers, or undefined when nothing lives there. */
  const allowedMethods = (urlPath: string): string[] | undefined => {
    if (urlPath === '/api' || urlPath.startsWith('/api/'))
      return fixed.has(urlPath) ? GET_ONLY : specPaths().find(({ pattern }) => pattern.test(urlPath))?.allow;
    if (fixed.has(urlPath) || urlPath.startsWith(UPLOADS_PREFIX) || urlPath.startsWith(IMAGES_PREFIX)) return GET_ONLY;
    return isAppRoute(urlPath) || existsSync(path.join(staticDir, path.posix.normalize(urlPath))) ? GET_ONLY : undefined;
  };

  return { isAppRoute, allowedMethods };
}

/**
 * The prerendered page of a route when the build has one (dist/fr/services/index.html), else the
 * shell (shell.html; index.html in builds without prerendering, which is then the shell).
 */
function spaFile(staticDir: string, shell: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const clean = path.posix.normalize(decoded).replace(/^(\.\.(\/|$))+/, '');
  for (const candidate of [path.join(staticDir, clean, 'index.html'), path.join(staticDir, `${clean}.html`), path.join(staticDir, shell)]) {
    if (!candidate.startsWith(staticDir)) continue;
    try {
      if (statSync(candidate).isFile()) return path.relative(staticDir, candidate);
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

function methodNotAllowed(req: FastifyRequest, reply: FastifyReply, allow: string[], urlPath: string) {
  reply.header('allow', allow.join(', '));
  sendError(reply, 405, t(req, 'error.methodNotAllowed', { method: req.method, url: urlPath }));
}

/**
 * Node's parser refuses a method it does not know (`FOO /services`) before fastify sees the
 * request; answer it as fastify would a known one: 405 with Allow where something lives, else
 * 501 (a method the server does not recognise). Every other client error keeps fastify's answer.
 */
function answerUnknownMethods(app: FastifyInstance, allowedMethods: (urlPath: string) => string[] | undefined): void {
  type ClientErrorListener = (error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex) => void;
  const [fastifyListener] = app.server.listeners('clientError') as ClientErrorListener[];
  if (!fastifyListener) return;
  app.server.removeListener('clientError', fastifyListener);
  app.server.on('clientError', ((error, socket) => {
    const target = error.code === 'HPE_INVALID_METHOD' ? /^\S+ (\/\S*) HTTP\//.exec(String(error.rawPacket ?? ''))?.[1] : undefined;
    if (target === undefined || !socket.writable) return fastifyListener.call(app, error, socket);
    const urlPath = target.split('?')[0];
    const allow = allowedMethods(urlPath);
    const body = JSON.stringify({
      success: false,
      message: allow ? t('en', 'error.methodNotAllowed', { method: 'This method', url: urlPath }) : t('en', 'error.notImplemented'),
    });
    const status = allow ? `405 Method Not Allowed\r\nAllow: ${allow.join(', ')}` : '501 Not Implemented';
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }) as ClientErrorListener);
}

/**
 * The school's app pages for the store badges, from its settings: read at each page load (the
 * file is not cached), so the office's change shows at the next visit. A database away costs the
 * badges only, not the rest of the page's configuration.
 */
async function storeLinks(req: FastifyRequest): Promise<{ appStore: string; googlePlay: string }> {
  try {
    const settings = await readSettings(req.server.db);
    return { appStore: settings.app_store_url, googlePlay: settings.google_play_url };
  } catch (error) {
    req.log.error({ err: error }, 'runtime config: settings unreadable, no store links');
    return { appStore: '', googlePlay: '' };
  }
}

export async function registerSite(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const spec = loadSpec();
  const site = siteMap(config.staticDir);
  answerUnknownMethods(app, site.allowedMethods);
  const shell = existsSync(path.join(config.staticDir, 'shell.html')) ? 'shell.html' : 'index.html';
  const hasSpa = existsSync(path.join(config.staticDir, shell));

  // Uploads and their renderings are what a front end on a configured other origin must show:
  // CORP is one value for everyone, so it opens only when such origins exist (CORS sends them
  // Access-Control-Allow-Origin); otherwise other sites may not embed them.
  if (config.corsOrigins.length > 0) {
    app.addHook('onRequest', (req, reply, done) => {
      if (req.url.startsWith(UPLOADS_PREFIX) || req.url.startsWith(IMAGES_PREFIX)) reply.header('cross-origin-resource-policy', 'cross-origin');
      done();
    });
  }

  // Probes for a load balancer or an orchestrator (lifecycle.ts): liveness says the process runs
  // and answers; readiness, that it should be sent requests: started, not stopping, its database
  // reachable. /healthz is readiness under its older name.
  app.get('/livez', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  const readiness = async (req: FastifyRequest, reply: FastifyReply) => {
    const phase = app.lifecycle.phase();
    if (phase !== 'ready')
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ success: false, status: phase, message: t(req, 'error.unavailable') });
    try {
      await ping(app.db);
      return { status: 'ok', database: app.engine };
    } catch (error) {
      req.log.error({ err: error }, 'readiness check: database unreachable');
      return reply.code(503).send({ success: false, status: 'database unreachable', message: t(req, 'error.unavailable') });
    }
  };
  app.get('/readyz', { logLevel: 'warn' }, readiness);
  app.get('/healthz', { logLevel: 'warn' }, readiness);

  // The raw contract and its rendered reference.
  app.get('/api/openapi.yaml', async (_req, reply) => reply.type('application/yaml; charset=utf-8').header('cache-control', 'no-cache').send(spec.text));
  const builtDocs = hasSpa && existsSync(path.join(config.staticDir, 'api-docs.html'));
  app.get('/api/docs', (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    if (builtDocs) {
      // Redoc's self-contained page (built by `redocly build-docs --inlineBundle`) runs inline
      // scripts and workers; this one static page gets a CSP that allows them. Sent through the
      // static files, so its brotli or gzip twin goes to browsers that accept it (2.6 MB → ~0.5 MB).
      reply.header(
        'content-security-policy',
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; font-src 'self' data:; worker-src 'self' blob:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
      );
      reply.sendFile('api-docs.html', config.staticDir, { cacheControl: false });
      return;
    }
    reply.type('text/html; charset=utf-8').send(renderDocsPage(parse(spec.text)));
  });

  // Read by the SPA through <script src> (no inline script: the CSP stays strict).
  app.get('/runtime-config.js', async (req, reply) => {
    const runtime = { apiBaseUrl: '', demo: config.demoAdmin, images: imagesRuntimeConfig, storeLinks: await storeLinks(req) };
    return reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(`window.__APP_CONFIG__ = ${JSON.stringify(runtime)};\n`);
  });

  registerUploadRoutes(app);
  registerImageRoutes(app);

  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      wildcard: true,
      // '/' has its own route below: static's index lookup fails once preCompressed is on.
      index: false,
      // A directory ('/services/') is a page, answered by the not-found handler, not a 403.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      // The build writes .br and .gz twins (scripts/compress-assets.mjs); sent when the browser accepts them.
      preCompressed: true,
      cacheControl: false, // set per file below
      setHeaders: cacheHeaders,
    });
    // The home page: prerendered in English, or the shell.
    app.get('/', (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      reply.sendFile(existsSync(path.join(config.staticDir, 'index.html')) ? 'index.html' : shell, config.staticDir, { cacheControl: false });
    });
  }

  // Synchronous on purpose: returning the (thenable) reply from an async handler here makes
  // fastify and @fastify/static await it at every layer, piling up listeners on the response.
  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const urlPath = req.url.split('?')[0];
    const allow = site.allowedMethods(urlPath);
    if (allow && !allow.includes(req.method)) return methodNotAllowed(req, reply, allow, urlPath);
    if (hasSpa && (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(urlPath) && !isFilePath(urlPath)) {
      const known = site.isAppRoute(urlPath);
      if (acceptsHtml(req)) {
        // An unknown route gets the app, which shows its not-found page, with a real 404.
        const file = known ? spaFile(config.staticDir, shell, urlPath) : shell;
        if (file) {
          reply.code(known ? 200 : 404).header('cache-control', 'no-cache');
          reply.sendFile(file, config.staticDir, { cacheControl: false });
          return;
        }
      } else if (known) {
        return sendError(reply, 406, t(req, 'error.notAcceptable'));
      }
    }
    sendError(reply, 404, t(req, 'error.routeNotFound', { method: req.method, url: urlPath }));
  });
}
