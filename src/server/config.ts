import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import type { TokenLifetimes } from './auth/tokens';
import type { BlobStoreKind } from './blobs/blobStore';
import { projectRoot } from '../contract/spec';
import type { TwilioConfig } from './sms/transport';

/** Per-operation rate limits: `max` requests per `windowMs` per client address. */
export interface RateLimitConfig {
  enabled: boolean;
  /** Sign-in, sign-up, code checks and account-number checks: the guessable operations. */
  strict: { max: number; windowMs: number };
  /** Public writes that are not guessable (inquiries). */
  writes: { max: number; windowMs: number };
}

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  /** Where uploads and instructors' documents are kept (src/server/blobs): DATA_DIR's folders below, or the database. */
  blobStore: BlobStoreKind;
  /** The public uploads on the disk store. */
  uploadsDir: string;
  /** Instructors' private documents on the disk store: never served as static files, only through their operations. */
  documentsDir: string;
  /** AVIF/WebP renderings of uploaded images (src/server/media), made on first request: each process keeps its own. */
  imageCacheDir: string;
  staticDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** SERVER_SECRET, the key of keyed hashes; absent: one kept in DATA_DIR (src/server/serverSecret.ts). */
  serverSecret?: string;
  adminEmail: string;
  adminPassword: string;
  /** True when the admin password was generated because none was configured. */
  adminPasswordGenerated: boolean;
  /**
   * ADMIN_PASSWORD_RESET=1: the admin account that exists takes ADMIN_PASSWORD on this start and
   * its sessions end, the way back in for the school when its admin password is lost or taken.
   */
  adminPasswordReset: boolean;
  demo: boolean;
  /**
   * The credential the admin login may show (demo mode): the built-in demo account's, and only
   * while no admin credential is configured; a configured one never reaches a browser.
   */
  demoAdmin: { email: string; password: string } | null;
  corsOrigins: string[];
  logLevel: string;
  /**
   * Which X-Forwarded-For entries are believed (Fastify's trustProxy): false (none: the socket's
   * address), a number of proxy hops in front of the server, or the proxies' addresses and ranges.
   * The client's address is the first one, from the right, not added by a trusted proxy.
   */
  trustProxy: false | number | string[];
  rateLimit: RateLimitConfig;
  /** Failed sign-ins per email (admin and customer logins together) before that email is locked out. */
  loginFailures: { max: number; windowMs: number };
  /** Idle and absolute lifetimes of the tokens of each area. */
  tokenLifetimes: TokenLifetimes;
  /**
   * How long a public read may be answered from memory (0: never). Writes through this server clear
   * it at once, and on PostgreSQL writes by any server (db/changeFeed.ts): the TTL is a safety net.
   */
  publicCacheTtlMs: number;
  /** REDIS_URL: rate limits counted in this Redis, shared by every server process; absent: in each process's memory. */
  redisUrl?: string;
  /** How long a stopping server (SIGTERM) lets requests under way finish before it closes their connections. */
  shutdownGraceMs: number;
  /** How often each process looks for lessons due their reminder and card holds past their end (main.ts). */
  sweepIntervalMs: number;
  /** How long a live-events stream stays open before the server ends it (the client reconnects). */
  liveStreamMaxMs: number;
  /** How many live-events streams one process holds open at most (more are refused with 503). */
  liveStreamsMax: number;
  /** Card payments through Stripe Checkout, when both keys are set; null: paid at the school only. */
  stripe: StripeConfig | null;
  /** Text messages: through Twilio when configured, else written to DATA_DIR/sms-outbox.jsonl. */
  sms: SmsConfig;
  /**
   * How many seats may be held (booked, waiting for payment) at once per student account and per
   * client address (req.ip: set TRUST_PROXY behind a proxy, or every student shares its address);
   * 0: no cap.
   */
  holdLimits: HoldLimits;
  /**
   * The site's public origin (SITE_URL, as for the build): the one origin of every link the server
   * writes (mails, calendar files, receipts, Stripe's return pages), never a request's Host or
   * X-Forwarded-Host, which a client chooses.
   */
  siteOrigin: string;
  version: string;
}

export interface SmsConfig {
  twilio: TwilioConfig | null;
  /** SCHOOL_PHONE: the number HELP and refused replies tell students to call; empty: the site's address instead. */
  schoolPhone: string;
}

