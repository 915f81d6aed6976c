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
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { useIntl } from 'react-intl';
import { Outlet, matchPath, useLocation } from 'react-router-dom';
import { RouterLink } from '../../components/navigation/RouterLink';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';
import { SkipLink } from '../../components/a11y/SkipLink';
import { LogoMark } from '../../components/brand/Logo';
import { DirectionalIcon } from '../../components/brand/DirectionalIcon';
import { collapsibleLabel } from '../../components/a11y/collapsibleLabel';
import { LanguageSelector } from '../../components/language/LanguageSelector';
import { NavigationProgress } from '../../components/page/PageFallback';
import { useAdminLogout } from '../../components/session/useAdminLogout';
import { adminScreens, type AdminScreen, type AdminScreenKey } from './screens';

const DRAWER_WIDTH = 264;

interface Section {
  to: string;
  labelId: MessageId;
  Icon: typeof SvgIcon;
  end?: boolean;
  /** Screens of the section at other URLs (an instructor's application, below its own path). */
  also: readonly string[];
}

/** The navigation: the screens' table's entries, in its order, each with the screens that are part of it. */
const SECTIONS: readonly Section[] = (Object.keys(adminScreens) as AdminScreenKey[]).flatMap((key) => {
  const screen: AdminScreen = adminScreens[key];
  if (!screen.nav) return [];
  const also = Object.values<AdminScreen>(adminScreens)
    .filter((other) => other.partOf === key)
    .map((other) => other.path);
  return [{ to: screen.path, labelId: screen.nav.labelId, Icon: screen.nav.icon, end: screen.nav.end, also }];
});

const isIn = ({ to, end, also }: Section, pathname: string) => [to, ...also].some((path) => matchPath({ path, end: end ?? false }, pathname));

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
