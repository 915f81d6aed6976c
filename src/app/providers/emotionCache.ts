import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';

/*
 * One emotion cache per direction. The keys are fixed: prerendered pages are rendered with fresh
 * caches of the same keys, and the browser's must match for hydration. The
 * right-to-left one needs stylis-plugin-rtl (with cssjanus), downloaded only for Arabic.
 */

export type Direction = 'ltr' | 'rtl';
export type EmotionCaches = Record<Direction, EmotionCache>;

/** Names the cache key and classes of a prerendered page's styles ("muiltr 1vee1m4 …") on their <style>. */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-styles';

/**
 * The classes a prerendered page's styles already define, noted as inserted: the cache inserts
 * none of them again, and their <style> stays where the page has it (emotion's own hydration of
 * server styles would take it out and put it back, which makes the browser parse it again).
 */
export function adoptPrerenderedStyles(cache: EmotionCache): void {
  for (const tag of document.querySelectorAll(`style[${PRERENDERED_STYLES_ATTRIBUTE}^="${cache.key} "]`)) {
    for (const name of tag.getAttribute(PRERENDERED_STYLES_ATTRIBUTE)?.split(' ').slice(1) ?? []) cache.inserted[name] = true;
  }
}

function withPrerenderedStyles(cache: EmotionCache): EmotionCache {
  if (typeof document !== 'undefined') adoptPrerenderedStyles(cache);
  return cache;
}

function createLtrCache(): EmotionCache {
  return withPrerenderedStyles(createCache({ key: 'muiltr' }));
}

async function createRtlCache(): Promise<EmotionCache> {
  const { default: rtlPlugin } = await import(/* webpackChunkName: "rtl" */ 'stylis-plugin-rtl');
  return withPrerenderedStyles(createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }));
}

/** A fresh pair, for one prerendered page. */
export async function createEmotionCaches(): Promise<EmotionCaches> {
  return { ltr: createLtrCache(), rtl: await createRtlCache() };
}

// The browser's caches: made once per page load, the right-to-left one when first needed (before
// the first render in Arabic, so it takes over the prerendered page's styles).
const browserCaches: Partial<EmotionCaches> = { ltr: createLtrCache() };
let rtlLoading: Promise<void> | undefined;

export function loadedEmotionCache(direction: Direction): EmotionCache | undefined {
  return browserCaches[direction];
}

export function loadEmotionCache(direction: Direction): Promise<void> {
  if (direction === 'ltr' || browserCaches.rtl) return Promise.resolve();
  rtlLoading ??= createRtlCache().then(
    (cache) => {
      browserCaches.rtl = cache;
    },
    (error: unknown) => {
      rtlLoading = undefined; // the next attempt downloads again
      throw error;
    },
  );
  return rtlLoading;
}
