import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { openDatabase } from '../db/connect';
import { IMAGES, call, createAdmin, createStudent, createTestApp, engines, type TestApp } from '../test/helpers';
import { isDatabaseUnavailable } from './errors';
import { parseAcceptLanguage } from './i18n';

describe('parseAcceptLanguage', () => {
  test.each([
    [undefined, 'en'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE,ar;q=0.5,fr;q=0.4', 'ar'],
    ['en;q=0.1, fr;q=0.9', 'fr'],
    ['de', 'en'],
    ['fr;q=0', 'en'],
  ])('%s → %s', (header, lang) => expect(parseAcceptLanguage(header)).toBe(lang));
});

test('isDatabaseUnavailable recognises lost connections, not bugs', () => {
  expect(isDatabaseUnavailable({ code: 'ECONNREFUSED' })).toBe(true);
  expect(isDatabaseUnavailable({ code: '57P01' })).toBe(true);
  expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
});

describe.each(engines())('http conventions (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  test('an operation without a handler answers 501 in the error shape', async () => {
    const bare = await createTestApp(engine, { handlers: {} });
    try {
      const res = await call(bare.app, 'listPartners', { allowUndeclared: true });
      expect(res.status).toBe(501);
      expect(res.body.success).toBe(false);
    } finally {
      await bare.close();
    }
  });

  test('schema errors are 422 with every field, localised', async () => {
    const res = await call(t.app, 'adminLogin', { body: { email: 42, password: '', extra: 1 }, headers: { 'accept-language': 'fr' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Les données fournies sont invalides.');
    expect(res.body.errors).toEqual({ email: ['Doit être de type string.'], password: ['Le mot de passe est obligatoire.'] });
  });

  test('a NUL character in a field or the query is a 422 field error, not a database failure', async () => {
    const body = await call(t.app, 'createInquiry', { body: { name: 'Ann\u0000', email: 'ann@example.com' } });
    expect(body.status).toBe(422);
    expect(body.body.errors).toEqual({ name: ['Contains a character that is not allowed.'] });
    const multipart = await call(t.app, 'customerSignUp', {
      multipart: {
        fName: 'A\u0000',
        lName: 'B',
        email: 'nul@example.com',
        password: 'password-1',
        phoneNumber: '6135550100',
        city: 'Kingston',
        gender: 'male',
        type: 'student',
        latitude: '44.23',
        longitude: '-76.48',
      },
    });
    expect(multipart.status).toBe(422);
    expect(multipart.body.errors.fName).toEqual(['Contains a character that is not allowed.']);
  });

  test('path parameters are validated (422)', async () => {
    const res = await call(t.app, 'listInstructorDates', { params: { id: 'abc' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['id']);
  });

  test('malformed JSON → 400', async () => {
    const res = await call(t.app, 'adminLogin', { body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  test('an undeclared content type → 415, even one fastify could parse', async () => {
    const text = await call(t.app, 'adminLogin', { body: 'email=a', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    const form = await call(t.app, 'adminLogin', { body: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    const multipart = await call(t.app, 'adminLogin', { multipart: { email: 'a@b.co', password: 'x' } });
    expect(multipart.status).toBe(415);
    const none = await call(t.app, 'adminLogin', { body: '{}' });
    expect(none.status).toBe(415);
  });

  test('a JSON body over 1 MB → 413', async () => {
    const res = await call(t.app, 'adminLogin', { body: { email: 'a@b.co', password: 'x'.repeat(1024 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });

  test('an operation without a body accepts an empty body sent with a JSON content type', async () => {
    const admin = await createAdmin(t);
    const res = await call(t.app, 'adminLogout', { token: admin.token, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
  });

  test('a missing or wrong token wins over a bad body (401/403 before validation)', async () => {
    const garbage = { multipart: { name: '', discount_amount: 'x' } };
    expect((await call(t.app, 'createPartner', garbage)).status).toBe(401);
    const student = await createStudent(t);
    expect((await call(t.app, 'createPartner', { ...garbage, token: student.token })).status).toBe(403);
    expect((await call(t.app, 'createPartner', { body: '{', headers: { 'content-type': 'application/json' } })).status).toBe(401);
    const admin = await createAdmin(t);
    expect((await call(t.app, 'createPartner', { ...garbage, token: admin.token })).status).toBe(422);
  });

  test('unknown API routes → 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/api/nothing-here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  test('security headers: a page CSP without inline scripts; JSON answers load and frame nothing', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/nothing-here.js' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    // No plugins; frames only of this site and of its own blob: URLs (the document viewer).
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-src 'self' blob:");
    for (const url of ['/healthz', '/uploads/none.png']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect([url, other.headers['content-security-policy']]).toEqual([url, csp]);
      expect(other.headers['strict-transport-security']).toBeDefined();
    }
    const json = await t.app.inject({ method: 'GET', url: '/api/api/partners' });
    expect(json.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    for (const name of ['x-content-type-options', 'strict-transport-security', 'x-frame-options', 'referrer-policy', 'cross-origin-resource-policy'])
      expect([name, json.headers[name]]).toEqual([name, page.headers[name]]);
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['access-control-allow-origin']).toBeUndefined();
    // A file the API answers with keeps a page's headers, its own policy over them.
    const csv = await t.app.inject({ method: 'GET', url: '/api/api/v1/admin/bde-courses/export' });
    expect(csv.headers['strict-transport-security']).toBeDefined();
    expect(csv.headers['content-security-policy']).not.toBe("default-src 'none'; frame-ancestors 'none'");
  });

  test('GET /healthz pings the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: engine });
  });

  test('the contract and its reference are served', async () => {
    const yaml = await t.app.inject({ method: 'GET', url: '/api/openapi.yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('operationId: adminLogin');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    expect(docs.body).toContain('checkPartnerStudents');
    expect(docs.body).not.toContain('<script');
  });

  test('runtime config: no demo credentials unless DEMO; the widths uploaded images are rendered at; the store links the office set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(res.headers['content-type']).toContain('application/javascript');
    expect(res.body).toBe(
      'window.__APP_CONFIG__ = {"apiBaseUrl":"","demo":null,"images":{"widths":[96,160,320,480,800,1280,1920]},"storeLinks":{"appStore":"","googlePlay":""}};\n',
    );
    await t.db.updateTable('school_settings').set({ google_play_url: 'https://play.google.com/store/apps/details?id=ca.driveontario' }).execute();
    const set = await t.app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(set.body).toContain('"storeLinks":{"appStore":"","googlePlay":"https://play.google.com/store/apps/details?id=ca.driveontario"}');
    await t.db.updateTable('school_settings').set({ google_play_url: '' }).execute();
  });
});

describe('app options', () => {
  const engine = engines()[0];

  test('DEMO exposes the built-in demo admin in the runtime config, never a configured credential', async () => {
    const demo = await createTestApp(engine, { config: { demo: true, demoAdmin: { email: 'admin@driveontario.ca', password: 'drive-ontario-demo' } } });
    try {
      const res = await demo.app.inject({ method: 'GET', url: '/runtime-config.js' });
      expect(res.body).toContain('"demo":{"email":"admin@driveontario.ca","password":"drive-ontario-demo"}');
    } finally {
      await demo.close();
    }
    const configured = await createTestApp(engine, {
      config: { demo: true, demoAdmin: null, adminEmail: 'owner@example.com', adminPassword: 'operator-secret-1' },
    });
    try {
      const res = await configured.app.inject({ method: 'GET', url: '/runtime-config.js' });
      expect(res.body).toContain('"demo":null');
      expect(res.body).not.toContain('operator-secret-1');
      expect(res.body).not.toContain('owner@example.com');
    } finally {
      await configured.close();
    }
  });

  test('CORS only for the configured origins', async () => {
    const t = await createTestApp(engine, { config: { corsOrigins: ['https://partner.example'] } });
    try {
      const ok = await t.app.inject({ method: 'GET', url: '/api/api/partners', headers: { origin: 'https://partner.example' } });
      expect(ok.headers['access-control-allow-origin']).toBe('https://partner.example');
      const other = await t.app.inject({ method: 'GET', url: '/api/api/partners', headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  test('tight rate limits answer 429 in the error shape, localised', async () => {
    const t = await createTestApp(engine, {
      config: { rateLimit: { enabled: true, strict: { max: 2, windowMs: 60_000 }, writes: { max: 2, windowMs: 60_000 } } },
    });
    try {
      const body = { email: 'x@example.com', password: 'wrong' };
      expect((await call(t.app, 'adminLogin', { body })).status).toBe(401);
      expect((await call(t.app, 'adminLogin', { body })).status).toBe(401);
      const limited = await call(t.app, 'adminLogin', { body, headers: { 'accept-language': 'fr' } });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/^Trop de tentatives/);
      expect(limited.headers['retry-after']).toBeDefined();
      // Other operations keep their own counters; unlimited ones are not limited.
      expect((await call(t.app, 'customerLogin', { body })).status).toBe(401);
      for (let i = 0; i < 5; i++) expect((await call(t.app, 'listPartners')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  // The client writes X-Forwarded-For's left part; each trusted proxy appends the address it saw.
  test.each([
    ['no proxy trusted: the socket address', false, (spoof: string) => spoof, ['127.0.0.1', '127.0.0.1']],
    ['one hop: the right-most entry', 1, (spoof: string, client: string) => `${spoof}, ${client}`, ['198.51.100.7', '198.51.100.8']],
    ['two hops', 2, (spoof: string, client: string) => `${spoof}, ${client}, 10.0.0.5`, ['198.51.100.7', '198.51.100.8']],
    ['proxy addresses', ['127.0.0.1', '10.0.0.0/8'], (spoof: string, client: string) => `${spoof}, ${client}, 10.0.0.5`, ['198.51.100.7', '198.51.100.8']],
  ] as const)('per-address limits key on the client address, never on what the client wrote (%s)', async (_name, trustProxy, header, [client, otherClient]) => {
    const t = await createTestApp(engine, {
      config: {
        trustProxy: Array.isArray(trustProxy) ? [...trustProxy] : (trustProxy as number | false),
        rateLimit: { enabled: true, strict: { max: 2, windowMs: 60_000 }, writes: { max: 2, windowMs: 60_000 } },
      },
    });
    try {
      let n = 0;
      const login = (address: string) =>
        call(t.app, 'customerLogin', {
          body: { email: `guess${++n}@example.com`, password: 'wrong' },
          headers: { 'x-forwarded-for': header(`203.0.113.${n}`, address) },
        });
      expect((await login(client)).status).toBe(401);
      expect((await login(client)).status).toBe(401);
      expect((await login(client)).status).toBe(429);
      // Another client address has its own counter (without a trusted proxy, it is the same socket).
      expect((await login(otherClient)).status).toBe(client === otherClient ? 429 : 401);
    } finally {
      await t.close();
    }
  });

  test('a database that cannot be reached → 503 in the error shape (API and health check)', async () => {
    const dbHandle = openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
    const t = await createTestApp('postgres', { dbHandle, migrate: false });
    try {
      const res = await call(t.app, 'listPartners', { allowUndeclared: true });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ success: false, message: 'The service is temporarily unavailable. Please try again shortly.' });
      const login = await call(t.app, 'adminLogin', { body: { email: 'a@b.co', password: 'x' }, allowUndeclared: true });
      expect(login.status).toBe(503);
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });

  describe('static files', () => {
    let dir: string;
    let t: TestApp;
    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'drive-static-'));
      mkdirSync(path.join(dir, 'assets'));
      mkdirSync(path.join(dir, 'fr', 'services'), { recursive: true });
      writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
      writeFileSync(path.join(dir, 'fr', 'services', 'index.html'), '<!doctype html><title>services fr</title>');
      writeFileSync(path.join(dir, 'assets', 'main.0123456789.js'), 'console.log(1)');
      writeFileSync(path.join(dir, 'assets', 'main.0123456789.js.br'), brotliCompressSync('console.log(1)'));
      writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync('<!doctype html><title>shell</title>'));
      writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
      writeFileSync(path.join(dir, 'api-docs.html'), '<!doctype html><script>redoc()</script>');
      t = await createTestApp(engine, { config: { staticDir: dir } });
    });
    afterAll(async () => {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    });

    test('index.html is never cached; hashed assets are immutable', async () => {
      const index = await t.app.inject({ method: 'GET', url: '/' });
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('shell');
      expect(index.headers['cache-control']).toBe('no-cache');
      const asset = await t.app.inject({ method: 'GET', url: '/assets/main.0123456789.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const plain = await t.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(plain.headers['cache-control']).toBe('public, max-age=3600');
    });

    test('precompressed twins are sent to browsers that accept them, cached like the original', async () => {
      for (const url of ['/', '/assets/main.0123456789.js', '/services']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
        expect({ url, status: res.statusCode, encoding: res.headers['content-encoding'] }).toEqual({ url, status: 200, encoding: 'br' });
        expect(res.headers.vary).toMatch(/accept-encoding/i);
      }
      const asset = await t.app.inject({ method: 'GET', url: '/assets/main.0123456789.js', headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1)');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const identity = await t.app.inject({ method: 'GET', url: '/' });
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body).toContain('shell');
    });

    test('history fallback: app routes get the shell (or their prerendered page), API paths do not', async () => {
      const route = await t.app.inject({ method: 'GET', url: '/admin/services', headers: { accept: 'text/html' } });
      expect(route.statusCode).toBe(200);
      expect(route.body).toContain('shell');
      expect(route.headers['cache-control']).toBe('no-cache');
      const prerendered = await t.app.inject({ method: 'GET', url: '/fr/services', headers: { accept: 'text/html' } });
      expect(prerendered.body).toContain('services fr');
      const escape = await t.app.inject({ method: 'GET', url: '/..%2f..%2fetc/passwd', headers: { accept: 'text/html' } });
      expect(escape.body).not.toContain('root:');
      const api = await t.app.inject({ method: 'GET', url: '/api/api/v1/nothing', headers: { accept: 'text/html' } });
      expect(api.statusCode).toBe(404);
      expect(api.json().success).toBe(false);
      const json = await t.app.inject({ method: 'GET', url: '/admin', headers: { accept: 'application/json' } });
      expect(json.statusCode).toBe(406);
      const asset = await t.app.inject({ method: 'GET', url: '/assets/main.old0000000.js', headers: { accept: 'text/html,*/*' } });
      expect(asset.statusCode).toBe(404);
      const post = await t.app.inject({ method: 'POST', url: '/admin', headers: { accept: 'text/html' } });
      expect(post.statusCode).toBe(405);
    });

    test('a prerendered build: / is the English home, routes without a page of their own get shell.html', async () => {
      const built = mkdtempSync(path.join(tmpdir(), 'drive-prerendered-'));
      writeFileSync(path.join(built, 'shell.html'), '<!doctype html><title>shell</title>');
      writeFileSync(path.join(built, 'index.html'), '<!doctype html><title>home en</title>');
      mkdirSync(path.join(built, 'fr'));
      writeFileSync(path.join(built, 'fr', 'index.html'), '<!doctype html><title>home fr</title>');
      const site = await createTestApp(engine, { config: { staticDir: built } });
      try {
        const page = async (url: string) => (await site.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
        expect(await page('/')).toContain('home en');
        expect(await page('/fr')).toContain('home fr');
        expect(await page('/admin/services')).toContain('shell');
        expect(await page('/payment-page')).toContain('shell');
      } finally {
        await site.close();
        rmSync(built, { recursive: true, force: true });
      }
    });

    test('/api/docs serves the built Redoc page with its own CSP', async () => {
      const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(docs.body).toContain('redoc()');
      expect(docs.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    });

    test('uploads are served from the blob store, cached a day, revalidated, never sniffed', async () => {
      const admin = await createAdmin(t);
      const created = await call(t.app, 'createPartner', {
        token: admin.token,
        multipart: { name: 'Shop', account_id: 'A1', logo: { filename: 'x.png', contentType: 'image/png', data: IMAGES.png } },
      });
      const url = created.body.data.logo;
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(IMAGES.png)).toBe(true);
      const head = await t.app.inject({ method: 'HEAD', url });
      expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([200, 'image/png', '']);
      for (const headers of [{ 'if-none-match': String(res.headers.etag) }, { 'if-modified-since': String(res.headers['last-modified']) }]) {
        const again = await t.app.inject({ method: 'GET', url, headers });
        expect([again.statusCode, again.body]).toEqual([304, '']);
      }
      const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"other"' } });
      expect(changed.statusCode).toBe(200);
      const missing = await t.app.inject({ method: 'GET', url: '/uploads/partners/none.png', headers: { accept: 'text/html' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().success).toBe(false);
    });
  });
});
