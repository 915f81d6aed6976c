import { useLocation } from 'react-router-dom';
import { useLocalizedPath } from '../navigation/useLocalizedPath';
import type { NavItem } from './navItems';

/**
 * The `to` of the item naming the page shown, for aria-current. A section's link wins when the
 * address names its section (Contact on /aboutpage#contact, not About); otherwise the page's link,
 * also on a page under it. Routes match whatever the case, as in the router.
 */
export function useCurrentNavItem(items: readonly NavItem[]): string | undefined {
  const { pathname, hash } = useLocation();
  const localize = useLocalizedPath();
  const here = pathname.toLowerCase();
  const target = (item: NavItem) => localize(item.to).toLowerCase();
  const section = items.find((item) => item.anchor && target(item) === here + hash.toLowerCase());
  if (section) return section.to;
  return items.find((item) => !item.anchor && (here === target(item) || here.startsWith(`${target(item)}/`)))?.to;
}
