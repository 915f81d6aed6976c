/**
 * Remembers the last button a visitor pressed on a prerendered page while the app was starting,
 * before React listened (a tap on the menu or on a partner's card would otherwise be lost).
 * Call the returned function once React has taken over: it stops listening and hands back that
 * button, to be pressed again (`click()`), when React hydrates it at once and runs its handler.
 * Links need nothing: the browser follows them by itself.
 */
export function holdEarlyClicks(container: HTMLElement): () => HTMLElement | undefined {
  let pressed: HTMLElement | undefined;
  const remember = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
    if (button) pressed = button;
  };
  container.addEventListener('click', remember, true);
  return () => {
    container.removeEventListener('click', remember, true);
    return pressed?.isConnected ? pressed : undefined;
  };
}

declare global {
  interface Window {
    /** Set as the page's boot script runs (src/boot.ts), taken by the app once React has taken over. */
    releaseEarlyClicks?: () => HTMLElement | undefined;
  }
}

/**
 * Holds a prerendered page's clicks for the app from the moment its boot script runs (src/boot.ts):
 * the app's scripts run only once all of its start-up chunks have downloaded.
 */
export function holdEarlyClicksForTheApp(container: HTMLElement): void {
  window.releaseEarlyClicks = holdEarlyClicks(container);
}

/** The app's side, once React has taken over: stops holding clicks and hands back the button pressed meanwhile. */
export function takeEarlyClick(): HTMLElement | undefined {
  const release = window.releaseEarlyClicks;
  delete window.releaseEarlyClicks;
  return release?.();
}
