import { useSyncExternalStore } from 'react';

/** For `useSyncExternalStore` over a value that never changes once the page is hydrated. */
export const noSubscription = () => () => undefined;

/**
 * False while prerendering and while hydrating a prerendered page, true afterwards (and at once in
 * a page rendered in the browser): content that depends on the browser's situation waits for it,
 * so hydration matches the prerendered markup. Every caller renders a second time once hydrated;
 * where the browser's value is usually the prerendered one, `useAfterHydration` spares that.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * `prerendered` while prerendering and hydrating, `current` afterwards. React renders the caller
 * again after hydration only when the two differ: a visitor's header, signed out as prerendered,
 * is not rendered twice while a phone starts the page. Both must be primitives (compared by value).
 */
export function useAfterHydration<T extends string | number | boolean | null>(current: T, prerendered: T): T {
  return useSyncExternalStore(
    noSubscription,
    () => current,
    () => prerendered,
  );
}
