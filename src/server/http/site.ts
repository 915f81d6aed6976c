import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ping } from '../db/connect';
import { sendError } from './errors';
import { t } from './i18n';
import { loadSpec } from './openapi';
import { renderDocsPage } from './docsPage';
import { IMAGES_PREFIX, imagesRuntimeConfig, registerImageRoutes } from '../media/imageRoutes';

/*
 * Everything that is not an API operation: health check, API reference, runtime config, uploaded
 * files and their AVIF/WebP renderings, and the single-page app (with history fallback). None of
 * these are in the spec.
 */

/** webpack names hashed assets `name.<10 hex>.ext`: safe to cache forever. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

function cacheHeaders(reply: FastifyReply, sent: string) {
  const file = sent.replace(/\.(br|gz)$/, ''); // a precompressed twin is cached like its original
  if (HASHED.test(path.basename(file))) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else if (file.endsWith('.html')) reply.header('cache-control', 'no-cache');
  else reply.header('cache-control', 'public, max-age=3600');
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/') || url.startsWith(IMAGES_PREFIX) || url === '/healthz';

/**
 * A browser navigation (it asks for HTML) to a route-like path. A missing asset (`/assets/x.js`,
 * requested with Accept: any) gets a real 404, never the shell parsed as a script.
 */
function isNavigation(req: FastifyRequest, urlPath: string): boolean {
  const last = urlPath.split('/').pop() ?? '';
  return (req.headers.accept ?? '').includes('text/html') && (!last.includes('.') || last.endsWith('.html'));
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

export async function registerSite(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const spec = loadSpec();

  app.get('/healthz', { logLevel: 'warn' }, async (req, reply) => {
    try {
      await ping(app.db);
      return { status: 'ok', database: app.engine };
    } catch (error) {
      req.log.error({ err: error }, 'health check: database unreachable');
      return sendError(reply, 503, t(req, 'error.unavailable'));
    }
  });

  // The raw contract and its rendered reference.
  app.get('/api/openapi.yaml', async (_req, reply) => reply.type('application/yaml; charset=utf-8').header('cache-control', 'no-cache').send(spec.text));
  const builtDocs = path.join(config.staticDir, 'api-docs.html');
  app.get('/api/docs', async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    if (existsSync(builtDocs)) {
      // Redoc's self-contained page (built by `redocly build-docs --inlineBundle`) runs inline
      // scripts and workers; this one static page gets a CSP that allows them.
      reply.header(
        'content-security-policy',
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; font-src 'self' data:; worker-src 'self' blob:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
      );
      return reply.type('text/html; charset=utf-8').send(readFileSync(builtDocs));
    }
    return reply.type('text/html; charset=utf-8').send(renderDocsPage(spec.document));
  });

  // Read by the SPA through <script src> (no inline script: the CSP stays strict).
  app.get('/runtime-config.js', async (_req, reply) => {
    const runtime = { apiBaseUrl: '', demo: config.demo ? { email: config.adminEmail, password: config.adminPassword } : null, images: imagesRuntimeConfig };
    return reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(`window.__APP_CONFIG__ = ${JSON.stringify(runtime)};\n`);
  });

  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
    // Uploaded files are never rendered as HTML by the browser.
    setHeaders: (reply) => {
      reply.header('x-content-type-options', 'nosniff');
    },
  });

  registerImageRoutes(app);

  const shell = existsSync(path.join(config.staticDir, 'shell.html')) ? 'shell.html' : 'index.html';
  const hasSpa = existsSync(path.join(config.staticDir, shell));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      wildcard: true,
      // '/' has its own route below: static's index lookup fails once preCompressed is on.
      index: false,
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
    if (hasSpa && (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(urlPath) && isNavigation(req, urlPath)) {
      const file = spaFile(config.staticDir, shell, urlPath);
      if (file) {
        reply.header('cache-control', 'no-cache');
        reply.sendFile(file, config.staticDir, { cacheControl: false });
        return;
      }
    }
    sendError(reply, 404, t(req, 'error.routeNotFound', { method: req.method, url: urlPath }));
  });
}
