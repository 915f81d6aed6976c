export interface RuntimeConfig {
  /** Where the API lives; empty means the page's own origin. */
  apiBaseUrl: string;
  /** Demo admin credentials, only when the server runs in demo mode. */
  demo: { email: string; password: string } | null;
  /** Widths the server renders its uploaded images at, as AVIF and WebP (none: images are shown as stored). */
  imageWidths: number[];
}

declare global {
  // Set by /runtime-config.js, which the server writes from its environment before the bundle runs.
  var __APP_CONFIG__: (Partial<Omit<RuntimeConfig, 'imageWidths'>> & { images?: { widths?: unknown } }) | undefined;
}

export function runtimeConfig(): RuntimeConfig {
  const config = globalThis.__APP_CONFIG__ ?? {};
  const widths = Array.isArray(config.images?.widths) ? config.images.widths : [];
  return {
    apiBaseUrl: (config.apiBaseUrl ?? '').replace(/\/+$/, ''),
    demo: config.demo ?? null,
    imageWidths: widths.filter((w): w is number => Number.isInteger(w) && w > 0),
  };
}
