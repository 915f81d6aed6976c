import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useTheme, type Theme } from '@mui/material/styles';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DashboardIcon from '@mui/icons-material/Dashboard';
import LogoutIcon from '@mui/icons-material/Logout';
import { useIntl } from 'react-intl';
import { RouterLink } from '../navigation/RouterLink';
import { paths } from '../../config/paths';
import { useAppSelector } from '../../state/hooks';
import { selectInstructorToken, selectIsAdmin, selectIsCustomer } from '../../state/authSlice';
import { Logo } from '../brand/Logo';
import { DirectionalIcon } from '../brand/DirectionalIcon';
import { collapsibleLabel } from '../a11y/collapsibleLabel';
import { LanguageSelector, preloadLanguageMenu } from '../language/LanguageSelector';
import { AnchorLink } from '../navigation/AnchorLink';
import { useAdminLogout } from '../session/useAdminLogout';
import { MobileMenu, preloadMobileMenu } from './MobileMenu';
import { ServicesMenu } from './ServicesMenu';
import { StudentEntry } from './StudentEntry';
import { HEADER_LINKS } from './navItems';
import { useCurrentNavItem } from './useCurrentNavItem';
import { StaticRegion } from '../page/StaticRegion';
import { useHydrated } from '../page/useHydrated';

const navButton = {
  px: 1.25,
  whiteSpace: 'nowrap',
  '&[aria-current="page"]': { color: 'primary.main', boxShadow: (theme: Theme) => `inset 0 -3px 0 ${theme.palette.primary.main}` },
} as const;

// A kept button has no handlers of its own: pointing at or focusing the bar starts its menus'
// download, so that they are usually there by the press. A failed download is the menu's to show,
// once opened (its error boundary offers a reload); here it is nobody's error.
const ignore = () => undefined;
const preloadMenus = () => {
  preloadLanguageMenu().catch(ignore);
  preloadMobileMenu().catch(ignore);
};

/**
 * A visitor's entry is the prerendered login link until pressed; a signed-in student's or
 * instructor's renders once the page is hydrated (pages are prerendered signed out).
 */
function StudentEntryRegion({ labelFrom }: { labelFrom: 'lg' | 'xl' }) {
  const hydrated = useHydrated();
  const signedIn = useAppSelector((state) => selectIsCustomer(state) || Boolean(selectInstructorToken(state)));
  return (
    <StaticRegion renderOnPress data={hydrated && signedIn}>
      <StudentEntry labelFrom={labelFrom} />
    </StaticRegion>
  );
}

/**
 * The public header. Desktop and phone layouts are both rendered and one is
 * hidden with CSS breakpoints, so a prerendered page matches whatever the screen size.
 */
export function Header() {
  const intl = useIntl();
  const isAdmin = useAppSelector(selectIsAdmin);
  const logout = useAdminLogout();
  const current = useCurrentNavItem(HEADER_LINKS);
  // The menus of the wide bar are hidden on a phone: there they stay as prerendered until shown.
  const wideBar = useTheme()
    .breakpoints.up('md')
    .replace(/^@media\s*/, '');

  return (
    <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="xl">
        <Toolbar disableGutters onPointerOver={preloadMenus} onFocus={preloadMenus} sx={{ gap: { xs: 0.5, md: 1 }, minHeight: { xs: 64, md: 72 } }}>
          {/* The links are kept as prerendered (StaticRegion): what answers a tap is the menus. */}
          <StaticRegion>
            <Link
              component={RouterLink}
              to={paths.home.getHref()}
              aria-label={intl.formatMessage({ id: 'brand.home' })}
              underline="none"
              sx={{ display: 'inline-flex', alignItems: 'center', marginInlineEnd: { xs: 'auto', md: 2 }, borderRadius: 1 }}
            >
              {/* Between md and lg the full navigation needs the wordmark's room. */}
              <Logo wordmarkDisplay={{ xs: 'inline', md: 'none', lg: 'inline' }} />
            </Link>
          </StaticRegion>

          <Box
            component="nav"
            aria-label={intl.formatMessage({ id: 'nav.main' })}
            sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, marginInlineEnd: 'auto' }}
          >
            <StaticRegion shownWhen={wideBar}>
              <ServicesMenu />
            </StaticRegion>
            {/* Rendered again once the current item changes (a link to a section of this page). */}
            <StaticRegion data={current}>
              {HEADER_LINKS.map((item) => (
                <Button
                  key={item.to}
                  component={item.anchor ? AnchorLink : RouterLink}
                  to={item.to}
                  aria-current={item.to === current ? 'page' : undefined}
                  color="inherit"
                  sx={navButton}
                >
                  {intl.formatMessage({ id: item.labelId })}
                </Button>
              ))}
            </StaticRegion>
          </Box>

          {/* The language and menu buttons render when first pressed: most visitors never press them. */}
          <StaticRegion renderOnPress>
            <LanguageSelector />
          </StaticRegion>

          {/* On every width, a phone's too: who is signed in shows without opening the menu.
              With the admin's two labelled buttons beside it, the entry keeps to its icon up to xl. */}
          <StudentEntryRegion labelFrom={isAdmin ? 'xl' : 'lg'} />

          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
            {isAdmin && (
              <>
                {/* Icons only between md and lg, where the bar is crowded. */}
                <Button
                  component={RouterLink}
                  to={paths.admin.dashboard.getHref()}
                  color="primary"
                  startIcon={<DashboardIcon />}
                  {...collapsibleLabel(intl.formatMessage({ id: 'header.dashboard' }), 'lg')}
                />
                <Button
                  color="inherit"
                  startIcon={<DirectionalIcon icon={LogoutIcon} />}
                  onClick={() => void logout()}
                  {...collapsibleLabel(intl.formatMessage({ id: 'header.logout' }), 'lg')}
                />
              </>
            )}
          </Box>

          <StaticRegion>
            <Button
              component={RouterLink}
              to={paths.payment.getHref()}
              variant="contained"
              color="secondary"
              disableElevation
              endIcon={<DirectionalIcon icon={ArrowForwardIcon} />}
              sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap', marginInlineStart: 0.5 }}
            >
              {intl.formatMessage({ id: 'header.enroll' })}
            </Button>
          </StaticRegion>

          <StaticRegion renderOnPress>
            <MobileMenu isAdmin={isAdmin} onLogout={() => void logout()} />
          </StaticRegion>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
