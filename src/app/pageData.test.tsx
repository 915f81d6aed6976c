import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, loadLanguage } from './providers';
import { AppRoutes } from './router';
import { setupStore, type AppStore } from './store';
import { adoptPageData, fulfilledReads, pageDataElement } from './pageData';
import { api } from '../api';
import { preloadScreens } from '../test/renderApp';
import { mockApi } from '../test/mockApi';
import { untranslated } from '../test/translations';

/*
 * A prerendered page with its content: rendered from the answers the build read, hydrated in the
 * browser from the same answers (no mismatch, the content shown at once), then brought up to date.
 */

const stamp = '2026-11-01T12:00:00.000Z';
const service = (title: string, fr: string) => ({
  id: 1,
  title,
  description: `${title} description`,
  price: '699',
  original_price: null,
  features: [],
  translations: { ...untranslated.service(), fr: { title: fr, description: '', features: [] } },
  icon: 'car',
  category: 'bde',
  is_active: true,
  sort_order: 1,
  created_at: stamp,
  updated_at: stamp,
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
});

function app(store: AppStore, serverState?: ReturnType<AppStore['getState']>) {
  return (
    <AppProviders store={store} serverState={serverState}>
      <MemoryRouter initialEntries={['/fr/services']}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>
  );
}

/** What the build does: the page's read answered, the page rendered with it and its answers beside it. */
async function prerenderedServicesPage(): Promise<HTMLElement> {
  await Promise.all([preloadScreens('/fr/services'), loadLanguage('fr')]);
  mockApi({ listServices: { body: { success: true, data: [service('BDE Complete', 'BDE complet')] } } });
  const build = setupStore({ locale: { locale: 'fr' } });
  await build.dispatch(api.endpoints.listServices.initiate({ active: 1 }));
  const entries = fulfilledReads(build);
  const page = setupStore({ locale: { locale: 'fr' } });
  page.dispatch(api.util.upsertQueryEntries(entries));
  const container = document.createElement('div');
  container.innerHTML = renderToString(app(page));
  document.body.append(container);
  document.body.insertAdjacentHTML('beforeend', pageDataElement(entries));
  return container;
}

test('the page arrives with its content in the visitor’s language, and hydrates on it without a mismatch', async () => {
  const container = await prerenderedServicesPage();
  expect(within(container).getByRole('heading', { name: 'BDE complet' })).toBeInTheDocument();

  const api = mockApi({ listServices: { hang: true } });
  const store = setupStore({ locale: { locale: 'fr' } });
  const refresh = adoptPageData(store, document);
  const mismatches = jest.fn();
  await act(async () => {
    root = hydrateRoot(container, app(store, store.getState()), { onRecoverableError: mismatches });
  });
  expect(screen.getByRole('heading', { name: 'BDE complet' })).toBeInTheDocument();
  expect(mismatches).not.toHaveBeenCalled();
  // Nothing asked yet: the page's answers were enough to show it.
  expect(api.callsTo('listServices')).toHaveLength(0);
  refresh();
  await waitFor(() => expect(api.callsTo('listServices')).toHaveLength(1));
});

test('content changed since the build replaces the prerendered one once the page has asked again', async () => {
  const container = await prerenderedServicesPage();
  mockApi({ listServices: { body: { success: true, data: [service('BDE Complete', 'BDE complet, nouvelle formule')] } } });
  const store = setupStore({ locale: { locale: 'fr' } });
  const refresh = adoptPageData(store, document);
  const mismatches = jest.fn();
  await act(async () => {
    root = hydrateRoot(container, app(store, store.getState()), { onRecoverableError: mismatches });
    refresh();
  });
  await waitFor(() => expect(screen.getByRole('heading', { name: 'BDE complet, nouvelle formule' })).toBeInTheDocument());
  expect(mismatches).not.toHaveBeenCalled();
});

test('the answers cannot end their element early, whatever the content says', () => {
  const element = pageDataElement([
    { endpointName: 'listServices', arg: { active: 1 }, value: { success: true, data: [service('</script><b>x', 'x')] } },
  ] as never);
  const holder = document.createElement('div');
  holder.innerHTML = element;
  expect(holder.children).toHaveLength(1);
  expect(JSON.parse(holder.firstElementChild!.textContent!)[0].value.data[0].title).toBe('</script><b>x');
});

test('a page without answers adopts nothing and asks nothing more', () => {
  const store = setupStore({ locale: { locale: 'en' } });
  const before = store.getState();
  adoptPageData(store, document)();
  expect(store.getState()).toBe(before);
});
