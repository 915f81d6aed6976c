import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { revealCurrent } from '../../../components/navigation/revealCurrent';
import { NavLink } from '../../../components/navigation/RouterLink';
import { paths, type ReturnToState } from '../../../config/paths';
import type { MessageId } from '../../../i18n/messages';
import { selectInstructorToken, selectInstructorUser } from '../../../state/authSlice';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { logoutInstructor } from './session';

const SCREENS: readonly { href: string; label: MessageId; end: boolean }[] = [
  { href: paths.instructor.application.getHref(), label: 'instructorArea.nav.application', end: true },
  { href: paths.instructor.availability.getHref(), label: 'instructorArea.nav.availability', end: false },
  { href: paths.instructor.lessons.getHref(), label: 'instructorArea.nav.lessons', end: false },
  { href: paths.instructor.classes.getHref(), label: 'instructorArea.nav.classes', end: false },
  { href: paths.instructor.homeLink.getHref(), label: 'instructorArea.nav.homeLink', end: false },
  { href: paths.instructor.password.getHref(), label: 'instructorArea.nav.password', end: false },
];

/**
 * The instructor's area inside the site's layout: who is signed in, its screens as links
 * (the current one marked with aria-current, reachable by Tab like any link), and signing out.
 * Without an instructor token it leads to the login, which sends the instructor back here; the
 * store is read on every render, so a logout or a 401 leads there at once. (The guard lives here,
 * in the area's own chunk, rather than beside the router, which every public page loads.)
 */
export function InstructorLayout() {
  const intl = useIntl();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const signedIn = Boolean(useAppSelector(selectInstructorToken));
  const user = useAppSelector(selectInstructorUser);
  const nav = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (nav.current) revealCurrent(nav.current);
  }, [location.pathname, intl.locale]);
  if (!signedIn) {
    const state: ReturnToState = { from: location.pathname + location.search };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography color="text.secondary" dir="auto">
          {user ? intl.formatMessage({ id: 'instructorArea.signedInAs' }, { name: user.fullName || user.email }) : null}
        </Typography>
        <Button variant="outlined" size="small" onClick={() => void dispatch(logoutInstructor())}>
          {intl.formatMessage({ id: 'instructorArea.signOut' })}
        </Button>
      </Box>
      <Box
        component="nav"
        ref={nav}
        aria-label={intl.formatMessage({ id: 'instructorArea.nav.label' })}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3, overflowX: 'auto' }}
      >
        <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
          {SCREENS.map((screen) => (
            <li key={screen.href}>
              <Button
                component={NavLink}
                to={screen.href}
                end={screen.end}
                sx={{
                  borderRadius: 0,
                  whiteSpace: 'nowrap',
                  minHeight: 48,
                  borderBottom: 3,
                  borderColor: 'transparent',
                  '&[aria-current="page"]': { borderColor: 'primary.main', fontWeight: 700 },
                }}
              >
                {intl.formatMessage({ id: screen.label })}
              </Button>
            </li>
          ))}
        </Box>
      </Box>
      <Outlet />
    </Container>
  );
}
