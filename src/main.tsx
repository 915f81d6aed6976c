import { takeEarlyClick } from './app/earlyClicks';
import { pressOnceItsRegionListens } from './components/page/StaticRegion';
import { hydratesAsPrerendered } from './app/prerenderedHydration';
import { localeOfPath } from './i18n/localePath';

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  return element;
}

/**
 * Start-up runs its code in steps, each in its own task: evaluating the whole app at once kept a
 * phone's main thread busy for ≈ 300 ms (4× throttled), in which a tap could not be answered.
 * The imports are "eager": in the same downloaded chunks, only evaluated when asked for. Each
 * step is kept under ≈ 50 ms on a 4× throttled phone (a longer task counts as blocking time):
 * Redux Toolkit, then the API client; the store; MUI's styling code, then the theme; the
 * providers' libraries, then the providers; the layout, then the routes; React DOM.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const container = rootElement();
  // The API client first (Redux Toolkit, RTK Query and every endpoint), then the store around it.
  await nextTask();
  // Named exports only (webpackExports): a whole library's namespace would defeat tree shaking.
  await import(/* webpackMode: "eager", webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react');
  await nextTask();
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
  const hydrate = hydratesAsPrerendered(container, { locale, adminSignedIn: Boolean(store.getState().auth.adminToken) });
  // The content the page was rendered with, so hydration finds it; asked for afresh once hydrating.
  const refreshPageData = hydrate ? adoptPageData(store, document) : undefined;
  // What keeps the page's static regions as they came; a page rendered in the browser has none and
  // never downloads it. Without it (a failed download) the whole page is hydrated, as it once was.
  const keeper = hydrate ? import(/* webpackChunkName: "hydration" */ './components/page/KeepPrerenderedRegions').catch(() => undefined) : undefined;

  // The reader's language (messages, and for Arabic the right-to-left styles) is downloaded first,
  // so the first render is already in it; a prerendered page's screen too, so that render is the
  // page (a screen that fails to download shows the error page when rendered). Other pages show
  // their spinner meanwhile, and download only what they show (a visitor sent from the payment
  // page to the login never downloads the payment screen).
  await nextTask();
  // MUI's styling code, then the theme the first render will ask for.
  await import(/* webpackMode: "eager", webpackExports: ["createTheme"] */ '@mui/material/styles');
  await nextTask();
  const { themeFor } = await import(/* webpackMode: "eager" */ './app/providers/theme');
  themeFor(locale);
  await nextTask();
  await Promise.all([
    import(/* webpackMode: "eager", webpackExports: ["IntlProvider"] */ 'react-intl'),
    import(/* webpackMode: "eager", webpackExports: ["Provider"] */ 'react-redux'),
  ]);
  await nextTask();
  const { AppProviders, loadLanguage } = await import(/* webpackMode: "eager" */ './app/providers');
  const language = loadLanguage(locale);
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["PublicLayout", "StandaloneLayout"] */ './components/layout');
  await nextTask();
  const { AppRoutes, routesAt } = await import(/* webpackMode: "eager" */ './app/router');
  const { preloadScreensAt } = await import(/* webpackMode: "eager" */ './app/lazyScreen');
  const screens = hydrate ? preloadScreensAt(routesAt(window.location.pathname), window.location.pathname).catch(() => undefined) : undefined;
  await nextTask();
  const { StrictMode, startTransition } = await import(/* webpackMode: "eager" */ 'react');
  const { BrowserRouter } = await import(/* webpackMode: "eager" */ 'react-router-dom');
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const [, , kept] = await Promise.all([language, screens, keeper]);

  const app = (
    <StrictMode>
      <AppProviders store={store} serverState={hydrate ? store.getState() : undefined}>
        <BrowserRouter>
          {/* A hydrated page keeps the HTML of its static regions until the visitor moves on. */}
          {kept ? (
            <kept.KeepPrerenderedRegions>
              <AppRoutes />
            </kept.KeepPrerenderedRegions>
          ) : (
            <AppRoutes />
          )}
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  const pressed = takeEarlyClick();
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds (a tap, a paint)
    // instead of holding the main thread until the whole page is hydrated.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    refreshPageData?.();
    // A button pressed while the app was starting is pressed again: React hydrates it at once and runs its
    // handler; one in a region kept until pressed, by its region once it listens.
    if (pressed && !pressOnceItsRegionListens(pressed)) pressed.click();
  } else {
    // Prerendered HTML about to be replaced: what the visitor typed in its forms goes on to the new ones.
    // (Should that code not download, the page is rendered all the same.)
    const typed =
      container.firstElementChild === null
        ? undefined
        : await import(/* webpackChunkName: "typed" */ './components/forms/typedBeforeHydration').catch(() => undefined);
    typed?.carryTypedAcrossRender(container);
    createRoot(container).render(app);
  }
}

void start();
