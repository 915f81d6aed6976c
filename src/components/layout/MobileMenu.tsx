import { Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { useIntl } from 'react-intl';
import { lazyComponent } from '../page/lazyComponent';

// The drawer (Modal, focus trap, list) is downloaded when the menu is first wanted, not with every page.
const MobileMenuDrawer = lazyComponent(() => import(/* webpackChunkName: "mobile-menu" */ './MobileMenuDrawer'), 'default');
export const preloadMobileMenu = MobileMenuDrawer.preload;

/**
 * Below the md breakpoint: a toggle and a drawer holding every header item. Pointing at or
 * focusing the toggle starts the drawer's download, so it is usually there by the tap.
 */
export function MobileMenu({ isAdmin, onLogout }: { isAdmin: boolean; onLogout: () => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <IconButton
        color="inherit"
        edge="end"
        aria-label={intl.formatMessage({ id: 'nav.menu.open' })}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={() => void MobileMenuDrawer.preload()}
        onFocus={() => void MobileMenuDrawer.preload()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} isAdmin={isAdmin} onLogout={onLogout} />
        </Suspense>
      )}
    </>
  );
}
