import { renderToString } from 'react-dom/server';
import { StaticRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import createEmotionServer from '@emotion/server/create-instance';
import type { EmotionCache } from '@emotion/cache';
import { createIntl } from 'react-intl';
import { AppProviders } from './providers';
import { PRERENDERED_STYLES_ATTRIBUTE, createEmotionCaches } from './providers/emotionCache';
import { AppRoutes, routes } from './router';
import { preloadScreensAt } from './lazyScreen';
import { preloadFooterColumns } from '../components/layout/Footer';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { setupStore, type RootState } from './store';
import { fulfilledReads, pageDataElement, type PageDataEntry } from './pageData';
import { api } from '../api';
import { paths } from '../config/paths';
import { adminScreens } from '../features/admin/screens';
import { DocumentHeadContext, type DocumentHead } from '../components/page/documentHead';
import { loadMessages } from '../i18n/messages';
import type { MessageId } from '../i18n/messages';
import { localizedPath } from '../i18n/localePath';
import { LOCALES, directionOf, type Locale } from '../i18n/locale';

/*
 * The build's server rendering (scripts/prerender.mjs runs this bundle): each public page in each
 * language, as a signed-out visitor first sees it, with the content the page reads (offers,
 * services, cities…) when the build has a server to read it from. The page carries those answers
 * (src/app/pageData.ts), so the browser's first render is the same and hydration matches; without
 * them, data sections render their loading state, which is again what the browser first shows.
 */

/** A read the page makes as it starts: an endpoint's `initiate(arg)`, dispatched in any store. */
export type PageRead = ThunkAction<PromiseLike<unknown> & { unsubscribe(): void }, RootState, unknown, UnknownAction>;

export interface PrerenderedPage {
  path: string;
  description: MessageId;
  /** Listed in sitemap.xml and open to search engines. */
  indexed: boolean;

  locales: readonly Locale[];
  /**
   * The API reads the page makes as it starts, with the browser's arguments: the page is rendered
   * with their answers, and its boot script preloads their URLs with the scripts (src/boot.ts), so
   * the current answers download beside them. src/e2e/prerender.e2e.ts checks each preload is the
   * page's own request.
   */
  reads?: readonly PageRead[];
  /**
   * The chunks of the page's screen, by their webpackChunkName (in src/app/router.tsx and, for an
   * area's messages, src/i18n/messages.ts): the page lists them with its scripts (`startupChunks`).
   */
  screenChunks: readonly string[];
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  {
    path: paths.home.getHref(),
    description: 'meta.description.home',
    indexed: true,
    locales: LOCALES,
    reads: [api.endpoints.listPublicContent.initiate({})],
    screenChunks: ['public-home'],
  },
  {
    path: paths.services.getHref(),
    description: 'meta.description.services',
    indexed: true,
    locales: LOCALES,
    reads: [api.endpoints.listServices.initiate({ active: 1 })],
    screenChunks: ['public-services'],
  },
  {
    path: paths.cities.getHref(),
    description: 'meta.description.cities',
    indexed: true,
    locales: LOCALES,
    reads: [api.endpoints.listCities.initiate()],
    screenChunks: ['public-cities'],
  },
  {
    path: paths.instructors.getHref(),
    description: 'meta.description.instructors',
    indexed: true,
    locales: LOCALES,
    reads: [api.endpoints.listAcceptedInstructors.initiate()],
    screenChunks: ['public-instructors'],
  },
  { path: paths.about.getHref(), description: 'meta.description.about', indexed: true, locales: LOCALES, screenChunks: ['public-about'] },
  {
    path: paths.partner.getHref(),
    description: 'meta.description.partner',
    indexed: true,
    locales: LOCALES,
    reads: [api.endpoints.listPartners.initiate()],
    screenChunks: ['public-partners'],
  },
  { path: paths.login.getHref(), description: 'meta.description.login', indexed: false, locales: LOCALES, screenChunks: ['customer-login'] },
  { path: paths.signup.getHref(), description: 'meta.description.signup', indexed: false, locales: LOCALES, screenChunks: ['customer-signup'] },
  // The admin area keeps one URL for every language: its login is prerendered in English.
  {
    path: paths.admin.login.getHref(),
    description: 'meta.description.adminLogin',
    indexed: false,
    locales: ['en'],
    screenChunks: ['admin-login', 'admin-login-messages-en'],
  },
];

export interface RenderedPage {
  /** The URL of this language's page ('/fr/services'). */
  url: string;
  /** The markup of #root. */
  html: string;
  /** Emotion's critical CSS as <style> tags. */
  styles: string;
  /** The element carrying the answers the page was rendered with ('' when none). */
  data: string;
  title: string;
  description: string;
  direction: 'ltr' | 'rtl';
  /** The chunks its start-up downloads, by name (`startupChunks`). */
  chunks: string[];
}

/**
 * The chunks, by their webpackChunkName, that a page hydrated in `locale` downloads as it starts
 * (src/main.tsx): what keeps its static regions, its language's messages (and the right-to-left
 * styles in Arabic), its screen. Listed with the page's scripts, they download beside the bundle
 * instead of one after another once it runs (the boot script asks for them only when the page
 * will be hydrated). The build fails on a name the browser build has no chunk for, and
 * src/e2e/prerender.e2e.ts on a chunk left out.
 */
export function startupChunks(page: PrerenderedPage, locale: Locale): string[] {
  return ['hydration', `messages-${locale}`, ...(directionOf(locale) === 'rtl' ? ['rtl'] : []), ...page.screenChunks];
}

/**
 * The answers to the page's reads, from whatever API the environment's fetch reaches
 * (scripts/prerender.mjs decides); a read that fails is left out, so its section renders loading.
 */
export async function loadPageData(page: PrerenderedPage): Promise<PageDataEntry[]> {
  const store = setupStore({ locale: { locale: 'en' } });
  const reads = (page.reads ?? []).map((read) => store.dispatch(read));
  await Promise.all(reads);
  for (const read of reads) read.unsubscribe();
  const entries = fulfilledReads(store);
  // Also clears the cache's removal timers, which would keep the build's process alive.
  store.dispatch(api.util.resetApiState());
  return entries;
}

/**
 * Every class the render styled, as text the critical-CSS extraction finds: emotion also inserts
 * the intermediate styles a component composes into its final class (MUI's Link is styled over
 * Typography), which never appear in the HTML. Left out of the page, hydration would compile and
 * insert each again (stylis, a rule per class, a style recalculation) only to reach classes the
 * page already has.
 */
function everyRenderedClass(cache: EmotionCache): string {
  return Object.keys(cache.inserted)
    .map((id) => ` ${cache.key}-${id}`)
    .join('');
}

/**
 * Emotion's style tags as the page carries them. Emotion takes each server-rendered <style> out
 * and puts it back where it inserts its own (its default cache as its module loads, the app's
 * cache as it is created, a global style as it mounts), and the browser parses the stylesheet of
 * a <style> put back again, with every style of the page recalculated. The page's classes
 * therefore come in a tag emotion does not look for: the app's cache learns their names from it
 * (`adoptPrerenderedStyles`) and leaves it in place. Global styles stay emotion's, marked as
 * already placed for the default cache.
 */
function prerenderedStyleTags(tags: string): string {
  return tags.replace(/<style data-emotion="([^"]+)"/g, (_tag, names: string) =>
    names.split(' ')[0].endsWith('-global') ? `<style data-s="" data-emotion="${names}"` : `<style ${PRERENDERED_STYLES_ATTRIBUTE}="${names}"`,
  );
}

