import { createTheme, type Theme } from '@mui/material/styles';
import { directionOf, type Locale } from '../../i18n/locale';
import { staticRegionFocusStyles } from '../../components/page/staticRegionStyles';

/** Deep blue: 11.6:1 on white (WCAG AAA for text). */
export const BRAND_BLUE = '#0b3d91';
/** Amber accent, used sparingly (the Enroll button); always with dark text (10.9:1). */
export const BRAND_AMBER = '#ffb300';

// System fonts: nothing to download, and each platform's Arabic face is used for Arabic.
const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Noto Sans Arabic"',
  '"Helvetica Neue"',
  'Tahoma',
  'Arial',
  'sans-serif',
].join(',');

/** Sticky header height plus some air. */
export const ANCHOR_OFFSET_PX = 88;

const TOUCH_TARGET = 44;

function buildTheme(locale: Locale): Theme {
  return createTheme(
    {
      direction: directionOf(locale),
      palette: {
        primary: { main: BRAND_BLUE, light: '#3d64b4', dark: '#072a66', contrastText: '#ffffff' },
        secondary: { main: BRAND_AMBER, light: '#ffca47', dark: '#c68400', contrastText: '#1a1a1a' },
        background: { default: '#f7f8fb', paper: '#ffffff' },
        text: { primary: '#1a1f2b', secondary: '#4a5263' },
        // MUI's default info and warning blues and oranges carry white text at 3.9:1 and 3.1:1 (status chips): darker, for 4.5:1.
        info: { main: '#0277bd', dark: '#01579b', contrastText: '#ffffff' },
        warning: { main: '#b45309', dark: '#92400e', contrastText: '#ffffff' },
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: FONT_STACK,
        h1: { fontSize: 'clamp(1.75rem, 1.2rem + 2.2vw, 2.75rem)', fontWeight: 700, lineHeight: 1.2 },
        h2: { fontSize: 'clamp(1.4rem, 1.1rem + 1.2vw, 2rem)', fontWeight: 700, lineHeight: 1.25 },
        h3: { fontSize: '1.35rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            // Anchors and focused elements stop below the sticky header, not under it.
            html: { scrollPaddingTop: ANCHOR_OFFSET_PX },
            ...staticRegionFocusStyles(BRAND_BLUE),
            // A reader who asked their system for less motion gets none: fades, slides, ripples and
            // spinners show their resting state (a focused button keeps its static highlight).
            '@media (prefers-reduced-motion: reduce)': {
              '*, *::before, *::after': { animation: 'none !important', transition: 'none !important', scrollBehavior: 'auto !important' },
            },
          },
        },
        MuiButton: { styleOverrides: { root: { minHeight: TOUCH_TARGET } } },
        MuiIconButton: { styleOverrides: { root: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } } },
        MuiMenuItem: { styleOverrides: { root: { minHeight: TOUCH_TARGET } } },
        MuiListItemButton: { styleOverrides: { root: { minHeight: TOUCH_TARGET } } },
        MuiLink: { defaultProps: { underline: 'hover' } },
        MuiAppBar: { defaultProps: { elevation: 0 } },
      },
    },
    // No MUI locale: its translations built a number formatter per language at start-up on every
    // page, for the few admin controls that show MUI's own texts, which take ours instead.
  );
}

const themes = new Map<Locale, Theme>();

/** One theme per language, built once: direction and MUI's own texts follow the language. */
export function themeFor(locale: Locale): Theme {
  let theme = themes.get(locale);
  if (!theme) {
    theme = buildTheme(locale);
    themes.set(locale, theme);
  }
  return theme;
}
