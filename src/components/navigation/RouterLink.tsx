import { forwardRef } from 'react';
import { Link, NavLink as RouterNavLink, type LinkProps, type NavLinkProps, type To } from 'react-router-dom';
import { useLocalizedPath } from './useLocalizedPath';

/*
 * react-router's links with the reader's language on their paths: '/signup' on a French page goes
 * to '/fr/signup'. A link without it would be redirected on arrival to the language's URL, and on a
 * prerendered page that redirect comes while the person is already typing. Relative paths and
 * admin paths (which every language shares) are left as they are.
 */

function useLocalizedTo(): (to: To) => To {
  const localize = useLocalizedPath();
  const absolute = (path: string) => (path.startsWith('/') ? localize(path) : path);
  return (to) => (typeof to === 'string' ? absolute(to) : { ...to, pathname: to.pathname && absolute(to.pathname) });
}

export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink({ to, ...props }, ref) {
  const localized = useLocalizedTo();
  return <Link ref={ref} to={localized(to)} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const localized = useLocalizedTo();
  return <RouterNavLink ref={ref} to={localized(to)} {...props} />;
});
