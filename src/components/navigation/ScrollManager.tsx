import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { revealAnchorWhenReady, type AnchorNavigationState } from './anchorScroll';

/**
 * Scroll on navigation: to the top of a new page, or to the element the hash names (after the
 * delay the link asked for, and once the element exists). Going back and forth (POP) without a
 * hash leaves the browser's position alone.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();

  // Reads the navigation it runs for; runs once per navigation (below), not per URL change.
  const scrollFor = useEffectEvent(() => {
    const id = decodeURIComponent(location.hash.replace(/^#/, ''));
    if (!id) {
      if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return undefined;
    }
    const delay = (location.state as AnchorNavigationState | null)?.anchorDelayMs ?? 0;
    return revealAnchorWhenReady(id, delay);
  });
  // Keyed on the navigation, not the URL: clicking the same anchor twice scrolls twice.
  useEffect(() => scrollFor(), [location.key]);

  return null;
}
