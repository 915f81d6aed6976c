export { AppProviders, loadLanguage, type AppProvidersProps } from './AppProviders';
export { createEmotionCaches, loadEmotionCache } from './emotionCache';
export { themeFor, BRAND_BLUE, BRAND_AMBER, ANCHOR_OFFSET_PX } from './theme';
