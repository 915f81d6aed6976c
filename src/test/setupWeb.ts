import '@testing-library/jest-dom';
import { loadMessages } from '../i18n/messages';

// Node's fetch needs absolute URLs; the browser resolves '' against the page's origin.
globalThis.__APP_CONFIG__ = { apiBaseUrl: 'http://localhost', demo: null };

// Browser APIs the app shell uses that jsdom lacks (or only logs "not implemented" for).
// Tests spy on them: jest.spyOn(Element.prototype, 'scrollIntoView').
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
window.scrollTo = function scrollTo() {} as typeof window.scrollTo;
if (typeof window.matchMedia !== 'function') {
  // Nothing matches: no reduced-motion preference, no dark scheme.
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}

// The app downloads one language at a time; tests render any of them at once.
beforeAll(() => Promise.all((['en', 'fr', 'ar'] as const).map(loadMessages)));
