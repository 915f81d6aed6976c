import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ADMIN, adminToken, startServer, type RunningServer } from './server';

/*
 * The production server in demo mode with a configured admin credential (as the e2e server
 * always runs): nothing it serves to a browser carries that password or email — the runtime
 * config, every prerendered page, every script and stylesheet, the contract, its reference, and
 * the API's public answers (plus the admin's own, which a browser of that admin receives).
 */

const root = path.resolve(__dirname, '../..');

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));

test('no served page, script or API answer contains the configured admin password', async () => {
  const dist = path.join(root, 'dist');
  const routes = (await (await fetch(`${server.url}/routes.json`)).json()) as string[];
  const assets = filesUnder(dist)
    .filter((file) => /\.(js|css|html|json|txt|xml|svg)$/.test(file))
    .map((file) => `/${path.relative(dist, file)}`);
  const api = [
    '/api/api/v1/services',
    '/api/api/v1/cities',
    '/api/api/v1/content',
    '/api/api/v1/reviews',
    '/api/api/partners',
    '/api/api/getAcceptedInstructors',
  ];
  const urls = ['/runtime-config.js', '/api/openapi.yaml', '/api/docs', '/healthz', ...routes, ...assets, ...api];
  expect(urls.length).toBeGreaterThan(60);

  const token = await adminToken(server.url);
  const asVisitorAndAdmin: Record<string, string>[] = [{ accept: '*/*' }, { accept: 'text/html', authorization: `Bearer ${token}` }];
  const leaks: string[] = [];
  for (const url of urls) {
    for (const headers of asVisitorAndAdmin) {
      const res = await fetch(server.url + url, { headers });
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      const text = await res.text();
      if (text.includes(ADMIN.password)) leaks.push(url);
    }
  }
  expect(leaks).toEqual([]);

  const runtime = await (await fetch(`${server.url}/runtime-config.js`)).text();
  expect(runtime).toContain('"demo":null');
  expect(runtime).not.toContain(ADMIN.email);
  // The admin's own API answers name the admin, never the password.
  const me = await (await fetch(`${server.url}/api/v1/user`, { headers: { authorization: `Bearer ${token}` } })).text();
  expect(me).toContain(ADMIN.email);
  expect(me).not.toContain(ADMIN.password);
});

test('a demo server without a configured credential shows only the built-in demo one', async () => {
  const demo = await startServer({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
  try {
    const runtime = await (await fetch(`${demo.url}/runtime-config.js`)).text();
    expect(runtime).toContain('"demo":{"email":"admin@driveontario.ca","password":"drive-ontario-demo"}');
  } finally {
    await demo.stop();
  }
});
