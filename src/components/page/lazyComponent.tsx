import { use, type ComponentType } from 'react';
import { downloadsChanged } from './screenDownloads';

/** A component whose code is downloaded when it is first shown, or earlier through `preload()`. */
export interface LazyComponent<P extends object = object> {
  (props: P): React.JSX.Element;
  preload(): Promise<ComponentType<P>>;
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
export function lazyComponent<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  { shownAsNavigation = false }: { shownAsNavigation?: boolean } = {},
): LazyComponent<P> {
  let download: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  // Whether a render ever waited for the code: React wants that render's retries to read it through use() again.
  let waited = false;

  function preload(): Promise<ComponentType<P>> {
    if (download) return download;
    if (shownAsNavigation) downloadsChanged(1);
    const started: Promise<ComponentType<P>> = load().then(
      (module) => {
        if (shownAsNavigation) downloadsChanged(-1);
        // React's use() reads these fields: a component whose code is here renders without suspending.
        Object.assign(started, { status: 'fulfilled', value: module[name] });
        loaded = module[name];
        return loaded;
      },
      (error: unknown) => {
        if (shownAsNavigation) downloadsChanged(-1);
        throw error;
      },
    );
    download = started;
    return started;
  }

  function Lazy(props: P) {
    // Code preloaded before the first render is rendered without use(), which counts even a
    // settled promise as a suspension: React's act() then warns whenever such a render yields (a
    // navigation in a test on a busy machine).
    if (loaded && !waited) {
      const Preloaded = loaded;
      return <Preloaded {...props} />;
    }
    waited = true;
    const Loaded = use(preload());
    return <Loaded {...props} />;
  }
  Lazy.preload = preload;
  return Lazy;
}
