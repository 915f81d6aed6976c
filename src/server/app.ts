import type { CardPayments } from './payments/provider';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import sse from '@fastify/sse';
import helmet from 'helmet';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions, type RouteHandlerMethod, type RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Blobs } from './blobs/blobStore';
import { openBlobs } from './blobs/openBlobs';
import type { Config } from './config';
import type { CommittedTables, Engine } from './db/connect';
import type { ChangeFeed } from './db/changeFeed';
import type { Database } from './db/schema';
import { HttpError, MULTIPART_FILE_LIMIT, errorHandler } from './http/errors';
import { admitToHashing } from './auth/password';
import { t } from './http/i18n';
import { onFile } from './http/multipart';
import { guardInput } from './http/textGuard';
import { depthLimitedJsonParser, isOriginalClientOperation, memoizedSerializers, validatorCompiler } from './http/validation';
import { contentTypeHook, securityHook } from './http/security';
import { registerSite, shadowedPathHook } from './http/site';
import { specRoutes } from './http/specRoutes';
import { keepAnswerOnSend } from './http/idempotency';
import type { Handlers } from './http/types';
import { isOperationId, type OperationId } from '../contract/generated/operations.gen';
import { loadSpec, type OperationInfo } from '../contract/spec';
import { createMailTransport, type MailTransport } from './mail/mailer';
import { createMailOutbox, type OutboxTiming } from './mail/outbox';
import { ANY_HOUR_KINDS, textPolicy } from './sms/consent';
import { readQuietHours } from './sms/quietHours';
import { fileSmsTransport, twilioTransport, type SmsTransport } from './sms/transport';
import { formBodyParser, TWILIO_STATUS_PATH, twilioRouteHooks } from './resources/texts/webhook';
import { serverSecret } from './serverSecret';
import { handlers as allHandlers } from './resources';
import { webhookRouteHooks } from './resources/bookings/webhook';
import { createPublicReadCache } from './http/publicCache';
import { uploadUrls } from './http/uploadUrls';
import { createReadMemo } from './db/readMemo';
import { sharedRateLimits } from './http/sharedRateLimits';
import { createLifecycle } from './http/lifecycle';
import { REQUEST_ID_HEADER, requestId } from './http/requestId';
import { inlineScriptSources } from './http/inlineScripts';
import { createLiveHub } from './live/hub';

export interface AppOptions {
  db: Kysely<Database>;
  engine: Engine;
  config: Config;
  /** The database's data version (`DbHandle.dataVersion`): reads are kept while it holds. */
  dataVersion?: () => string | undefined;
  /** PostgreSQL: what other server processes commit (`DbHandle.changes`); the app starts it. */
  changes?: ChangeFeed;
  /** The tables each commit wrote (`DbHandle.tables`), for the live events; without it no event is sent. */
  tables?: CommittedTables;
  /** Defaults to SMTP / the outbox file per config; tests pass an in-memory one. */
  mailTransport?: MailTransport;
  /** Defaults to Twilio / the SMS outbox file per config; tests pass an in-memory one. */
  smsTransport?: SmsTransport;
  /** The mail sender's delays (tests shorten them). */
  outboxTiming?: Partial<OutboxTiming>;
  /** Fastify logger options; false in tests. */
  logger?: FastifyServerOptions['logger'];
  /** Card payments; null (the default until Stripe is configured) offers payment at the school only. */
  cardPayments?: CardPayments | null;
  /** Where uploads and documents are kept; defaults to the configured store (BLOB_STORE) on `db`. */
  blobs?: Blobs;
  /** Defaults to every resource's handlers; tests may pass a few (the others answer 501). */
  handlers?: Partial<Handlers>;
  /**
   * The database is still being prepared (main.ts migrates and seeds after listening): readiness
   * fails and other requests get 503 until `app.lifecycle.ready()`. Off by default.
   */
  starting?: boolean;
}

/*
 * Signed-in callers' tokens are kept apart from the other answers, and more of them (a row each,
 * about a kilobyte): when a class date opens, hundreds of students ask in turn, each with their
 * own token, and a memo shared with the office's lists forgot every token before it came back.
 */
const KEPT_TOKENS = 5_000;

/** How often an idle live-events stream sends a comment line, so that proxies keep it open. */
const LIVE_HEARTBEAT_MS = 20_000;

/** Twilio's webhooks: form posts signed over their fields. */
const TWILIO_WEBHOOKS = new Set<OperationId>(['receiveTwilioSms', 'receiveTwilioStatus']);

