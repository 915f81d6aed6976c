import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './http/openapi';

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
  uploadsDir: string;
  /** AVIF/WebP renderings of uploaded images (src/server/media), made on first request. */
  imageCacheDir: string;
  staticDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail: string;
  adminPassword: string;
  /** True when the admin password was generated because none was configured. */
  adminPasswordGenerated: boolean;
  demo: boolean;
  /**
   * The credential the admin login may show (demo mode): the built-in demo account's, and only
   * while no admin credential is configured; a configured one never reaches a browser.
   */
  demoAdmin: { email: string; password: string } | null;
  corsOrigins: string[];
  logLevel: string;
  /** Behind a reverse proxy, trust X-Forwarded-For (rate limits count per client address). */
  trustProxy: boolean;
  rateLimit: RateLimitConfig;
  /** How long a public read may be answered from memory (0: never). Writes through this server clear it at once. */
  publicCacheTtlMs: number;
  version: string;
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

/** Reads the environment once; everything else receives this object (tests build their own). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const demo = env.DEMO === '1' || env.DEMO === 'true';
  // Outside demo mode a missing password must not fall back to a published value.
  const adminPasswordGenerated = !env.ADMIN_PASSWORD && !demo;
  return {
    host: env.HOST || '0.0.0.0',
    port: int(env.PORT, 8080),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    imageCacheDir: path.join(dataDir, 'image-cache'),
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Drive Ontario <no-reply@driveontario.ca>',
    adminEmail: (env.ADMIN_EMAIL || DEMO_ADMIN.email).trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || (demo ? DEMO_ADMIN.password : randomBytes(12).toString('base64url')),
    adminPasswordGenerated,
    demo,
    demoAdmin: demo && !env.ADMIN_EMAIL && !env.ADMIN_PASSWORD ? { ...DEMO_ADMIN } : null,
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    rateLimit: {
      enabled: !(env.RATE_LIMIT_DISABLED === '1' || env.RATE_LIMIT_DISABLED === 'true'),
      strict: { max: int(env.RATE_LIMIT_STRICT_MAX, 10), windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000) },
      writes: { max: int(env.RATE_LIMIT_WRITES_MAX, 20), windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000) },
    },
    publicCacheTtlMs: env.PUBLIC_CACHE_TTL_MS?.trim() === '0' ? 0 : int(env.PUBLIC_CACHE_TTL_MS, 5_000),
    version: packageVersion(),
  };
}
