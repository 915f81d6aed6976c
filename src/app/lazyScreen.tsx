import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { lazyComponent, type LazyComponent } from '../components/page/lazyComponent';

/** A screen of a route, downloaded when first shown; its download shows as the navigation's progress. */
export type LazyScreen<P extends object = object> = LazyComponent<P>;

export function lazyScreen<K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): LazyScreen<P> {
  return lazyComponent(load, name, { shownAsNavigation: true });
}

function isLazyScreen(component: unknown): component is LazyScreen {
  return typeof component === 'function' && typeof (component as Partial<LazyScreen>).preload === 'function';
}

/** Downloads the code of every screen `routes` show at `url`. */
export async function preloadScreensAt(routes: RouteObject[], url: string): Promise<void> {
  const screens = (matchRoutes(routes, url) ?? []).map((match) => match.route.Component).filter(isLazyScreen);
  await Promise.all(screens.map((screen) => screen.preload()));
}
