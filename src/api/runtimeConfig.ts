export interface RuntimeConfig {
  /** Where the API lives; empty means the page's own origin. */
  apiBaseUrl: string;
  /** Demo admin credentials, only when the server runs in demo mode. */
  demo: { email: string; password: string } | null;
}

declare global {
  // Set by /runtime-config.js, which the server writes from its environment before the bundle runs.
  var __APP_CONFIG__: Partial<RuntimeConfig> | undefined;
}

export function runtimeConfig(): RuntimeConfig {
  const config = globalThis.__APP_CONFIG__ ?? {};
  return { apiBaseUrl: (config.apiBaseUrl ?? '').replace(/\/+$/, ''), demo: config.demo ?? null };
}
