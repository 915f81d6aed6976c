import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { watchUnhydratedImages } from '../media/unhydratedImages';
import { STATIC_REGION_ATTRIBUTE } from './staticRegionStyles';
import { isPlainClick, KeepingContext } from './StaticRegion';

/*
 * Only a hydrated prerendered page needs this (src/main.tsx downloads it then): what keeps its
 * static regions, follows their links and watches their images until the visitor moves on.
 */

/** The link a click inside a kept region follows, when the app should follow it (as a router link would). */
function followedLink(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || !isPlainClick(event)) return undefined;
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
