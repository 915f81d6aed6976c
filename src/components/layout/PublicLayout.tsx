import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { SkipLink } from '../a11y/SkipLink';
import { NavigationProgress } from '../page/PageFallback';
import { Footer } from './Footer';
import { Header } from './Header';

/** Public and customer pages: skip link, header, the page in <main id="main">, footer. */
export function PublicLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <NavigationProgress />
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a screen whose code or data
          arrives after the first paint pushes nothing visible down (no layout shift). */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: '1 0 auto', minHeight: '100vh', outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