export interface HoldLimits {
  perAccount: number;
  perAddress: number;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_URL: another address than Stripe's for its API (a local fake, for demos and browser tests). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

const DEMO_ADMIN = { email: 'admin@driveontario.ca', password: 'drive-ontario-demo' };

/** The version of package.json (npm_package_version is only set when started through npm). */
function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** A count that may be 0 (off); unset or not a whole number: the fallback. */
function count(value: string | undefined, fallback: number): number {
  const text = value?.trim() ?? '';
  return /^\d+$/.test(text) ? Number(text) : fallback;
}

const MINUTE = 60_000;

/**
 * TRUST_PROXY: empty, `0` or `false` for none; a hop count (`1`: one proxy in front, whose
 * right-most X-Forwarded-For entry is the client; `true` is read as that); or comma-separated proxy
 * addresses and CIDR ranges (also `loopback`, `linklocal`, `uniquelocal`). Never "trust every hop":
 * the left-most entries are whatever the client wrote.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text) || false;
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const version = isIP(address);
    const ok =
      ['loopback', 'linklocal', 'uniquelocal'].includes(entry) ||
      (version !== 0 && rest.length === 0 && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))));
    if (!ok) throw new Error(`TRUST_PROXY: "${entry}" is neither a hop count nor a proxy address or CIDR range`);
  }
  return entries;
}

/**
 * BLOB_STORE: `disk` (files under DATA_DIR, for one server) or `database` (the `blobs` table, shared
 * by every server on the database). Unset: the database when DATABASE_URL is set (PostgreSQL is
 * what several servers share), else the disk. Anything else stops the start.
 */
export function parseBlobStore(value: string | undefined, databaseUrl: string | undefined): BlobStoreKind {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return databaseUrl ? 'database' : 'disk';
  if (text === 'disk' || text === 'database') return text;
  throw new Error(`BLOB_STORE: "${value}" is neither disk nor database`);
}

/**
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET turn card payments on, together: one without the
 * other would take payments it never hears about, or hear about none. STRIPE_API_URL
 * (`http://127.0.0.1:12111`) points the SDK at a fake of Stripe.
 */
export function parseStripe(env: NodeJS.ProcessEnv): StripeConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  const apiUrl = env.STRIPE_API_URL?.trim() ?? '';
  if (!secretKey && !webhookSecret) {
    if (apiUrl) throw new Error('STRIPE_API_URL is set without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    return null;
  }
  if (!secretKey || !webhookSecret) throw new Error('Card payments need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (only one is set)');
  if (!apiUrl) return { secretKey, webhookSecret };
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    throw new Error(`STRIPE_API_URL: "${apiUrl}" is not a URL`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`STRIPE_API_URL: "${apiUrl}" must be an http(s) origin, such as http://127.0.0.1:12111`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
  return { secretKey, webhookSecret, api: { host: url.hostname, port, protocol } };
}

/**
 * TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and a sender (TWILIO_FROM, a number, or
 * TWILIO_MESSAGING_SERVICE_SID) turn texts through Twilio on, together; a part alone stops the
 * start rather than writing texts to a file unnoticed. TWILIO_API_URL points the SDK at a fake.
 */
export function parseTwilio(env: NodeJS.ProcessEnv): TwilioConfig | null {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim() ?? '';
  const authToken = env.TWILIO_AUTH_TOKEN?.trim() ?? '';
  const from = env.TWILIO_FROM?.trim() ?? '';
  const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID?.trim() ?? '';
  const apiUrl = env.TWILIO_API_URL?.trim() ?? '';
  if (!accountSid && !authToken && !from && !messagingServiceSid) {
    if (apiUrl) throw new Error('TWILIO_API_URL is set without TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
    return null;
  }
  if (!accountSid || !authToken) throw new Error('Texts through Twilio need both TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
  if (!from && !messagingServiceSid) throw new Error('Texts through Twilio need TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID');
  if (apiUrl && !/^https?:\/\/[^/]+\/?$/.test(apiUrl)) throw new Error(`TWILIO_API_URL: "${apiUrl}" must be an http(s) origin, such as http://127.0.0.1:12112`);
  return {
    accountSid,
    authToken,
    ...(from ? { from } : {}),
    ...(messagingServiceSid ? { messagingServiceSid } : {}),
    ...(apiUrl ? { apiUrl } : {}),
  };
}

/** REDIS_URL: a redis:// or rediss:// URL; anything else stops the start rather than counting in memory unnoticed. */
export function parseRedisUrl(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`REDIS_URL: "${text}" is not a URL`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new Error(`REDIS_URL: "${text}" must start with redis:// or rediss://`);
  return text;
}

/**
 * SITE_URL without its trailing slashes. Unset: the school's address; in demo mode the address the
 * demo listens on (HOST and PORT, a wildcard HOST read as localhost), so its mails link to itself.
 */
export function parseSiteOrigin(env: NodeJS.ProcessEnv, demo: boolean, host: string, port: number): string {
  const configured = env.SITE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  if (!demo) return 'https://www.driveontario.ca';
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return `http://${isIP(name) === 6 ? `[${name}]` : name}:${port}`;
}

/** Reads the environment once; everything else receives this object (tests build their own). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const demo = env.DEMO === '1' || env.DEMO === 'true';
  // Outside demo mode a missing password must not fall back to a published value.
  const adminPasswordGenerated = !env.ADMIN_PASSWORD && !demo;
  const adminPasswordReset = env.ADMIN_PASSWORD_RESET === '1';
  if (adminPasswordReset && !env.ADMIN_PASSWORD)
    throw new Error('ADMIN_PASSWORD_RESET is set without ADMIN_PASSWORD, the password to reset the admin account to');
  const host = env.HOST || '0.0.0.0';
  const port = int(env.PORT, 8080);
  return {
    host,
    port,
    dataDir,
    blobStore: parseBlobStore(env.BLOB_STORE, env.DATABASE_URL),
    uploadsDir: path.join(dataDir, 'uploads'),
    documentsDir: path.join(dataDir, 'documents'),
    imageCacheDir: path.join(dataDir, 'image-cache'),
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Drive Ontario <no-reply@driveontario.ca>',
    serverSecret: env.SERVER_SECRET || undefined,
    adminEmail: (env.ADMIN_EMAIL || DEMO_ADMIN.email).trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || (demo ? DEMO_ADMIN.password : randomBytes(12).toString('base64url')),
    adminPasswordGenerated,
    adminPasswordReset,
    demo,
    demoAdmin: demo && !env.ADMIN_EMAIL && !env.ADMIN_PASSWORD ? { ...DEMO_ADMIN } : null,
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimit: {
      enabled: !(env.RATE_LIMIT_DISABLED === '1' || env.RATE_LIMIT_DISABLED === 'true'),
      strict: { max: int(env.RATE_LIMIT_STRICT_MAX, 10), windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000) },
      writes: { max: int(env.RATE_LIMIT_WRITES_MAX, 20), windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000) },
    },
    loginFailures: { max: int(env.LOGIN_FAILURES_MAX, 10), windowMs: int(env.LOGIN_FAILURES_WINDOW_MINUTES, 15) * MINUTE },
    // Idle lifetimes of at least two minutes: a token's use is recorded once a minute (auth/tokens.ts).
    tokenLifetimes: {
      // An admin token opens every inquiry's personal details and every write: a working day at most, two idle hours.
      admin: {
        idleMs: Math.max(2, int(env.ADMIN_TOKEN_IDLE_MINUTES, 120)) * MINUTE,
        maxMs: int(env.ADMIN_TOKEN_LIFETIME_MINUTES, 12 * 60) * MINUTE,
      },
      // A student's opens only their own account, visited now and then over a course of weeks.
      customer: {
        idleMs: Math.max(2, int(env.CUSTOMER_TOKEN_IDLE_MINUTES, 30 * 24 * 60)) * MINUTE,
        maxMs: int(env.CUSTOMER_TOKEN_LIFETIME_MINUTES, 90 * 24 * 60) * MINUTE,
      },
      // An instructor's opens their students' first names, cities and phones near a lesson: used
      // between lessons on a phone, so a week idle and a month at most.
      instructor: {
        idleMs: Math.max(2, int(env.INSTRUCTOR_TOKEN_IDLE_MINUTES, 7 * 24 * 60)) * MINUTE,
        maxMs: int(env.INSTRUCTOR_TOKEN_LIFETIME_MINUTES, 30 * 24 * 60) * MINUTE,
      },
    },
    publicCacheTtlMs: env.PUBLIC_CACHE_TTL_MS?.trim() === '0' ? 0 : int(env.PUBLIC_CACHE_TTL_MS, 5_000),
    redisUrl: parseRedisUrl(env.REDIS_URL),
    shutdownGraceMs: int(env.SHUTDOWN_GRACE_MS, 10_000),
    sweepIntervalMs: int(env.SWEEP_INTERVAL_MS, 60_000),
    liveStreamMaxMs: int(env.LIVE_STREAM_MAX_MS, 30 * 60_000),
    liveStreamsMax: int(env.LIVE_STREAMS_MAX, 5_000),
    stripe: parseStripe(env),
    sms: { twilio: parseTwilio(env), schoolPhone: env.SCHOOL_PHONE?.trim() ?? '' },
    holdLimits: { perAccount: count(env.HOLDS_PER_ACCOUNT, 2), perAddress: count(env.HOLDS_PER_ADDRESS, 3) },
    siteOrigin: parseSiteOrigin(env, demo, host, port),
    version: packageVersion(),
  };
}
