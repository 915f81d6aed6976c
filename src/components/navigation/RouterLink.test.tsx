import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { Locale } from '../../i18n/locale';
import { localeSlice } from '../../state/localeSlice';
import { NavLink, RouterLink } from './RouterLink';

function renderLinks(locale: Locale, url: string) {
  const store = configureStore({ reducer: { [localeSlice.reducerPath]: localeSlice.reducer }, preloadedState: { locale: { locale } } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <RouterLink to="/signup">sign up</RouterLink>
        <RouterLink to={{ pathname: '/services', hash: '#bde' }}>services</RouterLink>
        <NavLink to="/login">log in</NavLink>
        <RouterLink to="/admin/services">office</RouterLink>
        <RouterLink to="details">relative</RouterLink>
      </MemoryRouter>
    </Provider>,
  );
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

test.each(['fr', 'ar'] as const)('in %s, links to the site’s pages carry the language; the office’s and relative ones stay', (locale) => {
  renderLinks(locale, `/${locale}/login`);
  expect(hrefOf('sign up')).toBe(`/${locale}/signup`);
  expect(hrefOf('services')).toBe(`/${locale}/services#bde`);
  expect(hrefOf('log in')).toBe(`/${locale}/login`);
  expect(hrefOf('office')).toBe('/admin/services');
  // Resolved by the router as written (here against the root route), not given a language.
  expect(hrefOf('relative')).toBe('/details');
});

test('in English, links stay unprefixed', () => {
  renderLinks('en', '/login');
  expect(hrefOf('sign up')).toBe('/signup');
  expect(hrefOf('log in')).toBe('/login');
});
