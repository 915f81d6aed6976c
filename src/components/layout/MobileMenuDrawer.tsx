import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useIntl } from 'react-intl';
import { NavLink, RouterLink } from '../navigation/RouterLink';
import { logoutCustomer } from '../../api/session';
import { paths } from '../../config/paths';
import { selectCustomerUser, selectInstructorToken, selectIsCustomer } from '../../state/authSlice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { AnchorLink } from '../navigation/AnchorLink';
import { useReturnHere } from '../session/useReturnHere';
import { DROPDOWN_SCROLL_DELAY_MS } from '../navigation/anchorScroll';
import { HEADER_LINKS, SERVICE_ITEMS } from './navItems';
import { useCurrentNavItem } from './useCurrentNavItem';

const currentPage = { '&[aria-current="page"]': { color: 'primary.main', fontWeight: 700, bgcolor: 'action.selected' } } as const;

export interface MobileMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  isAdmin: boolean;
  onLogout: () => void;
}

/** The student's entries of the drawer: their account, bookings and Log out, or Log in and Sign up. */
function StudentItems({ close }: { close: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const returnHere = useReturnHere();
  const headingId = useId();
  const signedIn = useAppSelector(selectIsCustomer);
  const user = useAppSelector(selectCustomerUser);
  const instructor = Boolean(useAppSelector(selectInstructorToken));
  if (!signedIn) {
    return (
      <>
        {instructor && (
          <Button component={RouterLink} to={paths.instructor.application.getHref()} variant="contained" onClick={close} fullWidth>
            {intl.formatMessage({ id: 'header.account.instructorArea' })}
          </Button>
        )}
        <Button component={RouterLink} to={paths.login.getHref()} state={returnHere} variant="outlined" onClick={close} fullWidth>
          {intl.formatMessage({ id: 'header.account.login' })}
        </Button>
        <Button component={RouterLink} to={paths.signup.getHref()} state={returnHere} variant="text" onClick={close} fullWidth>
          {intl.formatMessage({ id: 'header.account.signup' })}
        </Button>
      </>
    );
  }
  const name = user?.fullName || intl.formatMessage({ id: 'header.account.myAccount' });
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {intl.formatMessage({ id: 'header.account.signedInAs' }, { name })}
      </Typography>
      <Button component={RouterLink} to={paths.account.getHref()} variant="outlined" onClick={close} fullWidth>
        {intl.formatMessage({ id: 'header.account.myAccount' })}
      </Button>
      <Button component={RouterLink} to={paths.bookings.getHref()} variant="outlined" onClick={close} fullWidth>
        {intl.formatMessage({ id: 'header.account.myBookings' })}
      </Button>
      <Button
        variant="text"
        onClick={() => {
          close();
          void dispatch(logoutCustomer());
        }}
        fullWidth
      >
        {intl.formatMessage({ id: 'header.logout' })}
      </Button>
    </Box>
  );
}

/** The drawer of the mobile menu (a MUI Modal: traps focus, returns it to the toggle on close). */
export default function MobileMenuDrawer({ open, onClose: close, isAdmin, onLogout }: MobileMenuDrawerProps) {
  const intl = useIntl();
  const titleId = useId();
  const current = useCurrentNavItem(HEADER_LINKS);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: 'min(320px, 88vw)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {intl.formatMessage({ id: 'nav.menu.title' })}
        </Typography>
        <IconButton aria-label={intl.formatMessage({ id: 'nav.menu.close' })} onClick={close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={intl.formatMessage({ id: 'nav.main' })}>
        <List>
          <ListItem disablePadding>
            <ListItemButton component={NavLink} to={paths.home.getHref()} end onClick={close} sx={currentPage}>
              <ListItemText primary={intl.formatMessage({ id: 'nav.home' })} />
            </ListItemButton>
          </ListItem>
          <ListItem disablePadding>
            <ListItemButton component={NavLink} to={paths.services.getHref()} onClick={close} sx={currentPage}>
              <ListItemText primary={intl.formatMessage({ id: 'nav.services' })} />
            </ListItemButton>
          </ListItem>
          {SERVICE_ITEMS.map((item) => (
            <ListItem key={item.anchor} disablePadding>
              <ListItemButton component={AnchorLink} to={item.to} delayMs={DROPDOWN_SCROLL_DELAY_MS} onClick={close} sx={{ pl: 4 }}>
                <ListItemText primary={intl.formatMessage({ id: item.labelId })} slotProps={{ primary: { variant: 'body2' } }} />
              </ListItemButton>
            </ListItem>
          ))}
          {HEADER_LINKS.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={item.anchor ? AnchorLink : RouterLink}
                to={item.to}
                aria-current={item.to === current ? 'page' : undefined}
                onClick={close}
                sx={currentPage}
              >
                <ListItemText primary={intl.formatMessage({ id: item.labelId })} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Divider />
        <Box sx={{ p: 2, display: 'grid', gap: 1.5 }}>
          <Button component={RouterLink} to={paths.payment.getHref()} variant="contained" color="secondary" onClick={close} fullWidth>
            {intl.formatMessage({ id: 'header.enroll' })}
          </Button>
          <StudentItems close={close} />
          {isAdmin && (
            <>
              <Button component={RouterLink} to={paths.admin.dashboard.getHref()} variant="outlined" onClick={close} fullWidth>
                {intl.formatMessage({ id: 'header.dashboard' })}
              </Button>
              <Button
                variant="text"
                onClick={() => {
                  close();
                  onLogout();
                }}
                fullWidth
              >
                {intl.formatMessage({ id: 'header.logout' })}
              </Button>
            </>
          )}
        </Box>
      </Box>
    </Drawer>
  );
}
