import { createContext, use, useState, type ReactNode } from 'react';
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
}

/** A part of a public page with nothing to answer: hydration keeps its prerendered HTML. */
export function StaticRegion({ children, data }: StaticRegionProps) {
  const keeping = use(KeepingContext);
  // Only a region being hydrated has prerendered HTML to keep; one that appears later renders.
  const hydrating = !useHydrated();
  const [hydratedWith] = useState(data);
  const [rendered, setRendered] = useState(!(keeping && hydrating));
  // Once rendered, always rendered: the kept HTML is gone from the DOM React manages.
  if (!rendered && (!keeping || data !== hydratedWith)) setRendered(true);
  const attributes = { [STATIC_REGION_ATTRIBUTE]: '', style: NO_BOX };
  if (rendered) {
    return (
      <div key="rendered" {...attributes}>
        {children}
      </div>
    );
  }
  return <div key="kept" {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={KEPT_HTML} />;
}
