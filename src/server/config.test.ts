import path from 'node:path';
import { loadConfig, parseBlobStore, parseTrustProxy } from './config';

describe('loadConfig', () => {
  test('defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ host: '0.0.0.0', port: 8080, demo: false, corsOrigins: [], logLevel: 'info', trustProxy: false });
    expect(c.loginFailures).toEqual({ max: 10, windowMs: 15 * 60_000 });
    const hour = 3_600_000;
    expect(c.tokenLifetimes).toEqual({
      admin: { idleMs: 2 * hour, maxMs: 12 * hour },
      customer: { idleMs: 30 * 24 * hour, maxMs: 90 * 24 * hour },
      instructor: { idleMs: 7 * 24 * hour, maxMs: 30 * 24 * hour },
    });
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.uploadsDir).toBe(path.join(c.dataDir, 'uploads'));
    expect(c.documentsDir).toBe(path.join(c.dataDir, 'documents'));
    expect(c.imageCacheDir).toBe(path.join(c.dataDir, 'image-cache'));
    expect(c.blobStore).toBe('disk');
    expect(c.rateLimit.enabled).toBe(true);
    expect(c.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  test('outside demo mode a missing admin password is generated, never a published one', () => {
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a.adminPasswordGenerated).toBe(true);
    expect(a.adminPassword).not.toBe(b.adminPassword);
    expect(a.adminPassword.length).toBeGreaterThanOrEqual(16);
  });

  test('environment values', () => {
    const c = loadConfig({
      HOST: '127.0.0.1',
      PORT: '9000',
      DATA_DIR: '/tmp/x',
      DEMO: '1',
      ADMIN_EMAIL: ' Admin@Site.ca ',
      CORS_ORIGINS: 'https://a.ca, https://b.ca',
      RATE_LIMIT_DISABLED: '1',
      RATE_LIMIT_STRICT_MAX: '100',
      TRUST_PROXY: '1',
      DATABASE_URL: 'postgres://x',
    });
    expect(c).toMatchObject({
      host: '127.0.0.1',
      port: 9000,
      dataDir: '/tmp/x',
      demo: true,
      adminEmail: 'admin@site.ca',
      trustProxy: 1,
      databaseUrl: 'postgres://x',
      blobStore: 'database',
    });
    expect(c.corsOrigins).toEqual(['https://a.ca', 'https://b.ca']);
    expect(c.rateLimit.enabled).toBe(false);
    expect(c.rateLimit.strict.max).toBe(100);
    expect(c.adminPasswordGenerated).toBe(false);
  });

  test('token lifetimes and the login lockout come from the environment; an idle lifetime is at least two minutes', () => {
    const c = loadConfig({
      ADMIN_TOKEN_IDLE_MINUTES: '1',
      ADMIN_TOKEN_LIFETIME_MINUTES: '60',
      CUSTOMER_TOKEN_IDLE_MINUTES: '600',
      CUSTOMER_TOKEN_LIFETIME_MINUTES: '6000',
      INSTRUCTOR_TOKEN_IDLE_MINUTES: '90',
      INSTRUCTOR_TOKEN_LIFETIME_MINUTES: '900',
      LOGIN_FAILURES_MAX: '5',
      LOGIN_FAILURES_WINDOW_MINUTES: '30',
    });
    expect(c.tokenLifetimes).toEqual({
      admin: { idleMs: 2 * 60_000, maxMs: 60 * 60_000 },
      customer: { idleMs: 600 * 60_000, maxMs: 6000 * 60_000 },
      instructor: { idleMs: 90 * 60_000, maxMs: 900 * 60_000 },
    });
    expect(c.loginFailures).toEqual({ max: 5, windowMs: 30 * 60_000 });
  });

  test('BLOB_STORE: the disk or the database, by default the database when DATABASE_URL is set; anything else stops the start', () => {
    for (const unset of [undefined, '', ' ']) {
      expect(parseBlobStore(unset, undefined)).toBe('disk');
      expect(parseBlobStore(unset, 'postgres://db/school')).toBe('database');
    }
    expect(parseBlobStore('database', undefined)).toBe('database');
    expect(parseBlobStore(' Disk ', 'postgres://db/school')).toBe('disk');
    expect(loadConfig({ BLOB_STORE: 'disk', DATABASE_URL: 'postgres://db/school' }).blobStore).toBe('disk');
    expect(() => loadConfig({ BLOB_STORE: 's3' })).toThrow('BLOB_STORE: "s3" is neither disk nor database');
  });

  test("TRUST_PROXY: a hop count (true is one hop, never every hop) or the proxies' addresses; anything else stops the start", () => {
    for (const off of [undefined, '', ' ', '0', 'false']) expect(parseTrustProxy(off)).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,::1, fd00::/8, loopback')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['yes', '10.0.0.1/33', '10.0.0', 'proxy.example.com', '10.0.0.1/8/8']) {
      expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: "yes"/);
  });

  test('ADMIN_PASSWORD_RESET=1 resets the admin to ADMIN_PASSWORD; without a password it stops the start', () => {
    expect(loadConfig({}).adminPasswordReset).toBe(false);
    expect(loadConfig({ ADMIN_PASSWORD_RESET: '1', ADMIN_PASSWORD: 'a-new-admin-password' }).adminPasswordReset).toBe(true);
    expect(() => loadConfig({ ADMIN_PASSWORD_RESET: '1' })).toThrow(/ADMIN_PASSWORD_RESET is set without ADMIN_PASSWORD/);
  });

  test('demo mode publishes only the built-in demo credential, never a configured one', () => {
    expect(loadConfig({ DEMO: '1' }).demoAdmin).toEqual({ email: 'admin@driveontario.ca', password: 'drive-ontario-demo' });
    expect(loadConfig({ DEMO: '1', ADMIN_PASSWORD: 'operator-secret' }).demoAdmin).toBeNull();
    expect(loadConfig({ DEMO: '1', ADMIN_EMAIL: 'owner@school.ca' }).demoAdmin).toBeNull();
    expect(loadConfig({ ADMIN_PASSWORD: 'operator-secret' }).demoAdmin).toBeNull();
  });

  test('card payments need both Stripe keys; STRIPE_API_URL points the SDK at another origin (a fake of Stripe)', () => {
    expect(loadConfig({}).stripe).toBeNull();

    const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig(keys).stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
    expect(loadConfig({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
    expect(loadConfig({ ...keys, STRIPE_API_URL: 'https://stripe-mock.internal' }).stripe?.api).toEqual({
      host: 'stripe-mock.internal',
      port: 443,
      protocol: 'https',
    });

    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_API_URL: 'http://127.0.0.1:12111' })).toThrow(/STRIPE_API_URL is set without/);
    for (const bad of ['127.0.0.1:12111', 'ftp://127.0.0.1', 'http://127.0.0.1:12111/v1']) {
      expect(() => loadConfig({ ...keys, STRIPE_API_URL: bad })).toThrow(/STRIPE_API_URL/);
    }
  });

  test("SITE_URL, the build's public address, is the origin of every link the server writes; a demo's defaults to its own address", () => {
    expect(loadConfig({}).siteOrigin).toBe('https://www.driveontario.ca');
    expect(loadConfig({ SITE_URL: 'http://localhost:8080/' }).siteOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ DEMO: '1' }).siteOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ DEMO: '1', HOST: '127.0.0.1', PORT: '4123' }).siteOrigin).toBe('http://127.0.0.1:4123');
    expect(loadConfig({ DEMO: '1', HOST: '::1', PORT: '4123' }).siteOrigin).toBe('http://[::1]:4123');
    expect(loadConfig({ DEMO: '1', HOST: '::' }).siteOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ DEMO: '1', SITE_URL: 'https://demo.example/' }).siteOrigin).toBe('https://demo.example');
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '4123' }).siteOrigin).toBe('https://www.driveontario.ca');
  });

  test('REDIS_URL shares rate limits through Redis (none by default); anything but a redis(s):// URL stops the start', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: ' ' }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl).toBe('redis://127.0.0.1:6379/2');
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.internal:6380' }).redisUrl).toBe('rediss://:secret@cache.internal:6380');
    for (const bad of ['127.0.0.1:6379', 'http://127.0.0.1:6379', 'redis']) expect(() => loadConfig({ REDIS_URL: bad })).toThrow(/REDIS_URL/);
  });

  test('SHUTDOWN_GRACE_MS bounds how long a stopping server waits for requests under way (10 s by default)', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '2500' }).shutdownGraceMs).toBe(2_500);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: 'soon' }).shutdownGraceMs).toBe(10_000);
  });

  test('SWEEP_INTERVAL_MS sets how often the reminder and card-hold sweeps run (once a minute by default)', () => {
    expect(loadConfig({}).sweepIntervalMs).toBe(60_000);
    expect(loadConfig({ SWEEP_INTERVAL_MS: '5000' }).sweepIntervalMs).toBe(5_000);
    expect(loadConfig({ SWEEP_INTERVAL_MS: '0' }).sweepIntervalMs).toBe(60_000);
  });

  test('LIVE_STREAM_MAX_MS sets how long a live-events stream stays open (30 minutes by default)', () => {
    expect(loadConfig({}).liveStreamMaxMs).toBe(1_800_000);
    expect(loadConfig({ LIVE_STREAM_MAX_MS: '60000' }).liveStreamMaxMs).toBe(60_000);
  });

  test('LIVE_STREAMS_MAX caps the live-events streams one process holds (5,000 by default)', () => {
    expect(loadConfig({}).liveStreamsMax).toBe(5_000);
    expect(loadConfig({ LIVE_STREAMS_MAX: '200' }).liveStreamsMax).toBe(200);
  });

  test('HOLDS_PER_ACCOUNT and HOLDS_PER_ADDRESS cap the seats held at once (2 and 3 by default; 0: no cap)', () => {
    expect(loadConfig({}).holdLimits).toEqual({ perAccount: 2, perAddress: 3 });
    expect(loadConfig({ HOLDS_PER_ACCOUNT: '1', HOLDS_PER_ADDRESS: '10' }).holdLimits).toEqual({ perAccount: 1, perAddress: 10 });
    expect(loadConfig({ HOLDS_PER_ACCOUNT: '0', HOLDS_PER_ADDRESS: ' 0 ' }).holdLimits).toEqual({ perAccount: 0, perAddress: 0 });
    expect(loadConfig({ HOLDS_PER_ACCOUNT: 'two', HOLDS_PER_ADDRESS: '-1' }).holdLimits).toEqual({ perAccount: 2, perAddress: 3 });
  });
});
