import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from '@mui/material/styles';
import { showToast } from '../../components/feedback/toasts';
import { FormattedMessage } from 'react-intl';
import { setupStore } from '../store';
import { localeChanged } from '../../state/localeSlice';
import { AppProviders } from './AppProviders';
import { themeFor } from './theme';

afterEach(() => localStorage.clear());

function ThemeProbe() {
  const theme = useTheme();
  // MUI's translations stay out of the theme: the few controls showing MUI's texts take ours.
  const muiTexts = theme.components?.MuiTablePagination?.defaultProps ? 'MUI texts' : 'no MUI texts';
  return (
    <p data-testid="probe">
      {theme.direction} / {muiTexts} / <FormattedMessage id="nav.cities" />
    </p>
  );
}

test('direction, messages and <html lang dir> follow the chosen language; the theme carries no MUI translations', async () => {
  const store = setupStore({ locale: { locale: 'en' } });
  render(
    <AppProviders store={store}>
      <ThemeProbe />
    </AppProviders>,
  );
  const probe = screen.getByTestId('probe');
  expect(probe).toHaveTextContent('ltr / no MUI texts / Cities');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');

  act(() => {
    store.dispatch(localeChanged('ar'));
  });
  await waitFor(() => expect(probe).toHaveTextContent('rtl / no MUI texts / المدن'));
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');

  act(() => {
    store.dispatch(localeChanged('fr'));
  });
  await waitFor(() => expect(probe).toHaveTextContent('ltr / no MUI texts / Villes'));
  expect(document.documentElement).toHaveAttribute('lang', 'fr');
});

function ToastButton() {
  return (
    <button type="button" onClick={() => showToast('Saved')}>
      toast
    </button>
  );
}

test('a toast (its code downloaded with the first one) can be dismissed with a named close button', async () => {
  const user = userEvent.setup();
  render(
    <AppProviders store={setupStore({ locale: { locale: 'fr' } })}>
      <ToastButton />
    </AppProviders>,
  );
  await user.click(screen.getByRole('button', { name: 'toast' }));
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Fermer la notification' }));
  await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
});

test('a success toast is painted in the theme’s status colour, not notistack’s paler green', async () => {
  const user = userEvent.setup();
  render(
    <AppProviders store={setupStore({ locale: { locale: 'en' } })}>
      <button type="button" onClick={() => showToast('Signed in', { variant: 'success' })}>
        toast
      </button>
    </AppProviders>,
  );
  await user.click(screen.getByRole('button', { name: 'toast' }));
  const toast = (await screen.findByText('Signed in')).closest('.notistack-MuiContent-success');
  const { palette } = themeFor('en');
  expect(toast).toHaveStyle({ backgroundColor: palette.success.main, color: palette.success.contrastText });
});

test('the brand colours are readable: primary on white and dark text on the amber accent', () => {
  const theme = themeFor('en');
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  expect(contrast(theme.palette.primary.main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  expect(contrast(theme.palette.secondary.main, theme.palette.secondary.contrastText)).toBeGreaterThanOrEqual(4.5);
});
