import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * One cache per direction. The keys are fixed: prerendered pages are rendered with fresh caches
 * of the same keys, and the client ones must match for hydration (see ENGINEERING.md).
 */
export function createEmotionCache(direction: 'ltr' | 'rtl'): EmotionCache {
  return direction === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
    : createCache({ key: 'muiltr' });
}

// Module level: created once per page load, before the first render.
export const emotionCaches = { ltr: createEmotionCache('ltr'), rtl: createEmotionCache('rtl') } as const;
