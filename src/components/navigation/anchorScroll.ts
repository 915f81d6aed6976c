/** After choosing a Services dropdown item, the page scrolls to its anchor this much later. */
export const DROPDOWN_SCROLL_DELAY_MS = 450;

/** How long a navigation with a hash waits for its target to appear (a lazy screen still loading). */
const ANCHOR_WAIT_MS = 3000;
const ANCHOR_POLL_MS = 50;

/** Navigation state of a link that wants its anchor reached after a pause. */
export interface AnchorNavigationState {
  anchorDelayMs?: number;
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)').matches : false;
}

/**
 * Scrolls an element into view (smoothly unless the reader asked for less motion) and moves the
 * keyboard's starting point there, as a real in-page link would.
 */
function revealElement(element: HTMLElement): void {
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    // Focused only so screen readers and the Tab key continue from here: a section is nothing to
    // act on, and a browser would ring it (a page opened at /services#private draws the ring).
    element.style.outline = 'none';
  }
  element.focus({ preventScroll: true });
}

/**
 * Waits `delayMs`, then reveals the element with this id as soon as it exists (polling for up to
 * ANCHOR_WAIT_MS). Returns a cancel function.
 */
export function revealAnchorWhenReady(id: string, delayMs = 0): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let deadline = 0;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) revealElement(element);
    else if (Date.now() < deadline) timer = setTimeout(attempt, ANCHOR_POLL_MS);
  };
  timer = setTimeout(() => {
    deadline = Date.now() + ANCHOR_WAIT_MS;
    attempt();
  }, delayMs);
  return () => clearTimeout(timer);
}
