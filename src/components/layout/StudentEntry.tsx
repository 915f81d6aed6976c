import { Suspense, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PersonIcon from '@mui/icons-material/Person';
import { useIntl } from 'react-intl';
import { lazyComponent } from '../page/lazyComponent';
import { RouterLink } from '../navigation/RouterLink';
import { paths } from '../../config/paths';
import { selectInstructorToken, selectIsCustomer } from '../../state/authSlice';
import { useAppSelector } from '../../state/hooks';
import { collapsibleLabel } from '../a11y/collapsibleLabel';
import { useHydrated } from '../page/useHydrated';
import { useReturnHere } from '../session/useReturnHere';

// The signed-in student's button and menu are downloaded for a signed-in student only: a
// visitor's page carries this slot and its login link alone.
const AccountMenu = lazyComponent(() => import(/* webpackChunkName: "account-menu" */ './AccountMenu'), 'default');
export const preloadAccountMenu = AccountMenu.preload;

/**
 * The header's student entry: "Log in", or the signed-in student's first name opening their menu
 * (an icon, or the name's initial, below `labelFrom`, where the bar is crowded). Pages are prerendered signed
 * out, so the name appears once the page is hydrated, in a slot of fixed width both fit in:
 * nothing around it moves.
 */
export function StudentEntry({ labelFrom }: { labelFrom: 'lg' | 'xl' }) {
  const intl = useIntl();
  const returnHere = useReturnHere();
  const hydrated = useHydrated();
  const signedIn = useAppSelector(selectIsCustomer) && hydrated;
  // An instructor signed in (and no student) is shown the way back to their area, not a login.
  const instructor = Boolean(useAppSelector(selectInstructorToken)) && hydrated && !signedIn;
  // A logout from the menu moves the focus to the login link that takes the menu's place.
  const focusLogin = useRef(false);

  return (
    <Box sx={{ position: 'relative', display: 'flex', justifyContent: 'flex-end', flexShrink: 0, width: { xs: 44, [labelFrom]: 168 } }}>
      {signedIn ? (
        <Suspense fallback={null}>
          <AccountMenu labelFrom={labelFrom} onLogout={() => (focusLogin.current = true)} />
        </Suspense>
      ) : (
        <Button
          ref={(link: HTMLAnchorElement | null) => {
            if (link && focusLogin.current) link.focus();
            focusLogin.current = false;
          }}
          component={RouterLink}
          to={instructor ? paths.instructor.application.getHref() : paths.login.getHref()}
          state={instructor ? undefined : returnHere}
          color="inherit"
          startIcon={<PersonIcon />}
          {...collapsibleLabel(intl.formatMessage({ id: instructor ? 'header.account.instructorArea' : 'header.account.login' }), labelFrom)}
        />
      )}
    </Box>
  );
}
