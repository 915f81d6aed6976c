import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, loadLanguage } from './app/providers';
import { AppRoutes, routes } from './app/router';
import { preloadScreensAt } from './app/lazyScreen';
import { setupStore } from './app/store';
import { followCustomerTokenAcrossTabs } from './app/crossTab';
import { refreshAdminSession } from './state/session';
import { localeChanged } from './state/localeSlice';
import { localeOfPath } from './i18n/localePath';

// The stored admin user is shown at once, then refreshed from the server (product-spec §4).
const store = setupStore();
// A URL that states its language (/fr/…) is read in it, and that becomes the reader's choice.
const urlLocale = localeOfPath(window.location.pathname);
if (urlLocale) store.dispatch(localeChanged(urlLocale));
void store.dispatch(refreshAdminSession());
followCustomerTokenAcrossTabs(store.dispatch);

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  return element;
}
const container = rootElement();

/**
 * A prerendered page (scripts/prerender.mjs) is hydrated when the first render will match it: same
 * language, signed-out header. Otherwise (a saved French choice on an English URL, a signed-in
 * admin) the page is rendered afresh, and LocaleUrlSync moves the URL to the language's page.
 */
function matchesPrerenderedPage(): boolean {
  const { locale } = store.getState().locale;
  return container.firstElementChild !== null && container.dataset.locale === locale && !store.getState().auth.adminToken;
}

async function start() {
  const hydrate = matchesPrerenderedPage();
  // The reader's language (messages, and for Arabic the right-to-left styles) is downloaded first,
  // so the first render is already in it; a prerendered page's screen too, so that render is the
  // page (a screen that fails to download shows the error page when rendered). Other pages show
  // their spinner meanwhile, and download only what they show (a visitor sent from the payment
  // page to the login never downloads the payment screen).
  await Promise.all([
    loadLanguage(store.getState().locale.locale),
    hydrate ? preloadScreensAt(routes, window.location.pathname).catch(() => undefined) : undefined,
  ]);
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
