import { LOCALES } from '../../i18n/locale';
import { themeFor } from './theme';

// The production build leaves MUI's CSS-variables code out (webpack.config.ts,
// withoutMuiCssVariables): right only while the theme asks for neither CSS variables nor color schemes.
test.each(LOCALES)('the %s theme uses neither CSS variables nor color schemes', (locale) => {
  const theme = themeFor(locale);
  expect(theme).not.toHaveProperty('colorSchemes');
  expect(theme).not.toHaveProperty('vars');
  expect(theme).not.toHaveProperty('cssVariables');
});
