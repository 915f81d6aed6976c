import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, loadLanguage } from './providers';
import { AppRoutes } from './router';
import { setupStore } from './store';
import { preloadScreens } from '../test/renderApp';
import { mockApi } from '../test/mockApi';
import { emptyAccountReplies } from '../features/customer/shared/accountFixtures';
import { loadAreaMessages } from '../i18n/messages';
import en from '../i18n/en.json';
import { en as allEn } from '../i18n/catalogs';

/*
 * A signed-in student opening a prerendered page: the page was rendered signed out (at build
 * time), and the student's state appears once it is hydrated, without a mismatch.
 */

const student = { id: 5, firstName: 'Jordan', fullName: 'Jordan Tremblay', email: 'jordan@example.com' };
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
});

function app(url: string) {
  return (
    <AppProviders store={setupStore({ locale: { locale: 'en' } })}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>
  );
}

/** The page as the build prerenders it (no one signed in), then hydrated with the student's stored session. */
async function openPrerendered(url: string) {
  await Promise.all([preloadScreens(url), loadLanguage('en')]);
  const container = document.createElement('div');
  container.innerHTML = renderToString(app(url));
  document.body.append(container);
  expect(within(container).getByRole('link', { name: en['header.account.login'] })).toBeInTheDocument();

  localStorage.setItem('token', 'student-token');
  localStorage.setItem('customer_data', JSON.stringify(student));
  const mismatches = jest.fn();
  await act(async () => {
    root = hydrateRoot(container, app(url), { onRecoverableError: mismatches });
  });
  return { container, mismatches };
}

test('the header shows the student’s name once the page is hydrated, with no mismatch', async () => {
  const { container, mismatches } = await openPrerendered('/');
  const header = within(within(container).getByRole('banner'));
  expect(await header.findByRole('button', { name: 'Jordan' })).toHaveAttribute('aria-haspopup', 'menu');
  expect(header.queryByRole('link', { name: en['header.account.login'] })).not.toBeInTheDocument();
  expect(mismatches).not.toHaveBeenCalled();
});

test('the login page hydrates as prerendered, then sends the signed-in student to their account', async () => {
  mockApi(emptyAccountReplies);
  await Promise.all([preloadScreens('/account'), loadAreaMessages('checkout')]);
  const { mismatches } = await openPrerendered('/login');
  expect(await screen.findByRole('heading', { level: 1, name: allEn['page.account.title'] })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: allEn['page.login.title'] })).not.toBeInTheDocument());
  expect(mismatches).not.toHaveBeenCalled();
});
