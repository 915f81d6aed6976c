import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../components/page/lazyComponent';
import { paths } from '../../config/paths';
import { AdminLayout } from './AdminLayout';
import { adminScreens } from './screens';

interface AdminAreaProps {
  /** Where a screen appears inside the layout: the app's slot (an <Outlet/> with its loading and error states). */
  Slot: ComponentType;
  /** What an unknown admin URL shows. */
  notFound: ReactNode;
}

const base = `${paths.admin.dashboard.path}/`;

const screens = Object.values(adminScreens).map(({ path, load }) => ({ path, Screen: lazyComponent(async () => ({ Screen: await load() }), 'Screen') }));

/**
 * Resolves once every screen's code has arrived: it comes with this module's chunk, so this costs
 * no download, and the router waits for it so that no screen of the area suspends when shown.
 */
export const screensLoaded: Promise<unknown> = Promise.all(screens.map(({ Screen }) => Screen.preload()));

/** The office's screens, from their table, inside the area's layout (under /admin: paths relative to it). */
const screenRoutes: RouteObject[] = screens.map(({ path, Screen }) =>
  path === paths.admin.dashboard.path ? { index: true, Component: Screen } : { path: path.slice(base.length), Component: Screen },
);

/** The admin area, matched below /admin once the router has downloaded it (with its screens' table). */
export function AdminArea({ Slot, notFound }: AdminAreaProps) {
  const routes = useMemo(
    (): RouteObject[] => [{ element: <AdminLayout />, children: [{ element: <Slot />, children: [...screenRoutes, { path: '*', element: notFound }] }] }],
    [Slot, notFound],
  );
  return useRoutes(routes);
}
