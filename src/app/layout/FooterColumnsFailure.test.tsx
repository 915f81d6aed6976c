import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import en from '../../i18n/en.json';

// The footer's columns come in their own download; here they fail as a failed download does, when rendered.
jest.mock('../../components/layout/FooterColumns', () => ({
  FooterColumns: () => {
    throw new Error('Loading chunk footer failed.');
  },
}));

test('a footer whose columns fail keeps the page, the header and its own last line', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderApp({ url: '/services' });
  expect(await screen.findByRole('heading', { level: 1, name: en['page.services.title'] })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  const footer = within(screen.getByRole('contentinfo'));
  expect(footer.getByRole('link', { name: en['footer.adminLogin'] })).toBeInTheDocument();
  expect(footer.queryByRole('link', { name: en['footer.company.careers'] })).not.toBeInTheDocument();
});
