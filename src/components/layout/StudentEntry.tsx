import { Suspense, lazy, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { selectCustomerUser, selectIsCustomer } from '../../state/authSlice';
import { useAppSelector } from '../../state/hooks';
import { useHydrated } from '../page/useHydrated';
import { useLocalizedPath } from '../navigation/useLocalizedPath';
import { useReturnHere } from '../session/useReturnHere';

// The menu (its button's behaviour, MenuList, transitions, click-away) is downloaded only for a
// signed-in student: a visitor's page carries this slot and the login link alone.
const AccountMenu = lazy(() => import(/* webpackChunkName: "account-menu" */ './AccountMenu'));

/**
 * The look shared by the login link and the student's menu button, which replace one another in
 * place: an icon between md and lg, where the bar is crowded, and the text from lg up, cut with an
 * ellipsis rather than widening the slot.
 */
export function accountButtonLook(label: string) {
  return {
    color: 'inherit',
    startIcon: <AccountCircleIcon />,
    'aria-label': label,
    // A native title, not MUI's Tooltip (Popper): the name where only the icon or part of it shows.
    title: label,
    children: (
      <Box component="span" sx={{ display: { xs: 'none', lg: 'block' }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {label}
      </Box>
    ),
    sx: {
      minWidth: 44,
      maxWidth: '100%',
      '& .MuiButton-startIcon': { ml: { xs: 0, lg: '-4px' }, mr: { xs: 0, lg: '8px' } },
    },
  } as const;
}

/**
 * The header's student entry, from md up: "Log in", or the signed-in student's first name opening
 * their menu. Pages are prerendered signed out, so the name appears after hydration, in a slot of
 * fixed width that both fill: nothing around it moves. A session stored before the student's name
 * was kept shows "My account".
 */
export function StudentEntry() {
  const intl = useIntl();
  const localize = useLocalizedPath();
  const returnHere = useReturnHere();
  const hydrated = useHydrated();
  const signedIn = useAppSelector(selectIsCustomer) && hydrated;
  const firstName = useAppSelector(selectCustomerUser)?.firstName;
  const loginRef = useRef<HTMLAnchorElement>(null);
  // After a logout from the menu, the focus moves to the login link that replaced the menu's button.
  const focusLogin = useRef(false);

  useEffect(() => {
    if (signedIn || !focusLogin.current) return;
    focusLogin.current = false;
    loginRef.current?.focus();
  }, [signedIn]);

  const name = firstName || intl.formatMessage({ id: 'header.account.myAccount' });
  return (
    <Box sx={{ position: 'relative', display: 'flex', justifyContent: 'flex-end', flexShrink: 0, width: { md: 44, lg: 168 } }}>
      {signedIn ? (
        <Suspense fallback={<Button {...accountButtonLook(name)} />}>
          <AccountMenu label={name} onLogout={() => (focusLogin.current = true)} />
        </Suspense>
      ) : (
        <Button
          ref={loginRef}
          component={RouterLink}
          to={localize(paths.login.getHref())}
          state={returnHere}
          {...accountButtonLook(intl.formatMessage({ id: 'header.account.login' }))}
        />
      )}
    </Box>
  );
}
