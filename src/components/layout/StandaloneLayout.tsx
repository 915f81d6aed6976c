import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { RouterLink } from '../navigation/RouterLink';
import { paths } from '../../config/paths';
import { Logo } from '../brand/Logo';
import { SkipLink } from '../a11y/SkipLink';
import { LanguageSelector } from '../language/LanguageSelector';
import { NavigationProgress } from '../page/PageFallback';
import { StaticRegion } from '../page/StaticRegion';

/** A page on its own (the admin login): the logo home, the language choice, and the page. */
export function StandaloneLayout() {
  const intl = useIntl();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      <NavigationProgress />
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 64 }}>
          {/* The logo link is kept as prerendered (StaticRegion): what answers a tap is the language menu. */}
          <StaticRegion>
            <Link component={RouterLink} to={paths.home.getHref()} aria-label={intl.formatMessage({ id: 'brand.home' })} underline="none">
              <Logo />
            </Link>
          </StaticRegion>
          <LanguageSelector />
        </Container>
      </Box>
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: '1 0 auto', outline: 'none' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
