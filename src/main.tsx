import { holdEarlyClicks } from './app/earlyClicks';
import { localeOfPath } from './i18n/localePath';

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  return element;
}

/**
 * Start-up runs its code in steps, each in its own task: evaluating the whole app at once kept a
 * phone's main thread busy for ≈ 300 ms (4× throttled), in which a tap could not be answered.
 * The imports are "eager": in the same downloaded chunks, only evaluated when asked for. Six
 * steps (API client, store, MUI and the theme, providers, routes, React DOM): Lighthouse's mobile
 * blocking time on / fell from ≈ 250 to ≈ 130 ms (median of 3) when the theme and the API
 * client got steps of their own.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const container = rootElement();
  const releaseEarlyClicks = holdEarlyClicks(container);
  // The API client first (Redux Toolkit, RTK Query and every endpoint), then the store around it.
  await import(/* webpackMode: "eager" */ './api');
  await nextTask();
  const { setupStore } = await import(/* webpackMode: "eager" */ './app/store');
  const { localeChanged } = await import(/* webpackMode: "eager" */ './state/localeSlice');
  const { followCustomerTokenAcrossTabs } = await import(/* webpackMode: "eager" */ './app/crossTab');
  const { adoptPageData } = await import(/* webpackMode: "eager" */ './app/pageData');
  // The stored admin user is shown at once, then refreshed from the server (signed out if that returns nothing).
  const store = setupStore();
  // A URL that states its language (/fr/…) is read in it, and that becomes the reader's choice.
  const urlLocale = localeOfPath(window.location.pathname);
  if (urlLocale) store.dispatch(localeChanged(urlLocale));
  // Only a stored admin session is refreshed: a visitor's page does not even load that code.
  if (store.getState().auth.adminToken) {
    void import(/* webpackChunkName: "session" */ './api/session').then(({ refreshAdminSession }) => store.dispatch(refreshAdminSession()));
  }
  followCustomerTokenAcrossTabs(store.dispatch);

  /*
   * A prerendered page (scripts/prerender.mjs) is hydrated when the first render will match it:
   * same language, signed-out header. Otherwise (a saved French choice on an English URL, a
   * signed-in admin) the page is rendered afresh, and LocaleUrlSync moves the URL to the
   * language's page.
   */
  const { locale } = store.getState().locale;
  const hydrate = container.firstElementChild !== null && container.dataset.locale === locale && !store.getState().auth.adminToken;
  // The content the page was rendered with, so hydration finds it; asked for afresh once hydrating.
  const refreshPageData = hydrate ? adoptPageData(store, document) : undefined;

  // The reader's language (messages, and for Arabic the right-to-left styles) is downloaded first,
  // so the first render is already in it; a prerendered page's screen too, so that render is the
  // page (a screen that fails to download shows the error page when rendered). Other pages show
  // their spinner meanwhile, and download only what they show (a visitor sent from the payment
  // page to the login never downloads the payment screen).
  await nextTask();
  // MUI's styling code, and the theme the first render will ask for.
  const { themeFor } = await import(/* webpackMode: "eager" */ './app/providers/theme');
  themeFor(locale);
  await nextTask();
  const { AppProviders, loadLanguage } = await import(/* webpackMode: "eager" */ './app/providers');
  const language = loadLanguage(locale);
  await nextTask();
  const { AppRoutes, routes } = await import(/* webpackMode: "eager" */ './app/router');
  const { preloadScreensAt } = await import(/* webpackMode: "eager" */ './app/lazyScreen');
  const screens = hydrate ? preloadScreensAt(routes, window.location.pathname).catch(() => undefined) : undefined;
  await nextTask();
  const { StrictMode } = await import(/* webpackMode: "eager" */ 'react');
  const { BrowserRouter } = await import(/* webpackMode: "eager" */ 'react-router-dom');
  const { KeepPrerenderedRegions } = await import(/* webpackMode: "eager" */ './components/page/StaticRegion');
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await Promise.all([language, screens]);

  const app = (
    <StrictMode>
      <AppProviders store={store} serverState={hydrate ? store.getState() : undefined}>
        <BrowserRouter>
          {/* A hydrated page keeps the HTML of its static regions until the visitor moves on. */}
          {hydrate ? (
            <KeepPrerenderedRegions>
              <AppRoutes />
            </KeepPrerenderedRegions>
          ) : (
            <AppRoutes />
          )}
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  const pressed = releaseEarlyClicks();
  if (hydrate) {
    hydrateRoot(container, app);
    refreshPageData?.();
    // A button pressed while the app was starting is pressed again: React hydrates it at once and runs its handler.
    pressed?.click();
  } else createRoot(container).render(app);
}

void start();
