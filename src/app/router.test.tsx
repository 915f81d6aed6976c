import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { renderApp } from '../test/renderApp';
import type { Locale } from '../i18n/locale';
import type { MessageId } from '../i18n/messages';
import { ar, en, fr } from '../i18n/catalogs';
import { paths } from '../config/paths';
import { adminLinks } from '../features/admin/screens';
import { localizedPath } from '../i18n/localePath';
import { routes, routesAt } from './router';

const catalogs: Record<Locale, Record<string, string>> = { en, fr, ar };
const admin = { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' };
const signedInAdmin = { auth: { adminToken: 'admin-token', adminUser: admin, customerToken: null } };
const student = { auth: { adminToken: null, adminUser: null, customerToken: 'student-token' } };

afterEach(() => localStorage.clear());

const ROUTES: [string, MessageId, 'visitor' | 'student' | 'admin'][] = [
  [paths.home.getHref(), 'page.home.title', 'visitor'],
  [paths.services.getHref(), 'page.services.title', 'visitor'],
  [paths.cities.getHref(), 'page.cities.title', 'visitor'],
  [paths.instructors.getHref(), 'page.instructors.title', 'visitor'],
  [paths.about.getHref(), 'page.about.title', 'visitor'],
  [paths.partner.getHref(), 'page.partners.title', 'visitor'],
  [paths.login.getHref(), 'page.login.title', 'visitor'],
  [paths.signup.getHref(), 'page.signup.title', 'visitor'],
  [paths.verify.getHref(), 'page.verify.title', 'visitor'],
  [paths.payment.getHref(), 'page.payment.title', 'student'],
  [paths.bookings.getHref(), 'page.bookings.title', 'student'],
  [paths.booking.getHref(1), 'page.booking.title', 'student'],
  [paths.receipt.getHref(1), 'page.receipt.title', 'student'],
  [paths.admin.login.getHref(), 'admin.login.title', 'visitor'],
  [paths.admin.dashboard.getHref(), 'admin.dashboard.title', 'admin'],
  [adminLinks.services.getHref(), 'admin.services.title', 'admin'],
  [adminLinks.inquiries.getHref(), 'admin.inquiries.title', 'admin'],
  [adminLinks.content.getHref(), 'admin.content.title', 'admin'],
  [adminLinks.cities.getHref(), 'admin.cities.title', 'admin'],
  [adminLinks.instructors.getHref(), 'admin.instructors.title', 'admin'],
  [adminLinks.partners.getHref(), 'admin.partners.title', 'admin'],
  [adminLinks.packages.getHref(), 'admin.packages.title', 'admin'],
  [adminLinks.settings.getHref(), 'admin.settings.title', 'admin'],
  [adminLinks.bookings.getHref(), 'admin.bookings.title', 'admin'],
  [adminLinks.classList.getHref(31), 'admin.bookings.classList', 'admin'],
  [adminLinks.receipt.getHref(90), 'admin.receipts.title', 'admin'],
  ['/no-such-page', 'page.notFound.title', 'visitor'],
  ['/admin/no-such-section', 'page.notFound.title', 'admin'],
];

describe.each(['en', 'fr', 'ar'] as const)('in %s', (locale) => {
  test.each(ROUTES)('%s shows its title', async (url, titleId, who) => {
    const preloadedState = who === 'admin' ? signedInAdmin : who === 'student' ? student : undefined;
    const { router } = await renderApp({ url }, { locale, preloadedState });
    // The home page's h1 is its first hero slide; its tab title is the page title.
    const heading = url === paths.home.getHref() ? 'home.hero1.title' : titleId;
    expect(await screen.findByRole('heading', { level: 1, name: catalogs[locale][heading] })).toBeInTheDocument();
    // French and Arabic pages live under /fr and /ar; admin pages keep their URL.
    expect(router.state.location.pathname).toBe(localizedPath(url, locale));
    expect(document.title).toBe(catalogs[locale]['common.documentTitle'].replace('{page}', catalogs[locale][titleId]));
  });
});

test('a URL is matched against its own part of the table with the same routes as against the whole table', () => {
  const urls = ROUTES.flatMap(([url]) => (['en', 'fr', 'ar'] as const).map((locale) => localizedPath(url, locale)));
  const odd = ['/FR/services', '/Admin/login', '/fr/admin/login', '/admin-notes', '/constructor', '/__proto__/x', '/no-such-page', '/ar/', ''];
  for (const url of [...urls, ...odd]) {
    const matched = (table: typeof routes) =>
      matchRoutes(table, url)?.map(({ route, pathname, params }) => ({ Component: route.Component, path: route.path, pathname, params }));
    expect({ url, routes: matched(routesAt(url)) }).toEqual({ url, routes: matched(routes) });
  }
  // Each part is a part: the admin's URLs never walk the public screens.
  expect(JSON.stringify(routesAt('/admin/login')).length).toBeLessThan(JSON.stringify(routes).length / 3);
});

test('paths keep the exact spellings of the spec', () => {
  expect(paths.instructors.getHref()).toBe('/Certificated-Instructors');
  expect(paths.about.getHref('contact')).toBe('/aboutpage#contact');
  expect(paths.services.getHref('roadtest')).toBe('/services#roadtest');
  expect(paths.payment.getHref()).toBe('/payment-page');
  expect(paths.payment.getHref('service=3')).toBe('/payment-page?service=3');
  expect(adminLinks.instructors.getHref()).toBe('/admin/instructor-content');
  expect(adminLinks.partners.getHref()).toBe('/admin/addpartner');
});

test('each area’s screens load in that area’s own chunk, so public pages never download admin code', () => {
  const source = readFileSync(path.join(__dirname, 'router.tsx'), 'utf8');
  const imports = [...source.matchAll(/import\(\s*\/\*\s*webpackChunkName:\s*"([\w-]+)"\s*\*\/\s*'\.\.\/features\/(\w+)\//g)];
  expect(imports.length).toBeGreaterThanOrEqual(19);
  for (const [, chunk, area] of imports) expect({ area, chunk: chunk.split('-')[0] }).toEqual({ area, chunk: area });
  // Every import of a feature in the router is a lazy one (types aside): the admin screens' table included.
  const staticImports = [...source.matchAll(/^import (?!type )[^;]*'\.\.\/features\//gm)];
  expect(staticImports).toEqual([]);
});

test('a URL that states its language is read in it, and that language becomes the choice', async () => {
  const { store, router } = await renderApp({ url: '/ar/services' }, { locale: 'en' });
  expect(await screen.findByRole('heading', { level: 1, name: ar['page.services.title'] })).toBeInTheDocument();
  expect(store.getState().locale.locale).toBe('ar');
  expect(router.state.location.pathname).toBe('/ar/services');
});

test('an unknown page under a language prefix is that language’s not-found page', async () => {
  await renderApp({ url: '/fr/no-such-page' }, { locale: 'fr' });
  expect(await screen.findByRole('heading', { level: 1, name: fr['page.notFound.title'] })).toBeInTheDocument();
});
