import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import ArticleIcon from '@mui/icons-material/Article';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import InboxIcon from '@mui/icons-material/Inbox';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import { useIntl } from 'react-intl';
import { Outlet, Link as RouterLink, matchPath, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';
import { SkipLink } from '../../components/a11y/SkipLink';
import { LogoMark } from '../../components/brand/Logo';
import { DirectionalIcon } from '../../components/brand/DirectionalIcon';
import { collapsibleLabel } from '../../components/a11y/collapsibleLabel';
import { LanguageSelector } from '../../components/language/LanguageSelector';
import { NavigationProgress } from '../../components/page/PageFallback';
import { useAdminLogout } from '../../components/session/useAdminLogout';

const DRAWER_WIDTH = 264;

interface Section {
  to: string;
  labelId: MessageId;
  Icon: typeof SvgIcon;
  end?: boolean;
  /** Screens of the section at other URLs (an instructor's application, below its own path). */
  also?: readonly string[];
}

const SECTIONS: readonly Section[] = [
  { to: paths.admin.dashboard.getHref(), labelId: 'admin.nav.dashboard', Icon: DashboardIcon, end: true },
  { to: paths.admin.services.getHref(), labelId: 'admin.nav.services', Icon: MiscellaneousServicesIcon },
  { to: paths.admin.packages.getHref(), labelId: 'admin.nav.packages', Icon: Inventory2Icon },
  { to: paths.admin.inquiries.getHref(), labelId: 'admin.nav.inquiries', Icon: InboxIcon },
  { to: paths.admin.bookings.getHref(), labelId: 'admin.nav.bookings', Icon: EventSeatIcon },
  { to: paths.admin.lessons.getHref(), labelId: 'admin.nav.lessons', Icon: DirectionsCarIcon },
  { to: paths.admin.content.getHref(), labelId: 'admin.nav.content', Icon: ArticleIcon },
  { to: paths.admin.cities.getHref(), labelId: 'admin.nav.cities', Icon: LocationCityIcon },
  { to: paths.admin.instructors.getHref(), labelId: 'admin.nav.instructors', Icon: SchoolIcon, also: [paths.admin.instructor.path] },
  { to: paths.admin.partners.getHref(), labelId: 'admin.nav.partners', Icon: GroupAddIcon },
  { to: paths.admin.settings.getHref(), labelId: 'admin.nav.settings', Icon: SettingsIcon },
];

const isIn = ({ to, end, also = [] }: Section, pathname: string) => [to, ...also].some((path) => matchPath({ path, end: end ?? false }, pathname));

/** The app bar's title: the section the URL is in (the shell's name on an unknown page). */
function useSectionTitleId(): MessageId {
  const { pathname } = useLocation();
  return SECTIONS.find((section) => isIn(section, pathname))?.labelId ?? 'admin.shell.name';
}

function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <>
      <Toolbar sx={{ gap: 1.25 }}>
        <Link
          component={RouterLink}
          to={paths.home.getHref()}
          underline="none"
          onClick={onNavigate}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, fontWeight: 700 }}
        >
          <LogoMark size={32} />
          {intl.formatMessage({ id: 'admin.shell.viewSite' })}
        </Link>
      </Toolbar>
      <Divider />
      <List>
        {SECTIONS.map((section) => (
          <ListItem key={section.to} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={section.to}
              aria-current={isIn(section, pathname) ? 'page' : undefined}
              onClick={onNavigate}
              sx={{
                mx: 1,
                borderRadius: 1,
                '&[aria-current="page"]': {
                  bgcolor: 'action.selected',
                  color: 'primary.main',
                  '& .MuiListItemIcon-root': { color: 'primary.main' },
                  '& .MuiListItemText-primary': { fontWeight: 700 },
                },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <section.Icon />
              </ListItemIcon>
              <ListItemText primary={intl.formatMessage({ id: section.labelId })} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}

/**
 * The admin shell: a sidebar of sections (a temporary drawer on phones), an app bar with the
 * section's title, the language choice and Logout. Admin screens render inside.
 */
export function AdminLayout() {
  const intl = useIntl();
  const logout = useAdminLogout();
  const [mobileOpen, setMobileOpen] = useState(false);
  const titleId = useSectionTitleId();
  const navLabel = intl.formatMessage({ id: 'admin.nav.label' });

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <NavigationProgress />
      <AppBar
        position="fixed"
        color="inherit"
        sx={{ width: { md: `calc(100% - ${DRAWER_WIDTH}px)` }, ml: { md: `${DRAWER_WIDTH}px` }, borderBottom: 1, borderColor: 'divider', displayPrint: 'none' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={intl.formatMessage({ id: 'admin.shell.openMenu' })}
            aria-expanded={mobileOpen}
            onClick={() => setMobileOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography component="div" variant="h6" noWrap sx={{ flexGrow: 1, fontWeight: 700 }}>
            {intl.formatMessage({ id: titleId })}
          </Typography>
          <LanguageSelector />
          <Button
            color="inherit"
            startIcon={<DirectionalIcon icon={LogoutIcon} />}
            onClick={() => void logout()}
            {...collapsibleLabel(intl.formatMessage({ id: 'admin.shell.logout' }), 'sm')}
          />
        </Toolbar>
      </AppBar>

      {/* A printed class list or receipt is the page alone, without the shell. */}
      <Box component="nav" aria-label={navLabel} sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 }, displayPrint: 'none' }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' } }}
          slotProps={{ paper: { sx: { width: DRAWER_WIDTH }, 'aria-label': navLabel } }}
        >
          <Sidebar onNavigate={() => setMobileOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' } }}
          slotProps={{ paper: { sx: { width: DRAWER_WIDTH, boxSizing: 'border-box' } } }}
        >
          <Sidebar />
        </Drawer>
      </Box>

      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 }, outline: 'none', width: { md: `calc(100% - ${DRAWER_WIDTH}px)` } }}
      >
        <Toolbar sx={{ displayPrint: 'none' }} />
        <Outlet />
      </Box>
    </Box>
  );
}
