import { use, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { downloadsChanged } from '../components/page/screenDownloads';

/** A screen whose code is downloaded when it is first shown, or earlier through `preload()`. */
export interface LazyScreen {
  (): React.JSX.Element;
  preload(): Promise<ComponentType>;
}

/**
 * `lazyScreen(() => import('./HomePage'), 'HomePage')`: the screen suspends (the nearest Suspense
 * shows its fallback, or a navigation keeps the current screen) until its code has arrived. Once
 * preloaded it renders at once, so a hydrated page's first render is the page, not a fallback.
 * A failed download is thrown to the error boundary, whose page offers a reload. It is not tried
 * again on render: React renders a failed screen once more before showing the error, and a fresh
 * download each time would keep it waiting instead.
 */
export function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyScreen {
  let download: Promise<ComponentType> | undefined;

  function preload(): Promise<ComponentType> {
    if (download) return download;
    downloadsChanged(1);
    const started: Promise<ComponentType> = load().then(
      (module) => {
        downloadsChanged(-1);
        // React's use() reads these fields: a screen whose code is here renders without suspending.
        Object.assign(started, { status: 'fulfilled', value: module[name] });
        return module[name];
      },
      (error: unknown) => {
        downloadsChanged(-1);
        throw error;
      },
    );
    download = started;
    return started;
  }

  function Screen() {
    const Loaded = use(preload());
    return <Loaded />;
  }
  Screen.preload = preload;
  return Screen;
}

function isLazyScreen(component: unknown): component is LazyScreen {
  return typeof component === 'function' && typeof (component as Partial<LazyScreen>).preload === 'function';
}

/** Downloads the code of every screen `routes` show at `url`. */
export async function preloadScreensAt(routes: RouteObject[], url: string): Promise<void> {
  const screens = (matchRoutes(routes, url) ?? []).map((match) => match.route.Component).filter(isLazyScreen);
  await Promise.all(screens.map((screen) => screen.preload()));
}
