import { forwardRef } from 'react';
import { type LinkProps as RouterLinkProps } from 'react-router-dom';
import { RouterLink } from './RouterLink';
import type { AnchorNavigationState } from './anchorScroll';

export interface AnchorLinkProps extends Omit<RouterLinkProps, 'to' | 'state'> {
  /** A path with a hash, e.g. paths.about.getHref('contact'). */
  to: string;
  /** Wait this long before scrolling (the Services dropdown waits 450 ms). */
  delayMs?: number;
}

/**
 * A link to a section of a page: it navigates first when the page differs, then the
 * ScrollManager scrolls smoothly to the section.
 */
export const AnchorLink = forwardRef<HTMLAnchorElement, AnchorLinkProps>(function AnchorLink({ to, delayMs, ...props }, ref) {
  const state: AnchorNavigationState | undefined = delayMs ? { anchorDelayMs: delayMs } : undefined;
  // preventScrollReset: the ScrollManager decides where the page goes.
  return <RouterLink ref={ref} to={to} state={state} preventScrollReset {...props} />;
});