export async function renderPage(page: PrerenderedPage, locale: Locale, data: readonly PageDataEntry[] = []): Promise<RenderedPage> {
  const url = localizedPath(page.path, locale);
  const direction = directionOf(locale);
  // Fresh caches and store per page: no style or state leaks from one page into the next.
  const caches = await createEmotionCaches();
  const emotionServer = createEmotionServer(caches[direction]); // before rendering (it switches the cache to extraction)
  const store = setupStore({ locale: { locale } });
  if (data.length > 0) store.dispatch(api.util.upsertQueryEntries([...data]));

  const leaf = matchRoutes(routes, url)?.at(-1)?.route;
  if (!leaf || leaf.path === '*') throw new Error(`${url} is no page of the app; only pages can be prerendered`);
  // Rendered with its screen's code at hand, as the browser hydrates it (src/main.tsx).
  await Promise.all([preloadScreensAt(routes, url), preloadFooterColumns()]);
  // After the preload: an admin page's screen has brought the admin area's messages by now.
  const messages = await loadMessages(locale);

  const head: DocumentHead = {};
  const html = renderToString(
    <DocumentHeadContext value={(reported: DocumentHead) => Object.assign(head, reported)}>
      <AppProviders store={store} emotionCaches={caches}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </DocumentHeadContext>,
  );
  if (!head.title) throw new Error(`${url} sets no document title`);
  const styles = prerenderedStyleTags(
    emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html + everyRenderedClass(caches[direction]))),
  );
  const description = createIntl({ locale, messages }).formatMessage({ id: page.description });
  store.dispatch(api.util.resetApiState());
  return { url, html, styles, data: pageDataElement(data), title: head.title, description, direction, chunks: startupChunks(page, locale) };
}

function patternsOf(tree: readonly RouteObject[], base = ''): string[] {
  return tree.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
    const own = route.index || (route.path !== undefined && route.Component && !route.children) ? [here || '/'] : [];
    return [...own, ...(route.children ? patternsOf(route.children, here) : [])];
  });
}

/**
 * Every route pattern of the app ('/fr/services', '/admin/inquiries'…), written by the build to
 * dist/routes.json: the server answers these with the app and any other path with a 404, without
 * importing web code. Catch-all (not-found) routes are left out. The router matches all of /admin
 * and leaves the rest to the admin area's screens' table, whose paths are listed here.
 */
export function routePatterns(): string[] {
  return [...patternsOf(routes), ...Object.values(adminScreens).map(({ path }) => path)];
}