/** Operations answered with an event stream (@fastify/sse) rather than one body. */
const STREAMS = new Set<OperationId>(['streamLiveEvents']);

/**
 * The operations that hash a password. While the hashing line is full they wait at the door as the
 * request arrives, before its body is read and checked, and are refused (503 with Retry-After) when
 * no place frees in time: during a sign-in flood the pages keep the server's time.
 */
const HASHING = new Set<OperationId>([
  'adminLogin',
  'adminLoginAlias',
  'customerLogin',
  'customerSignUp',
  'changeMyPassword',
  'changeInstructorPassword',
  'changeAdminPassword',
  'resetPassword',
]);

/** Operations that can be abused by guessing or flooding get their own tight per-address limits. */
const STRICT_LIMITED = new Set<OperationId>([
  'adminLogin',
  'adminLoginAlias',
  'customerLogin',
  'customerSignUp',
  'verifyCode',
  'resendVerificationCode',
  'changeMyPassword',
  'changeInstructorPassword',
  'changeAdminPassword',
  'requestPasswordReset',
  'resetPassword',
  'checkPartnerStudents',
  'quoteBooking',
  // Each code texted costs the school money and lands on someone's phone.
  'sendMyPhoneCode',
  'confirmMyTexts',
]);
const WRITE_LIMITED = new Set<OperationId>(['createInquiry', 'createBooking', 'bookLesson', 'rescheduleMyLesson']);

const notImplemented = (operationId: string) => async (req: FastifyRequest) => {
  throw new HttpError(501, `${t(req, 'error.notImplemented')} (${operationId})`);
};

/**
 * Helmet's headers, worked out once: with no nonce they are the same for every response, and
 * running its middleware on each request cost 6% of the server's time under load.
 */
function staticHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let finished = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/**
 * The security headers of the API's JSON answers. JSON is never rendered as a page, so a page's
 * policy (its script and style sources, cross-origin isolation, legacy switches: a dozen headers,
 * a fifth of the server's work on a read answered from memory) is replaced by what guards an API
 * answer: nothing may be loaded or framed by it, no sniffing, HTTPS only, no referrer, and other
 * sites may not embed it. Files, CSV, XML and streams keep a page's headers.
 */
