import type { Locale } from '../i18n/locale';

/**
 * Whether the app's first render is the page the server sent, which is then hydrated rather than
 * rendered afresh: a prerendered page, read in the language it was rendered in, with no admin
 * signed in (the header differs). The boot script decides by it which chunks to ask for with the
 * bundle, and the app how to start: both read it the same way.
 */
export function hydratesAsPrerendered(container: HTMLElement, reader: { locale: Locale; adminSignedIn: boolean }): boolean {
  return container.firstElementChild !== null && container.dataset.locale === reader.locale && !reader.adminSignedIn;
}
