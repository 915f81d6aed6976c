import { ADMIN, startServer, type RunningServer } from './server';
import { openBrowser, screenshot, type Browser } from './browser';

const PUBLIC_ROUTES = ['/', '/services', '/cities', '/Certificated-Instructors', '/aboutpage', '/partner', '/login', '/signup', '/verify'];
const ADMIN_ROUTES = ['/admin', '/admin/services', '/admin/inquiries', '/admin/content', '/admin/cities', '/admin/instructor-content', '/admin/addpartner'];

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe.each(['en', 'fr', 'ar'])('every public route renders its shell in %s', (locale) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser({ locale });
  });
  afterAll(async () => {
    await browser.close();
  });

  test.each(PUBLIC_ROUTES)('%s', async (route) => {
    const { page } = browser;
    const scripts: string[] = [];
    const onRequest = (request: { resourceType(): string; url(): string }) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    };
    page.on('request', onRequest);
    await page.goto(server.url + route);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // A saved language other than the page's: the app renders the page afresh in it once started.
    await page.waitForFunction((wanted) => document.documentElement.lang === wanted, locale);
    page.off('request', onRequest);
    expect(await page.getAttribute('html', 'dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('banner').waitFor();
    // Admin code is never downloaded on a public page.
    expect(scripts.filter((url) => /admin/i.test(new URL(url).pathname))).toEqual([]);
    if (route === '/' || route === '/services') await screenshot(page, `shell-${locale}-${route === '/' ? 'home' : 'services'}`);
  });
});

test('a reader who asks for less motion gets buttons without transitions', async () => {
  const browser = await openBrowser({ motion: 'full' });
  try {
    const { page } = browser;
    await page.goto(`${server.url}/login`);
    const button = page.getByRole('button').first();
    const transition = () => button.evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(await transition()).not.toMatch(/^0s(, 0s)*$/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await transition()).toMatch(/^0s(, 0s)*$/);
  } finally {
    await browser.close();
  }
});

describe('guards', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  test('/payment-page without a customer token goes to /login', async () => {
    await browser.page.goto(`${server.url}/payment-page`);
    await browser.page.waitForURL(`${server.url}/login`);
  });

  test.each(ADMIN_ROUTES)('%s without an admin session goes to /admin/login', async (route) => {
    await browser.page.goto(server.url + route);
    await browser.page.waitForURL(`${server.url}/admin/login`);
  });

  test('a signed-in admin reaches every admin route, and /admin/login sends them to /admin', async () => {
    const { page } = browser;
    const login = await (
      await fetch(`${server.url}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
    ).json();
    await page.evaluate(
      ([token, user]) => {
        localStorage.setItem('auth_token', token);
        localStorage.setItem('user_data', JSON.stringify(user));
      },
      [login.data.token, login.data.user] as const,
    );
    for (const route of ADMIN_ROUTES) {
      await page.goto(server.url + route);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe(route);
    }
    await page.goto(`${server.url}/admin/login`);
    await page.waitForURL(`${server.url}/admin`);
  });
});
