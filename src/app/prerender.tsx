import { renderToString } from 'react-dom/server';
import { StaticRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import createEmotionServer from '@emotion/server/create-instance';
import { createIntl } from 'react-intl';
import { AppProviders } from './providers';
import { createEmotionCaches } from './providers/emotionCache';
import { AppRoutes, routes } from './router';
import { preloadScreensAt } from './lazyScreen';
import { setupStore } from './store';
import { paths } from '../config/paths';
import { DocumentHeadContext, type DocumentHead } from '../components/page/documentHead';
import { loadMessages } from '../i18n/messages';
import type { MessageId } from '../i18n/messages';
import { localizedPath } from '../i18n/localePath';
import { LOCALES, directionOf, type Locale } from '../i18n/locale';

/*
 * The build's server rendering (scripts/prerender.mjs runs this bundle): each public page in each
 * language, as a signed-out visitor sees it before any data arrives. Data sections render their
 * loading state, exactly what the browser's first render shows, so hydration matches.
 */

export interface PrerenderedPage {
  path: string;
  description: MessageId;
  /** Listed in sitemap.xml and open to search engines. */
  indexed: boolean;

  locales: readonly Locale[];
  /**
   * The API reads the page makes as it starts, exactly as the browser sends them (same-origin API):
   * its HTML preloads them, so the data downloads beside the scripts instead of after hydration.
   * src/e2e/prerender.e2e.ts checks each is the page's own request, used from the preload.
   */
  data?: readonly string[];
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: paths.home.getHref(), description: 'meta.description.home', indexed: true, locales: LOCALES },
  { path: paths.services.getHref(), description: 'meta.description.services', indexed: true, locales: LOCALES, data: ['/api/api/v1/services?active=1'] },
  { path: paths.cities.getHref(), description: 'meta.description.cities', indexed: true, locales: LOCALES, data: ['/api/api/v1/cities'] },
  {
    path: paths.instructors.getHref(),
    description: 'meta.description.instructors',
    indexed: true,
    locales: LOCALES,
    data: ['/api/api/getAcceptedInstructors'],
  },
  { path: paths.about.getHref(), description: 'meta.description.about', indexed: true, locales: LOCALES },
  { path: paths.partner.getHref(), description: 'meta.description.partner', indexed: true, locales: LOCALES, data: ['/api/api/partners'] },
  { path: paths.login.getHref(), description: 'meta.description.login', indexed: false, locales: LOCALES },
  { path: paths.signup.getHref(), description: 'meta.description.signup', indexed: false, locales: LOCALES },
  // The admin area keeps one URL for every language: its login is prerendered in English.
  { path: paths.admin.login.getHref(), description: 'meta.description.adminLogin', indexed: false, locales: ['en'] },
];

export interface RenderedPage {
  /** The URL of this language's page ('/fr/services'). */
  url: string;
  /** The markup of #root. */
  html: string;
  /** Emotion's critical CSS as <style> tags. */
  styles: string;
  title: string;
  description: string;
  direction: 'ltr' | 'rtl';
}

export async function renderPage(page: PrerenderedPage, locale: Locale): Promise<RenderedPage> {
  const url = localizedPath(page.path, locale);
  const direction = directionOf(locale);
  // Fresh caches and store per page: no style or state leaks from one page into the next.
  const caches = await createEmotionCaches();
  const emotionServer = createEmotionServer(caches[direction]); // before rendering (it switches the cache to extraction)
  const store = setupStore({ locale: { locale } });

  const leaf = matchRoutes(routes, url)?.at(-1)?.route;
  if (!leaf || leaf.path === '*') throw new Error(`${url} is no page of the app; only pages can be prerendered`);
  // Rendered with its screen's code at hand, as the browser hydrates it (src/main.tsx).
  await preloadScreensAt(routes, url);
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
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  const description = createIntl({ locale, messages }).formatMessage({ id: page.description });
  return { url, html, styles, title: head.title, description, direction };
}

/**
 * Every route pattern of the app ('/fr/services', '/admin/inquiries'…), written by the build to
 * dist/routes.json: the server answers these with the app and any other path with a 404, without
 * importing web code. Catch-all (not-found) routes are left out.
 */
export function routePatterns(tree: readonly RouteObject[] = routes, base = ''): string[] {
  return tree.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
    const own = route.index || (route.path !== undefined && route.Component && !route.children) ? [here || '/'] : [];
    return [...own, ...(route.children ? routePatterns(route.children, here) : [])];
  });
}
