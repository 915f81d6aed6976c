import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useIntl } from 'react-intl';
import { AnchorLink } from '../navigation/AnchorLink';
import { DROPDOWN_SCROLL_DELAY_MS } from '../navigation/anchorScroll';
import { SERVICE_ITEMS } from './navItems';

type OpenedBy = 'hover' | 'click';

/** Leaving the button for the menu crosses a small gap: don't close on the way. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * The header's Services dropdown (product-spec §2): opens on hover with a mouse, on click or
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
  const open = openedBy !== null;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const show = (by: OpenedBy) => {
    clearTimeout(closeTimer.current);
    setOpenedBy(by);
  };
  const close = (returnFocus = false) => {
    clearTimeout(closeTimer.current);
    setOpenedBy(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onPointerEnter = (event: PointerEvent) => {
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
      >
        {intl.formatMessage({ id: 'nav.services' })}
      </Button>
      {/* Positioned by CSS under the button rather than by Popper: no positioning engine in every page's bundle. */}
      <Grow in={open} mountOnEnter unmountOnExit style={{ transformOrigin: 'top' }}>
        <Box sx={{ position: 'absolute', top: '100%', left: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}>
          <Paper elevation={6} sx={{ mt: 0.5, minWidth: 260 }}>
            <ClickAwayListener
              onClickAway={(event) => {
                if (!buttonRef.current?.contains(event.target as Node)) close();
              }}
            >
              <MenuList id={menuId} aria-labelledby={buttonId} autoFocusItem={openedBy === 'click'} onKeyDown={onMenuKeyDown}>
                {SERVICE_ITEMS.map((item) => (
                  // Real links (middle-click, prerendered hrefs); the ScrollManager waits the 450 ms.
                  <MenuItem key={item.anchor} component={AnchorLink} to={item.to} delayMs={DROPDOWN_SCROLL_DELAY_MS} onClick={() => close()}>
                    {intl.formatMessage({ id: item.labelId })}
                  </MenuItem>
                ))}
              </MenuList>
            </ClickAwayListener>
          </Paper>
        </Box>
      </Grow>
    </Box>
  );
}
