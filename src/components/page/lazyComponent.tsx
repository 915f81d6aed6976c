import { use, type ComponentType } from 'react';
import { downloadsChanged } from './screenDownloads';

/** A component whose code is downloaded when it is first shown, or earlier through `preload()`. */
export interface LazyComponent {
  (): React.JSX.Element;
  preload(): Promise<ComponentType>;
}

/**
 * `lazyComponent(() => import('./HomePage'), 'HomePage')`: the component suspends (the nearest
 * Suspense shows its fallback, or a navigation keeps the current screen) until its code has
 * arrived. Once preloaded it renders at once, so a hydrated page's first render is the page, not a
 * fallback, and a server render has it too. A failed download is thrown to the error boundary,
 * whose page offers a reload. It is not tried again on render: React renders a failed component
 * once more before showing the error, and a fresh download each time would keep it waiting instead.
 * A screen's download shows in the navigation's progress (`shownAsNavigation`); a part's does not.
 */
export function lazyComponent<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  { shownAsNavigation = false }: { shownAsNavigation?: boolean } = {},
): LazyComponent {
  let download: Promise<ComponentType> | undefined;

  function preload(): Promise<ComponentType> {
    if (download) return download;
    if (shownAsNavigation) downloadsChanged(1);
    const started: Promise<ComponentType> = load().then(
      (module) => {
        if (shownAsNavigation) downloadsChanged(-1);
        // React's use() reads these fields: a component whose code is here renders without suspending.
        Object.assign(started, { status: 'fulfilled', value: module[name] });
        return module[name];
      },
      (error: unknown) => {
        if (shownAsNavigation) downloadsChanged(-1);
        throw error;
      },
    );
    download = started;
    return started;
  }

  function Lazy() {
    const Loaded = use(preload());
    return <Loaded />;
  }
  Lazy.preload = preload;
  return Lazy;
}
