export { AppProviders, type AppProvidersProps } from './AppProviders';
export { createEmotionCache, emotionCaches } from './emotionCache';
export { themeFor, BRAND_BLUE, BRAND_AMBER, ANCHOR_OFFSET_PX } from './theme';
