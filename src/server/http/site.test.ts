import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { loadSpec } from '../../contract/spec';
import { IMAGES, call, createAdmin, createTestApp, engines, type TestApp } from '../test/helpers';

/*
 * Requests that are not a browser's: curl and bots (Accept: *\/*), wrong and unknown methods,
 * unknown routes, another origin's front end; and the API reference's size on the wire.
 */

const SHELL = '<!doctype html><title>shell</title><div id="root"></div>';
const DOCS = `<!doctype html><script>redoc()</script>${'<p>operation</p>'.repeat(2000)}`;

/** A built site: the shell, one prerendered page, an asset, the docs with twins, and routes.json. */
function builtSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'drive-site-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'services'));
  writeFileSync(path.join(dir, 'shell.html'), SHELL);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home en</title>');
  writeFileSync(path.join(dir, 'services', 'index.html'), '<!doctype html><title>services en</title>');
  writeFileSync(path.join(dir, 'assets', 'main.0123456789.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'api-docs.html'), DOCS);
  writeFileSync(path.join(dir, 'api-docs.html.br'), brotliCompressSync(DOCS));
  writeFileSync(path.join(dir, 'api-docs.html.gz'), gzipSync(DOCS));
  writeFileSync(
    path.join(dir, 'routes.json'),
    JSON.stringify(['/', '/services', '/fr', '/fr/services', '/admin', '/admin/services', '/admin/login', '/items/:id']),
  );
  return dir;
}

describe.each(engines())('the site for non-browser clients (%s)', (engine) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = builtSite();
    t = await createTestApp(engine, { config: { staticDir: dir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  test('a page is served to any GET that does not ask for something else (curl, bots, monitors)', async () => {
    for (const accept of ['*/*', 'text/html', 'text/*;q=0.8', undefined]) {
      const res = await get('/services', accept ? { accept } : {});
      expect({ accept, status: res.statusCode }).toEqual({ accept, status: 200 });
      expect(res.body).toContain('services en');
    }
    expect((await get('/services/', { accept: '*/*' })).body).toContain('services en');
    expect((await get('/SERVICES', { accept: '*/*' })).statusCode).toBe(200); // routes are case-insensitive, as in the app
    expect((await get('/fr/services', { accept: '*/*' })).body).toContain('shell');
    expect((await get('/items/42', { accept: '*/*' })).statusCode).toBe(200);
    // Asked for JSON only: the page exists, but not in that form.
    const json = await get('/services', { accept: 'application/json', 'accept-language': 'fr' });
    expect(json.statusCode).toBe(406);
    expect(json.json()).toEqual({ success: false, message: 'Cette page n’existe qu’en HTML.' });
  });

  test('an unknown route answers 404 with the app (which shows its not-found page); a missing file a plain 404', async () => {
    for (const url of ['/no-such-page', '/fr/nothing', '/admin/nothing', '/services/extra']) {
      const res = await get(url, { accept: '*/*' });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toBe(SHELL);
    }
    const asset = await get('/assets/main.old0000000.js', { accept: '*/*' });
    expect(asset.statusCode).toBe(404);
    expect(asset.json().success).toBe(false);
    const json = await get('/no-such-page', { accept: 'application/json' });
    expect(json.statusCode).toBe(404);
    expect(json.json().success).toBe(false);
  });

  test('a known path with a wrong method answers 405 with Allow', async () => {
    const cases: [string, string, string][] = [
      ['TRACE', '/services', 'GET, HEAD'],
      ['POST', '/admin/services', 'GET, HEAD'],
      ['DELETE', '/', 'GET, HEAD'],
      ['PROPFIND', '/assets/main.0123456789.js', 'GET, HEAD'],
      ['TRACE', '/api/api/v1/services', 'GET, HEAD'],
      ['GET', '/api/v1/login', 'POST'],
      ['PUT', '/api/api/v1/admin/services', 'GET, POST, HEAD'],
      ['POST', '/api/api/v1/admin/services/7', 'PUT, DELETE'],
      ['PATCH', '/healthz', 'GET, HEAD'],
      ['DELETE', '/uploads/partners/x.png', 'GET, HEAD'],
      ['POST', '/api/docs', 'GET, HEAD'],
    ];
    for (const [method, url, allow] of cases) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: { 'accept-language': 'fr' } });
      expect({ method, url, status: res.statusCode, allow: res.headers.allow }).toEqual({ method, url, status: 405, allow });
      expect(res.json()).toEqual({ success: false, message: `La méthode ${method} n’est pas permise sur ${url}.` });
    }
    // Nothing lives there: 404 whatever the method.
    expect((await t.app.inject({ method: 'TRACE', url: '/no-such-page' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/api/v1/nothing' })).statusCode).toBe(404);
  });

  test('every path of the contract answers each method it lacks with 405 and its Allow, before any authentication', async () => {
    const wrong: string[] = [];
    for (const [template, item] of Object.entries(loadSpec().document.paths)) {
      const url = template.replace(/\{\w+\}/g, '7');
      const methods = Object.keys(item)
        .filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key))
        .map((key) => key.toUpperCase());
      const allow = (methods.includes('GET') ? [...methods, 'HEAD'] : methods).join(', ');
      for (const method of ['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
        if (allow.split(', ').includes(method)) continue;
        const res = await t.app.inject({ method: method as 'GET', url });
        if (res.statusCode !== 405 || res.headers.allow !== allow) wrong.push(`${method} ${url} → ${res.statusCode} (Allow: ${res.headers.allow})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('a method Node does not even parse gets 405 with Allow on a known path, 501 elsewhere', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let answer = '';
        socket.on('data', (chunk) => (answer += String(chunk)));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    const known = await raw('FOO /services HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(known).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(known).toContain('\r\nAllow: GET, HEAD\r\n');
    expect(JSON.parse(known.split('\r\n\r\n')[1]).success).toBe(false);
    expect(await raw('FOO /no-such-page HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(/^HTTP\/1\.1 501 /);
    // Other client errors keep fastify's answer.
    expect(await raw('GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
  });

  test('/api/docs is sent compressed to clients that accept it', async () => {
    const br = await get('/api/docs', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toContain('text/html');
    expect(br.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(DOCS);
    expect((await get('/api/docs', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    const plain = await get('/api/docs');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(DOCS);
  });
});

describe.each(engines())('a front end on another origin (%s)', (engine) => {
  const ORIGIN = 'https://front.example';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { config: { corsOrigins: [ORIGIN] } });
  });
  afterAll(async () => {
    await t.close();
  });

  test.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])('a %s with the Authorization header passes its preflight', async (method) => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/api/v1/admin/services/1',
      headers: { origin: ORIGIN, 'access-control-request-method': method, 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(String(res.headers['access-control-allow-methods']).split(/, */)).toContain(method);
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/authorization/i);
  });

  test('uploads and their renderings may be shown by the configured origin', async () => {
    const admin = await createAdmin(t);
    const created = await call(t.app, 'createPartner', {
      token: admin.token,
      multipart: { name: 'Shop', account_id: 'A1', logo: { filename: 'x.png', contentType: 'image/png', data: IMAGES.png } },
    });
    const upload = created.body.data.logo as string;
    for (const url of [upload, `/images/96${upload.replace(/^\/uploads/, '')}.webp`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { origin: ORIGIN } });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/api/partners', headers: { origin: ORIGIN } });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-site');
  });
});

test('without configured origins, uploads stay same-site', async () => {
  const t = await createTestApp(engines()[0]);
  try {
    const admin = await createAdmin(t);
    const created = await call(t.app, 'createPartner', {
      token: admin.token,
      multipart: { name: 'Shop', account_id: 'A1', logo: { filename: 'x.png', contentType: 'image/png', data: IMAGES.png } },
    });
    const res = await t.app.inject({ method: 'GET', url: created.body.data.logo });
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
  } finally {
    await t.close();
  }
});
