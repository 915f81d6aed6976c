export interface RuntimeConfig {
  /** Where the API lives; empty means the page's own origin. */
  apiBaseUrl: string;
  /** Demo admin credentials, only when the server runs in demo mode. */
  demo: { email: string; password: string } | null;
  /** Widths the server renders its uploaded images at, as AVIF and WebP (none: images are shown as stored). */
  imageWidths: number[];
  /** The school's app pages, from its settings: a store's badge shows only when its page is set. */
  storeLinks: { appStore: string | null; googlePlay: string | null };
}

declare global {
  // Set by /runtime-config.js, which the server writes from its environment before the bundle runs.
  var __APP_CONFIG__:
    | (Partial<Omit<RuntimeConfig, 'imageWidths' | 'storeLinks'>> & {
        images?: { widths?: unknown };
        storeLinks?: { appStore?: unknown; googlePlay?: unknown };
      })
    | undefined;
}

const httpsLink = (value: unknown) => (typeof value === 'string' && value.startsWith('https://') ? value : null);

export function runtimeConfig(): RuntimeConfig {
  const config = globalThis.__APP_CONFIG__ ?? {};
  const widths = Array.isArray(config.images?.widths) ? config.images.widths : [];
  return {
    apiBaseUrl: (config.apiBaseUrl ?? '').replace(/\/+$/, ''),
    demo: config.demo ?? null,
    imageWidths: widths.filter((w): w is number => Number.isInteger(w) && w > 0),
    storeLinks: { appStore: httpsLink(config.storeLinks?.appStore), googlePlay: httpsLink(config.storeLinks?.googlePlay) },
  };
}
