import { createContext, use, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useHydrated } from './useHydrated';
import { STATIC_REGION_ATTRIBUTE } from './staticRegionStyles';

/*
 * Most of a prerendered public page answers nothing: headings, texts, cards, lists, the footer's
 * links. Hydrating them would only render every MUI component and serialise every style again to
 * arrive at the HTML the page already has, which kept a phone's main thread busy for seconds.
 * A StaticRegion is left as the build wrote it while the page that was prerendered is shown;
 * only what a visitor can use (menus, forms, sliders, cards that open) is hydrated. Once the
 * visitor moves to another page of the app, every region renders as any other component.
 */

/** True while the page shown is the prerendered page the browser hydrated (KeepPrerenderedRegions). */
export const KeepingContext = createContext(false);

// One object for every render: React compares it, finds it unchanged and leaves the element's
// prerendered children alone (during hydration, an element with inner HTML is not walked).
const KEPT_HTML = { __html: '' };
// The region's element adds no box: its children lay out as its parent's.
const NO_BOX = { display: 'contents' } as const;

export interface StaticRegionProps {
  children: ReactNode;
  /**
   * The data the region shows (an API answer). The page was hydrated with the answer it was built
   * with; once the current answer differs (the office changed the content since), the region is
   * rendered with it. RTK Query keeps an unchanged answer's object, so this compares by identity.
   */
  data?: unknown;
  /**
   * A media query outside which CSS hides the region (a desktop part of the header, on a phone).
   * Such a region may hold what a visitor uses: it is kept only while hidden, and renders as soon
   * as the query matches (a window made wider, a tablet turned).
   */
  shownWhen?: string;
  /**
   * The region holds controls (a menu's button, a link carrying the router's state): it is kept
   * until the visitor first presses one, by pointer or keyboard, then renders and presses the same
   * control again, with the focus on it. A visitor who never opens the menu never pays for it.
   */
  renderOnPress?: boolean;
}

/** Marks a region kept until its first press. */
const PRESS_TO_RENDER_ATTRIBUTE = 'data-press-to-render';
/** What a kept region's press lands on. */
const CONTROL = 'a[href], button';

/*
 * A button pressed on a prerendered page before the app listened is pressed again once it does.
 * One in a region kept until pressed has nothing to answer it before the region listens (once
 * hydration has committed): it waits here for its region.
 */
let pressedEarly: Element | undefined;

/** Leaves the button to its region when it lies in one kept until pressed; false when it does not. */
export function pressOnceItsRegionListens(button: Element): boolean {
  if (!button.closest(`[${PRESS_TO_RENDER_ATTRIBUTE}]`)) return false;
  pressedEarly = button;
  return true;
}

/** A primary click without a modifier: a link clicked otherwise (a new tab, a download) is left to the browser. */
export const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

// jsdom and old browsers have no matchMedia: there, a region is taken as shown.
const matches = (query: string) => typeof window.matchMedia !== 'function' || window.matchMedia(query).matches;

/** A part of a public page with nothing to answer: hydration keeps its prerendered HTML. */
export function StaticRegion({ children, data, shownWhen, renderOnPress }: StaticRegionProps) {
  const keeping = use(KeepingContext);
  // Only a region being hydrated has prerendered HTML to keep; one that appears later renders.
  const hydrating = !useHydrated();
  const [hydratedWith] = useState(data);
  // Read while hydrating, yet safe: the kept and the rendered region hydrate the same element.
  const [rendered, setRendered] = useState(() => !(keeping && hydrating) || (shownWhen !== undefined && matches(shownWhen)));
  // Once rendered, always rendered: the kept HTML is gone from the DOM React manages.
  if (!rendered && (!keeping || data !== hydratedWith)) setRendered(true);

  useEffect(() => {
    if (rendered || shownWhen === undefined || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(shownWhen);
    const renderIfShown = () => {
      if (query.matches) setRendered(true);
    };
    renderIfShown();
    query.addEventListener('change', renderIfShown);
    return () => query.removeEventListener('change', renderIfShown);
  }, [rendered, shownWhen]);
  // A kept region pressed: which of its controls to press again once rendered (the same markup).
  const region = useRef<HTMLDivElement>(null);
  const pressAgain = useRef(-1);
  useEffect(() => {
    const element = region.current;
    if (rendered || !renderOnPress || !element) return undefined;
    const press = (control: Element) => {
      pressAgain.current = [...element.querySelectorAll(CONTROL)].indexOf(control);
      setRendered(true);
    };
    const pressed = (event: MouseEvent) => {
      const control = (event.target as Element).closest(CONTROL);
      if (!control || !element.contains(control) || (control.tagName === 'A' && !isPlainClick(event))) return;
      event.preventDefault();
      event.stopPropagation();
      // Rendered at once, so the press is answered within the visitor's own event.
      flushSync(() => press(control));
    };
    element.addEventListener('click', pressed);
    if (pressedEarly && element.contains(pressedEarly)) {
      press(pressedEarly);
      pressedEarly = undefined;
    }
    return () => element.removeEventListener('click', pressed);
  }, [rendered, renderOnPress]);
  useLayoutEffect(() => {
    const control = rendered ? region.current?.querySelectorAll<HTMLElement>(CONTROL)[pressAgain.current] : undefined;
    pressAgain.current = -1;
    control?.focus();
    control?.click();
  }, [rendered]);

  const attributes = { [STATIC_REGION_ATTRIBUTE]: '', [PRESS_TO_RENDER_ATTRIBUTE]: renderOnPress ? '' : undefined, style: NO_BOX, ref: region };
  if (rendered) {
    return (
      <div key="rendered" {...attributes}>
        {children}
      </div>
    );
  }
  return <div key="kept" {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={KEPT_HTML} />;
}
