import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Divider from '@mui/material/Divider';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { useIntl } from 'react-intl';
import { RouterLink } from '../navigation/RouterLink';
import { logoutCustomer } from '../../api/session';
import { paths } from '../../config/paths';
import { selectCustomerUser } from '../../state/authSlice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';

/**
 * The signed-in student's button and menu in the header (see StudentEntry): My account, My
 * bookings, Log out. The button shows the first name, or "My account" for a session stored before
 * names were kept. The menu opens on click, Enter or Space, and ArrowDown (first item) or ArrowUp
 * (last item); the arrows, Home and End move in it; Escape closes it and returns the focus to the
 * button, Tab closes it and moves on.
 */
export default function AccountMenu({ labelFrom, onLogout }: { labelFrom: 'lg' | 'xl'; onLogout: () => void }) {
  const intl = useIntl();
  const firstName = useAppSelector(selectCustomerUser)?.firstName;
  const label = firstName || intl.formatMessage({ id: 'header.account.myAccount' });
  // Where only the icon shows (a phone's header), the name's initial says who is signed in.
  const initial = firstName ? Array.from(firstName.trim())[0]?.toLocaleUpperCase(intl.locale) : undefined;
  const dispatch = useAppDispatch();
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [openAt, setOpenAt] = useState<'first' | 'last' | null>(null);
  const open = openAt !== null;

  const close = (returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpenAt(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  const logout = () => {
    close(true);
    onLogout();
    void dispatch(logoutCustomer());
  };

  return (
    <>
      {/* Like the login link it replaces (collapsibleLabel), with a long name cut short by an
          ellipsis instead of widening the slot, and shown whole in the title. Its own icon (the
          name's initial) tells a signed-in student from a visitor where only the icon shows. */}
      <Button
        ref={buttonRef}
        id={buttonId}
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        startIcon={
          <>
            {/* The initial only where the name is not shown beside it: the button's visible text is always part of its name. */}
            {initial && (
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 24,
                  height: 24,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  display: { xs: 'inline-flex', [labelFrom]: 'none' },
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontSize: '0.8125rem',
                  fontWeight: 700,
                  lineHeight: 1,
                }}
              >
                {initial}
              </Box>
            )}
            <AccountCircleIcon sx={{ display: initial ? { xs: 'none', [labelFrom]: 'inline-block' } : undefined }} />
          </>
        }
        endIcon={<ExpandMoreIcon sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />}
        sx={{
          minWidth: 44,
          maxWidth: '100%',
          '& .MuiButton-startIcon': { ml: { xs: 0, [labelFrom]: '-4px' }, mr: { xs: 0, [labelFrom]: '8px' } },
          '& .MuiButton-endIcon': { display: { xs: 'none', [labelFrom]: 'inherit' } },
        }}
        onClick={() => (open ? close(false) : setOpenAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {/* dir="auto": a name in Latin letters on an Arabic page is cut at its own end. */}
        <Box
          component="span"
          dir="auto"
          sx={{ display: { xs: 'none', [labelFrom]: 'block' }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {label}
        </Box>
      </Button>
      <Grow in={open} mountOnEnter unmountOnExit style={{ transformOrigin: 'top' }}>
        {/* Under the button's end edge, by CSS rather than Popper; the right-to-left styles mirror it for Arabic. */}
        <Box sx={{ position: 'absolute', top: '100%', right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}>
          <Paper elevation={6} sx={{ mt: 0.5, minWidth: 200 }}>
            <ClickAwayListener
              onClickAway={(event) => {
                if (!buttonRef.current?.contains(event.target as Node)) close(false);
              }}
            >
              <MenuList id={menuId} aria-labelledby={buttonId} autoFocusItem={openAt === 'first'} onKeyDown={onMenuKeyDown}>
                <MenuItem component={RouterLink} to={paths.account.getHref()} onClick={() => close(false)}>
                  {intl.formatMessage({ id: 'header.account.myAccount' })}
                </MenuItem>
                <MenuItem component={RouterLink} to={paths.bookings.getHref()} onClick={() => close(false)}>
                  {intl.formatMessage({ id: 'header.account.myBookings' })}
                </MenuItem>
                <Divider component="li" />
                <MenuItem autoFocus={openAt === 'last'} onClick={logout}>
                  {intl.formatMessage({ id: 'header.logout' })}
                </MenuItem>
              </MenuList>
            </ClickAwayListener>
          </Paper>
        </Box>
      </Grow>
    </>
  );
}
