import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useIntl } from 'react-intl';
import { lazyComponent } from '../page/lazyComponent';

// The open menu (MenuList, transitions, click-away) comes when first wanted, not with every page.
const ServicesMenuPopup = lazyComponent(() => import(/* webpackChunkName: "services-menu" */ './ServicesMenuPopup'), 'default');
export const preloadServicesMenu = ServicesMenuPopup.preload;

type OpenedBy = 'hover' | 'click';

/** Leaving the button for the menu crosses a small gap: don't close on the way. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * The header's Services dropdown: opens on hover with a mouse, on click or
 * tap, and from the keyboard (Enter, Space, ArrowDown); Escape closes it and returns focus.
 * An item navigates to /services and scrolls to its section 450 ms later.
 */
export function ServicesMenu() {
  const intl = useIntl();
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const [wanted, setWanted] = useState(false);
  const open = openedBy !== null;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const show = (by: OpenedBy) => {
    clearTimeout(closeTimer.current);
    setWanted(true);
    setOpenedBy(by);
  };
  const close = (returnFocus = false) => {
    clearTimeout(closeTimer.current);
    setOpenedBy(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onPointerEnter = (event: PointerEvent) => {
    void ServicesMenuPopup.preload();
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    if (!open) show('hover');
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || openedBy !== 'hover') return;
    closeTimer.current = setTimeout(() => setOpenedBy(null), HOVER_CLOSE_DELAY_MS);
  };

  // A click on a menu the mouse opened keeps it open; a second click closes it.
  const onButtonClick = () => (openedBy === 'click' ? close() : show('click'));

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      show('click');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close(true);
    }
  };

  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <Button
        ref={buttonRef}
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={<ExpandMoreIcon sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        onFocus={() => void ServicesMenuPopup.preload()}
      >
        {intl.formatMessage({ id: 'nav.services' })}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ServicesMenuPopup
            open={open}
            autoFocusItem={openedBy === 'click'}
            menuId={menuId}
            buttonId={buttonId}
            buttonRef={buttonRef}
            onClose={close}
            onKeyDown={onMenuKeyDown}
          />
        </Suspense>
      )}
    </Box>
  );
}
