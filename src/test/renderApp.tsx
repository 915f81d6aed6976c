import { isValidElement, type ReactElement } from 'react';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { setupStore, type AppStore, type RootState } from '../app/store';
import type { Locale } from '../state/localeSlice';

export interface RenderAppOptions {
  /** A ready store; otherwise one is made from preloadedState (and whatever localStorage holds). */
  store?: AppStore;
  /** The language to start in; English unless given (a stored choice is ignored). */
  locale?: Locale;
  preloadedState?: Partial<RootState>;
  /** Where a bare element is rendered (the app's routes use `{ url }` instead). */
  url?: string;
}

/** RTL's own check: jest's modern fake timers put a `clock` on setTimeout. */
function fakeTimersAreOn(): boolean {
  return Object.prototype.hasOwnProperty.call(setTimeout, 'clock') || (setTimeout as unknown as { _isMockFunction?: boolean })._isMockFunction === true;
}

/**
 * Renders like the browser does: the app's providers around a memory router. Either the whole
 * app at a URL (`renderApp({ url: '/services' })`, the routes of src/app/router.tsx) or one
 * element (`renderApp(<Header />)`). Resolves once the first screen's code has loaded.
 */
export async function renderApp(target: ReactElement | { url: string }, options: RenderAppOptions = {}) {
  const store =
    options.store ??
    setupStore({
      ...options.preloadedState,
      ...(options.locale || !options.preloadedState?.locale ? { locale: { locale: options.locale ?? 'en' } } : {}),
    });
  const router = isValidElement(target)
    ? createMemoryRouter([{ path: '*', element: target }], { initialEntries: [options.url ?? '/'] })
    : createMemoryRouter(routes, { initialEntries: [target.url] });
  const user = userEvent.setup(fakeTimersAreOn() ? { advanceTimers: jest.advanceTimersByTime } : {});

  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true));
  return { ...result, store, router, user };
}
