import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';

/*
 * One emotion cache per direction. The keys are fixed: prerendered pages are rendered with fresh
 * caches of the same keys, and the browser's must match for hydration. The
 * right-to-left one needs stylis-plugin-rtl (with cssjanus), downloaded only for Arabic.
 */

export type Direction = 'ltr' | 'rtl';
export type EmotionCaches = Record<Direction, EmotionCache>;

function createLtrCache(): EmotionCache {
  return createCache({ key: 'muiltr' });
}

async function createRtlCache(): Promise<EmotionCache> {
  const { default: rtlPlugin } = await import(/* webpackChunkName: "rtl" */ 'stylis-plugin-rtl');
  return createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
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
