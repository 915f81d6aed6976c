import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import en from '../../i18n/en.json';

jest.mock('../../features/public/cities/CitiesPage', () => ({
  CitiesPage: () => {
    throw new Error('the cities screen broke');
  },
}));

afterEach(() => jest.restoreAllMocks());

test('the skip link is the first stop of the keyboard and moves focus to the main content', async () => {
  const { user } = await renderApp({ url: '/services' });
  await user.tab();
  const skip = screen.getByRole('link', { name: en['common.skipToContent'] });
  expect(skip).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
});

test('the page has one banner, one main and one contentinfo landmark', async () => {
  await renderApp({ url: '/services' });
  expect(screen.getAllByRole('banner')).toHaveLength(1);
  expect(screen.getAllByRole('main')).toHaveLength(1);
  expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
});

test('a screen that fails says so, offers a reload and keeps the header and footer', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderApp({ url: '/cities' });
  const main = within(await screen.findByRole('main'));
  expect(await main.findByRole('heading', { level: 1, name: en['page.error.title'] })).toBeInTheDocument();
  expect(main.getByRole('button', { name: en['page.error.reload'] })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});
