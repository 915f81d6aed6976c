import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { RouterLink } from '../navigation/RouterLink';
import { paths } from '../../config/paths';
import { torontoYear } from '../../contract/torontoTime';
import { lazyComponent } from '../page/lazyComponent';
import { useHydrated } from '../page/useHydrated';
import { StaticRegion } from '../page/StaticRegion';
import { PartBoundary } from '../page/PartBoundary';
import { FOOTER_BG, LINK_COLOR, linkSx } from './footerStyles';

const LazyFooterColumns = lazyComponent(() => import(/* webpackChunkName: "footer" */ './FooterColumns'), 'FooterColumns');

/** Downloads the footer's columns: before a render that must show them at once (a server render, a test). */
export const preloadFooterColumns = LazyFooterColumns.preload;

/** The year in the school's time zone, so the server and the browser agree on New Year's Eve. */
const currentYear = (): string => String(torontoYear());

const YEAR_ATTRIBUTE = 'data-copyright-year';

/**
 * The year as the prerendered page shows it while hydrating (a page built in December is still
 * served in January), then the current one: hydration matches and the text updates after.
 */
function useCopyrightYear(): string {
  const hydrated = useHydrated();
  if (hydrated || typeof document === 'undefined') return currentYear();
  return document.querySelector(`[${YEAR_ATTRIBUTE}]`)?.getAttribute(YEAR_ATTRIBUTE) ?? currentYear();
}

/** The copyright line, on its own: when the year is updated after hydration, only this line renders again. */
function Copyright() {
  const year = useCopyrightYear();
  const intl = useIntl();
  return (
    <Typography variant="body2" {...{ [YEAR_ATTRIBUTE]: year }}>
      {intl.formatMessage({ id: 'footer.copyright' }, { year })}
    </Typography>
  );
}

/** The public footer: its columns (downloaded when first shown), the copyright line and the office's way in. */
export function Footer() {
  const intl = useIntl();

  return (
    <Box component="footer" sx={{ bgcolor: FOOTER_BG, color: LINK_COLOR, mt: 'auto' }}>
      <Container maxWidth="xl" sx={{ py: { xs: 5, md: 7 } }}>
        {/* A prerendered page keeps its columns as they came: their code is only downloaded when
            they are rendered (a page rendered in the browser, or the next page), and they appear
            then, below the page, which is at least a screen tall. */}
        <StaticRegion>
          <PartBoundary>
            <Suspense fallback={null}>
              <LazyFooterColumns />
            </Suspense>
          </PartBoundary>
        </StaticRegion>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'baseline', columnGap: 3, rowGap: 1 }}>
          <Copyright />
          {/* The office's way in: a visitor has no use for it in the header. One URL in every language. */}
          <Link component={RouterLink} to={paths.admin.login.getHref()} variant="body2" sx={linkSx}>
            {intl.formatMessage({ id: 'footer.adminLogin' })}
          </Link>
        </Box>
      </Container>
    </Box>
  );
}
