import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
 * Prerendered pages opened in a situation the build did not know: a signed-in student (the page
 * was rendered signed out), a server that publishes another demo account than the build's. What
 * differs appears once the page is hydrated, without a mismatch.
 */

const student = { id: 5, firstName: 'Jordan', fullName: 'Jordan Tremblay', email: 'jordan@example.com' };
let root: Root | undefined;

afterEach(() => {
  globalThis.__APP_CONFIG__ = { apiBaseUrl: 'http://localhost', demo: null };
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

describe('the admin login of a demo build', () => {
  const DEMO = { email: 'admin@driveontario.ca', password: 'drive-ontario-demo' };

  /** The login prerendered against the build's demo server, then hydrated with what the serving server publishes. */
  async function openLogin(served: typeof DEMO | null) {
    await Promise.all([preloadScreens('/admin/login'), loadLanguage('en')]);
    globalThis.__APP_CONFIG__ = { apiBaseUrl: 'http://localhost', demo: DEMO };
    const container = document.createElement('div');
    container.innerHTML = renderToString(app('/admin/login'));
    document.body.append(container);
    const prerendered = within(container).getByRole('status');
    expect(prerendered).toHaveTextContent(DEMO.password);
    globalThis.__APP_CONFIG__ = { apiBaseUrl: 'http://localhost', demo: served };
    const mismatches = jest.fn();
    await act(async () => {
      root = hydrateRoot(container, app('/admin/login'), { onRecoverableError: mismatches });
    });
    return { container, prerendered, mismatches };
  }

  test('shows the demo account from its first paint and keeps that note when hydrated', async () => {
    const { container, prerendered, mismatches } = await openLogin(DEMO);
    // The prerendered note itself, hydrated: nothing was rendered anew.
    expect(within(container).getByRole('status')).toBe(prerendered);
    await userEvent.click(within(container).getByRole('button', { name: allEn['admin.login.useDemo'] }));
    expect(within(container).getByRole('textbox', { name: /^Email/ })).toHaveValue(DEMO.email);
    expect(mismatches).not.toHaveBeenCalled();
  });

  test('served by a server that publishes no demo account, drops the prerendered note once hydrated', async () => {
    const { container, mismatches } = await openLogin(null);
    await waitFor(() => expect(within(container).queryByRole('status')).not.toBeInTheDocument());
    expect(within(container).getByRole('button', { name: allEn['admin.login.submit'] })).toBeInTheDocument();
    expect(mismatches).not.toHaveBeenCalled();
  });
});
