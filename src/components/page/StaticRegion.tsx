import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { watchUnhydratedImages } from '../media/SafeImage';
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

/** True while the page shown is the prerendered page the browser hydrated. */
const KeepingContext = createContext(false);

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

/** The link a click inside a kept region follows, when the app should follow it (as a router link would). */
function followedLink(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link?.closest(`[${STATIC_REGION_ATTRIBUTE}]`)) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.origin !== window.location.origin) return undefined;
  return link;
}

/**
 * Around the routes of a hydrated prerendered page: regions are kept until the visitor reaches
 * another path. A link inside a kept region has no router of its own, so a click on it is followed
 * by the router here, as a rendered link would be (no page load).
 */
export function KeepPrerenderedRegions({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [hydratedPath] = useState(pathname);
  const [left, setLeft] = useState(false);
  if (!left && pathname !== hydratedPath) setLeft(true);
  const keeping = !left && pathname === hydratedPath;

  useEffect(() => {
    if (!keeping) return undefined;
    const follow = (event: MouseEvent) => {
      const link = followedLink(event);
      if (!link) return;
      event.preventDefault();
      // A link to a section leaves the scrolling to the ScrollManager, as AnchorLink does.
      void navigate(`${link.pathname}${link.search}${link.hash}`, { preventScrollReset: link.hash !== '' });
    };
    document.addEventListener('click', follow);
    const stopWatchingImages = watchUnhydratedImages(document.body, `[${STATIC_REGION_ATTRIBUTE}]`);
    return () => {
      document.removeEventListener('click', follow);
      stopWatchingImages();
    };
  }, [keeping, navigate]);

  return <KeepingContext value={keeping}>{children}</KeepingContext>;
}
