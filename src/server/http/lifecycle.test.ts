import { call, capturedLog, createTestApp, engines, type TestApp } from '../test/helpers';

/*
 * Liveness, readiness and the request id, in process (src/server/main.test.ts stops a real
 * server process with SIGTERM).
 */

// Building an app takes seconds on a loaded machine.
jest.setTimeout(20_000);

describe.each(engines())('probes and phases (%s)', (engine) => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

  test('while the database is being prepared: alive, not ready, and other requests get 503; then ready, and mail goes out', async () => {
    t = await createTestApp(engine, { starting: true });
    expect(await status('/livez')).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ success: false, status: 'starting' });
    expect(await status('/healthz')).toBe(503);
    const api = await call(t.app, 'listServices', { allowUndeclared: true, headers: { 'accept-language': 'fr' } });
    expect(api.status).toBe(503);
    expect(api.headers['retry-after']).toBe('1');
    expect(api.body.message).toMatch(/^Le service est momentanément indisponible/);
    // Mail queued meanwhile waits for the ready phase.
    await t.app.mail.queue(t.db, { to: 'student@example.com', subject: 'Hello', text: 'Hi' });
    t.app.mail.wake();
    await new Promise((r) => setTimeout(r, 50));
    expect(t.outbox).toEqual([]);

    t.app.lifecycle.ready();
    expect(await t.app.inject({ method: 'GET', url: '/readyz' }).then((r) => r.json())).toEqual({ status: 'ok', database: engine });
    expect(await status('/healthz')).toBe(200);
    expect((await call(t.app, 'listServices')).status).toBe(200);
    await t.mailSent();
    expect(t.outbox.map((m) => m.to)).toEqual(['student@example.com']);
  });

  test('draining: readiness fails at once, liveness holds, requests are still served but close their connection', async () => {
    t = await createTestApp(engine);
    expect(await status('/readyz')).toBe(200);
    t.app.lifecycle.drain();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'draining' });
    expect(await status('/livez')).toBe(200);
    const api = await call(t.app, 'listServices');
    expect(api.status).toBe(200);
    expect(api.headers.connection).toBe('close');
  });

  test('the probes take GET and HEAD only, and are never the web app', async () => {
    t = await createTestApp(engine);
    for (const url of ['/livez', '/readyz']) {
      expect((await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
      const post = await t.app.inject({ method: 'POST', url });
      expect(post.statusCode).toBe(405);
      expect(post.headers.allow).toBe('GET, HEAD');
    }
  });
});

describe('request ids', () => {
  let t: TestApp;
  let lines: Record<string, unknown>[];
  beforeEach(async () => {
    const log = capturedLog();
    lines = log.lines;
    t = await createTestApp('sqlite', { logger: log.logger });
  });
  afterEach(async () => {
    await t.close();
  });

  const idOf = async (headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/api/v1/services', headers });
    expect(res.statusCode).toBe(200);
    return String(res.headers['x-request-id']);
  };
  const linesOf = (id: string) => lines.filter((line) => line.reqId === id);

  test("the load balancer's X-Request-Id is kept, answered and on each of the request's log lines", async () => {
    const id = 'haproxy-7f3a:1722_0001';
    expect(await idOf({ 'x-request-id': id })).toBe(id);
    expect(linesOf(id).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(linesOf(id)[1]).toMatchObject({ res: { statusCode: 200 } });
  });

  test('without one, or with one that does not look like an id, each request gets a fresh UUID', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const forged = ['a b', 'x'.repeat(129), 'id\nlevel=50 msg=forged', '<script>', ''];
    const ids = [await idOf(), await idOf(), ...(await Promise.all(forged.map((value) => idOf({ 'x-request-id': value }))))];
    for (const id of ids) {
      expect(id).toMatch(uuid);
      expect(linesOf(id)).toHaveLength(2);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
