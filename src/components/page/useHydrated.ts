import { useSyncExternalStore } from 'react';

/** For `useSyncExternalStore` over a value that never changes once the page is hydrated. */
export const noSubscription = () => () => undefined;

/**
 * False while prerendering and while hydrating a prerendered page, true afterwards (and at once in
 * a page rendered in the browser): content that depends on the browser's situation waits for it,
 * so hydration matches the prerendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
