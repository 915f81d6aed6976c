/*
 * The one script of a page, written into its HTML at the end of the body (the server allows it by
 * its hash). The app's scripts (`data-scripts`, in order) and the page's data (`data-preload`) are
 * asked for once the page's first paint is on screen: nothing is requested before the page shows but
 * the page itself (on a slow network, and in how Lighthouse counts the largest paint: every request
 * and script started before it delays it), and the scripts still arrive a frame or two later.
 * A prerendered page also names the chunks the app asks for as it hydrates the page (`data-chunks`):
 * when it will be hydrated, they download with the bundle, not once it runs.
 */
import { holdEarlyClicksForTheApp } from './app/earlyClicks';
import { hydratesAsPrerendered } from './app/prerenderedHydration';
import { localeOfPath } from './i18n/localePath';
import { readStored, readStoredLocale, STORAGE_KEYS } from './state/storage';

const boot = document.currentScript as HTMLScriptElement;

function loadApp() {
  for (const href of (boot.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
  const scripts = (boot.dataset.scripts ?? '').split(' ').filter(Boolean);
  // Before the last, the app's main chunk: a chunk that has run before it is one it finds installed.
  if (hydrating) scripts.splice(-1, 0, ...(boot.dataset.chunks ?? '').split(' ').filter(Boolean));
  for (const src of scripts) {
    const script = document.createElement('script');
    script.src = src;
    // Inserted scripts run as soon as they arrive unless told otherwise: these run in their order.
    script.async = false;
    document.head.append(script);
  }
}

let loaded = false;
function loadOnce() {
  if (loaded) return;
  loaded = true;
  loadApp();
}

// A prerendered page's first contentful paint is reported once the frame is on screen, which can
// be well after the task that drew it: a script requested in between would still be fetched and run
// before the page shows. A browser that does not report paints loads the app in the task after the
// first frame. The app's shell (an empty root: the page is rendered by the app) and a hidden page
// (opened in a background tab) have nothing to paint: they load the app at once, as does a page
// hidden before painting. The timer is a backstop for a paint that is never reported.
const reportsPaint = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
const root = document.getElementById('root');
const prerendered = Boolean(root?.firstElementChild);
// A button pressed on the prerendered page before the app listens is pressed again once it does.
if (root && prerendered) holdEarlyClicksForTheApp(root);
const hydrating =
  root !== null &&
  hydratesAsPrerendered(root, {
    locale: localeOfPath(window.location.pathname) ?? readStoredLocale(),
    adminSignedIn: Boolean(readStored(STORAGE_KEYS.adminToken)),
  });
if (!prerendered || document.visibilityState !== 'visible') loadOnce();
else if (reportsPaint) {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    loadOnce();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', loadOnce, { once: true });
  setTimeout(loadOnce, 1500);
} else requestAnimationFrame(() => setTimeout(loadOnce, 0));