function jsonAnswerHeaders(page: Record<string, string>): Record<string, string> {
  const kept = ['strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-resource-policy'];
  return {
    ...Object.fromEntries(kept.filter((name) => name in page).map((name) => [name, page[name]])),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
}

/** Whether every answer the spec declares for the operation (errors included) is JSON. */
function answersJsonOnly(op: OperationInfo): boolean {
  const responses = Object.values(op.definition.responses ?? {}) as { content?: Record<string, unknown> }[];
  return responses.every((response) => Object.keys(response.content ?? {}).every((type) => type === 'application/json'));
}

/**
 * Fastify 5 trusts no hop for a number (it cannot tell the proxy from a client reaching the server
 * directly), so a hop count becomes the function proxy-addr asks about each address, the socket's
 * first (hop 0): the first `hops` are proxies, the next is the client. It assumes the server is
 * reachable only through those proxies; listing their addresses does not.
 */
function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: requestId,
    // A request reaching a stopping server on a kept-alive connection is served (with
    // `Connection: close`, lifecycle.ts) rather than refused.
    return503OnClosing: false,
    schemaController: { compilersFactory: { buildSerializer: memoizedSerializers } },
  });
  // Unknown body properties are refused (422), but on the original site's client's operations.
  const validators = { refuseUnknown: validatorCompiler('refuse'), dropUnknown: validatorCompiler('drop') };
  app.setValidatorCompiler(validators.refuseUnknown);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, depthLimitedJsonParser(app));

  app.decorate('db', options.db);
  app.decorate('engine', options.engine);
  app.decorate('config', config);
  app.decorate('reads', createReadMemo(options.dataVersion));
  app.decorate('tokenReads', createReadMemo(options.dataVersion, KEPT_TOKENS));
  app.decorate('blobs', options.blobs ?? openBlobs(config, options.db));
  options.changes?.start(app.log);
  app.decorate('secret', serverSecret(config.serverSecret, config.dataDir));
  app.decorate('cardPayments', options.cardPayments ?? null);
  const transport =
    options.mailTransport ??
    createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxFile: path.join(config.dataDir, 'outbox.jsonl'), log: app.log });
  const { sms } = config;
  const smsTransport =
    options.smsTransport ??
    (sms.twilio
      ? twilioTransport(sms.twilio, `${config.siteOrigin}${TWILIO_STATUS_PATH}`)
      : fileSmsTransport(path.join(config.dataDir, 'sms-outbox.jsonl'), app.log));
  const mail = createMailOutbox({
    db: options.db,
    engine: options.engine,
    transport,
    log: app.log,
    timing: options.outboxTiming,
    texts: { transport: smsTransport, policy: textPolicy, quietHours: readQuietHours, anyHour: ANY_HOUR_KINDS },
  });
  app.decorate('mail', mail);
  // Mail goes out once the database is ready (after the migrations, main.ts); close waits for a delivery under way.
  const lifecycle = createLifecycle({ starting: options.starting === true, server: app.server, onReady: () => mail.start() });
  app.decorate('lifecycle', lifecycle);
  // Streams never end by themselves: they are ended before the server closes, which would otherwise wait for them.
  const live = createLiveHub(options.tables);
  app.decorate('live', live);
  app.addHook('preClose', async () => live.close());
  app.addHook('onReady', async () => {
    if (lifecycle.phase() === 'ready') mail.start();
  });
  app.addHook('onClose', async () => mail.stop());
  app.decorateRequest('auth', null);
  app.setErrorHandler(errorHandler);
  // A keyed request's answer made outside its change's transaction (a refusal) is kept as it is sent.
  app.addHook('onSend', keepAnswerOnSend);

  const securityHeaders = staticHeaders(
    helmet({
      // The SPA is served from this origin; its one inline script (the boot script in every page)
      // is allowed by its hash, no other (runtime config is a file). Emotion injects <style>
      // elements, hence 'unsafe-inline' for styles only. Admin-entered image URLs (reviews,
      // cities) may point elsewhere over https.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptSources(config.staticDir)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          // Plugins never; the office's document viewer frames an applicant's PDF from a blob: URL
          // (bytes fetched with the admin token, checked as a PDF at upload) in the browser's own viewer.
          frameSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      // Nothing here is for other sites; uploads and their renderings open up to CORS_ORIGINS (site.ts).
      crossOriginResourcePolicy: { policy: 'same-site' },
    }),
  );
  const jsonHeaders = jsonAnswerHeaders(securityHeaders);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.routeOptions.config.securityHeaders ?? securityHeaders);
    reply.header(REQUEST_ID_HEADER, req.id);
    if (lifecycle.phase() !== 'ready' && lifecycle.gate(req, reply)) return;
    done();
  });
  if (config.corsOrigins.length > 0) {
    // Every method the contract uses (a front end elsewhere edits and deletes too); the
    // Authorization header is allowed because preflights' requested headers are reflected.
    const methods = ['HEAD', ...new Set([...loadSpec().operations.values()].map((op) => op.method))];
    await app.register(cors, { origin: config.corsOrigins, methods, credentials: false, maxAge: 600 });
  }
  // With REDIS_URL, every server process counts in the same Redis (in memory while it is away).
  const sharedLimits = config.redisUrl && config.rateLimit.enabled ? sharedRateLimits(config.redisUrl, app.log) : undefined;
  app.decorate('sharedLimits', sharedLimits ?? null);
  if (sharedLimits) app.addHook('onClose', () => sharedLimits.close());
  await app.register(rateLimit, {
    global: false,
    ...(sharedLimits ? { store: sharedLimits.store } : {}),
    errorResponseBuilder: (req, context) => new HttpError(429, t(req, 'error.tooManyRequests', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) })),
  });
  // A comment line every 20 s: below HAProxy's and most proxies' idle timeouts (60 s, src/server/deployment).
  await app.register(sse, { heartbeatInterval: LIVE_HEARTBEAT_MS });
  // Twilio's webhooks post forms; every other operation refuses the type (415) as undeclared.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, formBodyParser);
  // The files the API answers with (instructors' documents) are never request bodies, but the
  // glue wants a parser for every media type the spec names: these refuse, as any undeclared type.
  app.addContentTypeParser(['application/pdf', 'image/png', 'image/jpeg', 'image/webp'], (req, _payload, done) =>
    done(new HttpError(415, t(req, 'error.unsupportedMediaType', { type: req.headers['content-type'] ?? '' }))),
  );

  const spec = loadSpec();
  const handlers: Partial<Handlers> = options.handlers ?? allHandlers;
  const limits = config.rateLimit;
  const rateLimitOf = (operationId: OperationId) => {
    if (!limits.enabled) return undefined;
    const limit = STRICT_LIMITED.has(operationId) ? limits.strict : WRITE_LIMITED.has(operationId) ? limits.writes : undefined;
    return limit && { max: limit.max, timeWindow: limit.windowMs };
  };

  const uploads = uploadUrls(config);
  const uploadVariant = uploads && ((req: FastifyRequest) => (uploads.absoluteFor(req) ? 'absolute' : 'path'));
  const publicReads = config.publicCacheTtlMs > 0 ? createPublicReadCache(config.publicCacheTtlMs, options.changes, uploadVariant) : undefined;
  const isPublicRead = (op: OperationInfo) => op.method === 'GET' && op.security.length === 0;

  // Each of the spec's routes gets our hooks (security before body parsing, content-type check),
  // rate limits, and a 501 for an operation a test app leaves out.
  const routeOptions = (operationId: string): Omit<RouteOptions, 'method' | 'url' | 'schema'> => {
    const op = isOperationId(operationId) ? spec.operations.get(operationId) : undefined;
    if (!op) throw new Error(`the spec routes ${operationId}, which its index does not know`);
    const stream = STREAMS.has(op.operationId);
    // A stream is never a kept answer.
    const cached = publicReads && isPublicRead(op) && !stream;
    // A wrong method is answered before authentication; then security, before the body is read.
    const onRequest = [
      shadowedPathHook(op),
      HASHING.has(op.operationId) ? admitToHashing : undefined,
      securityHook(op.security),
      // GET bodies are never parsed (Fastify reads no body for a bodyless method): nothing to check.
      op.method === 'GET' ? undefined : contentTypeHook(op),
      cached ? publicReads.serve : undefined,
    ].filter((hook) => hook !== undefined);
    const onSend = publicReads && (cached ? publicReads.keep : op.method === 'GET' ? undefined : publicReads.clear);
    // Stripe's webhook keeps its raw body and checks its signature before validation; its body
    // is Stripe's, signed, and only read for ids and amounts, so the text guard is not its business.
    const webhook = op.operationId === 'handleStripeWebhook';
    // Twilio's are signed over their form fields, checked before validation (resources/texts/webhook.ts).
    const twilioHook = TWILIO_WEBHOOKS.has(op.operationId);
    return {
      // Typed by its operation (params, query, body): what the route's schemas let through.
      handler: (handlers[op.operationId] || notImplemented(operationId)) as RouteHandlerMethod,
      validatorCompiler: isOriginalClientOperation(op) ? validators.dropUnknown : validators.refuseUnknown,
      onRequest,
      ...(onSend ? { onSend } : {}),
      ...(webhook ? webhookRouteHooks : twilioHook ? twilioRouteHooks : { preHandler: uploads ? [guardInput, uploads.request] : guardInput }),
      ...(uploads && !webhook && !twilioHook ? { preSerialization: uploads.answer } : {}),
      ...(stream ? { sse: 'only' as const } : {}),
      config: {
        operationId,
        ...(answersJsonOnly(op) ? { securityHeaders: jsonHeaders } : {}),
        ...(rateLimitOf(op.operationId) ? { rateLimit: rateLimitOf(op.operationId) } : {}),
      },
    };
  };
  const routes = await specRoutes();
  const takesFiles = (route: (typeof routes)[number]) =>
    isOperationId(route.operationId) && spec.operations.get(route.operationId)?.bodyTypes.includes('multipart/form-data') === true;
  const addRoutes = (api: FastifyInstance, some: typeof routes) => {
    for (const route of some) api.route({ method: route.method, url: route.url, schema: route.schema, ...routeOptions(route.operationId) });
  };
  // The multipart plugin hooks every request of its context (three async hooks, a listener on each
  // response): only the operations that take files are registered beside it. Elsewhere a
  // multipart body is an undeclared type, refused (415) before any parsing.
  await app.register(async (api) => {
    await api.register(multipart, {
      attachFieldsToBody: 'keyValues',
      onFile,
      limits: { fileSize: MULTIPART_FILE_LIMIT, files: 3, fields: 40, parts: 50, fieldSize: 64 * 1024 },
    });
    addRoutes(api, routes.filter(takesFiles));
  });
  const others = routes.filter((route) => !takesFiles(route));
  await app.register(async (api) => addRoutes(api, others));

  await registerSite(app);
  return app;
}
