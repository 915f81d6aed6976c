import path from 'node:path';
import { loadConfig } from './config';

describe('loadConfig', () => {
  test('defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ host: '0.0.0.0', port: 8080, demo: false, corsOrigins: [], logLevel: 'info', trustProxy: false });
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.uploadsDir).toBe(path.join(c.dataDir, 'uploads'));
    expect(c.imageCacheDir).toBe(path.join(c.dataDir, 'image-cache'));
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
      HOST: '127.0.0.1', PORT: '9000', DATA_DIR: '/tmp/x', DEMO: '1', ADMIN_EMAIL: ' Admin@Site.ca ', CORS_ORIGINS: 'https://a.ca, https://b.ca',
      RATE_LIMIT_DISABLED: '1', RATE_LIMIT_STRICT_MAX: '100', TRUST_PROXY: '1', DATABASE_URL: 'postgres://x',
    });
    expect(c).toMatchObject({ host: '127.0.0.1', port: 9000, dataDir: '/tmp/x', demo: true, adminEmail: 'admin@site.ca', trustProxy: true, databaseUrl: 'postgres://x' });
    expect(c.corsOrigins).toEqual(['https://a.ca', 'https://b.ca']);
    expect(c.rateLimit.enabled).toBe(false);
    expect(c.rateLimit.strict.max).toBe(100);
    expect(c.adminPasswordGenerated).toBe(false);
  });

  test('demo mode publishes only the built-in demo credential, never a configured one', () => {
    expect(loadConfig({ DEMO: '1' }).demoAdmin).toEqual({ email: 'admin@driveontario.ca', password: 'drive-ontario-demo' });
    expect(loadConfig({ DEMO: '1', ADMIN_PASSWORD: 'operator-secret' }).demoAdmin).toBeNull();
    expect(loadConfig({ DEMO: '1', ADMIN_EMAIL: 'owner@school.ca' }).demoAdmin).toBeNull();
    expect(loadConfig({ ADMIN_PASSWORD: 'operator-secret' }).demoAdmin).toBeNull();
  });
});
