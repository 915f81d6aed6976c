import type { KeyboardEvent, RefObject } from 'react';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import { useIntl } from 'react-intl';
import { AnchorLink } from '../navigation/AnchorLink';
import { DROPDOWN_SCROLL_DELAY_MS } from '../navigation/anchorScroll';
import { SERVICE_ITEMS } from './navItems';

interface ServicesMenuPopupProps {
  open: boolean;
  /** Opened from the keyboard or by a click: the first item takes the focus. */
  autoFocusItem: boolean;
  menuId: string;
  buttonId: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** The open Services dropdown of the header (see ServicesMenu). */
export default function ServicesMenuPopup({ open, autoFocusItem, menuId, buttonId, buttonRef, onClose, onKeyDown }: ServicesMenuPopupProps) {
  const intl = useIntl();
  // Positioned by CSS under the button rather than by Popper: no positioning engine in the bundle.
  return (
    <Grow in={open} mountOnEnter unmountOnExit style={{ transformOrigin: 'top' }}>
      <Box sx={{ position: 'absolute', top: '100%', left: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}>
        <Paper elevation={6} sx={{ mt: 0.5, minWidth: 260 }}>
          <ClickAwayListener
            onClickAway={(event) => {
              if (!buttonRef.current?.contains(event.target as Node)) onClose();
            }}
          >
            <MenuList id={menuId} aria-labelledby={buttonId} autoFocusItem={autoFocusItem} onKeyDown={onKeyDown}>
              {SERVICE_ITEMS.map((item) => (
                // Real links (middle-click, prerendered hrefs); the ScrollManager waits the 450 ms.
                <MenuItem key={item.anchor} component={AnchorLink} to={item.to} delayMs={DROPDOWN_SCROLL_DELAY_MS} onClick={onClose}>
                  {intl.formatMessage({ id: item.labelId })}
                </MenuItem>
              ))}
            </MenuList>
          </ClickAwayListener>
        </Paper>
      </Box>
    </Grow>
  );
}
