import { isValidElement, useLayoutEffect, type ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location, type NavigateOptions } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { AppRoutes, routes } from '../app/router';
import { preloadScreensAt } from '../app/lazyScreen';
import { preloadFooterColumns } from '../components/layout/Footer';
import { preloadMobileMenu } from '../components/layout/MobileMenu';
import { preloadServicesMenu } from '../components/layout/ServicesMenu';
import { preloadAccountMenu } from '../components/layout/StudentEntry';
import { preloadLanguageMenu } from '../components/language/LanguageSelector';
import { setupStore, type AppStore, type RootState } from '../app/store';
import type { Locale } from '../i18n/locale';

export interface RenderAppOptions {
  /** A ready store; otherwise one is made from preloadedState (and whatever localStorage holds). */
  store?: AppStore;
  /** The language to start in; English unless given (a stored choice is ignored). */
  locale?: Locale;
  preloadedState?: Partial<RootState>;
  /** Where a bare element is rendered (the app's routes use `{ url }` instead). */
  url?: string;
}

/**
 * The code of the parts a page downloads when first wanted (the footer's columns, the header's
 * menus): a test reads the page as a browser shows it once everything arrived, and a click that
 * first shows such a part would otherwise suspend inside its act() (React warns).
 */
const preloadLayoutParts = () => Promise.all([preloadFooterColumns(), preloadServicesMenu(), preloadLanguageMenu(), preloadMobileMenu(), preloadAccountMenu()]);

/**
 * Loads the screens a test will go to. A click that navigates to a screen whose code is not here
 * yet suspends inside the click's act() (React warns); the app itself keeps the current screen.
 */
export async function preloadScreens(...urls: string[]): Promise<void> {
  // Inside act(): an app already rendered shows the downloads in its navigation progress bar.
  await act(async () => {
    await Promise.all([...urls.map((url) => preloadScreensAt(routes, url)), preloadLayoutParts()]);
  });
}

/** RTL's own check: jest's modern fake timers put a `clock` on setTimeout. */
function fakeTimersAreOn(): boolean {
  return Object.prototype.hasOwnProperty.call(setTimeout, 'clock') || (setTimeout as unknown as { _isMockFunction?: boolean })._isMockFunction === true;
}

/** What a test reads and does through the router: where the app is, and going somewhere. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  /** Every address the app has shown, oldest first (a redirect shows as a step of its own). */
  readonly visited: readonly string[];
  navigate(to: string, options?: NavigateOptions): Promise<void>;
}

/** Reports the committed location: a navigation still waiting for its screen's code is not there yet. */
function RouterProbe({ onCommit }: { onCommit: (location: Location, navigate: ReturnType<typeof useNavigate>) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onCommit(location, navigate));
  return null;
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
  const url = isValidElement(target) ? (options.url ?? '/') : target.url;
  await Promise.all([isValidElement(target) ? undefined : preloadScreensAt(routes, url), preloadLayoutParts()]);
  const user = userEvent.setup(fakeTimersAreOn() ? { advanceTimers: jest.advanceTimersByTime } : {});

  let location: Location | undefined;
  let navigate: ReturnType<typeof useNavigate> | undefined;
  const visited: string[] = [];
  const router: TestRouter = {
    visited,
    get state() {
      if (!location) throw new Error('the app has not rendered yet');
      return { location };
    },
    async navigate(to, navigateOptions) {
      if (!navigate) throw new Error('the app has not rendered yet');
      const go = navigate;
      await act(async () => {
        await go(to, navigateOptions);
      });
    },
  };

  // An async act: a screen that suspends (its code still loading) is waited for, not dropped.
  const result = await act(async () =>
    render(
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[url]}>
          <RouterProbe
            onCommit={(current, go) => {
              if (current !== location) visited.push(current.pathname + current.search);
              location = current;
              navigate = go;
            }}
          />
          {isValidElement(target) ? (
            <Routes>
              <Route path="*" element={target} />
            </Routes>
          ) : (
            <AppRoutes />
          )}
        </MemoryRouter>
      </AppProviders>,
    ),
  );
  return { ...result, store, router, user };
}
