import { en } from '../i18n/catalogs';
import { openBrowser } from './browser';
import { startServer, type RunningServer } from './server';

/*
 * The built site for clients that are not a browser (curl, link-preview bots, uptime monitors:
 * Accept: *\/*) and for unknown routes, against the production server and the real build.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

test('curl gets the prerendered page of every route, in every language', async () => {
  for (const url of ['/', '/services', '/fr/services', '/ar/Certificated-Instructors', '/admin/login']) {
    const res = await fetch(server.url + url, { headers: { accept: '*/*' } });
    expect({ url, status: res.status }).toEqual({ url, status: 200 });
    expect(await res.text()).toContain('<h1');
  }
  const trace = await fetch(`${server.url}/services`, { method: 'DELETE' });
  expect([trace.status, trace.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
});

test('an unknown route answers 404 and the browser shows the app’s not-found page', async () => {
  const res = await fetch(`${server.url}/no-such-page`, { headers: { accept: '*/*' } });
  expect(res.status).toBe(404);
  const browser = await openBrowser();
  try {
    const response = await browser.page.goto(`${server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await browser.page.getByRole('heading', { level: 1, name: en['page.notFound.title'] }).waitFor();
    expect(browser.problems.filter((p) => !p.includes('404'))).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('/api/docs arrives compressed', async () => {
  const res = await fetch(`${server.url}/api/docs`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBe('br');
  expect(Number(res.headers.get('content-length'))).toBeLessThan(1024 * 1024);
});
