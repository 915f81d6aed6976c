import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { screenDownloads } from './screenDownloads';

// Plain CSS indicators: MUI's progress components would add their weight to every first download.
const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;
const spin = keyframes`
  to { transform: rotate(360deg); }
`;
const stillForReducedMotion = { '@media (prefers-reduced-motion: reduce)': { animation: 'none' } };

/**
 * Shown in place of a screen whose code is still downloading: a labelled spinner in a box about as
 * tall as a page's first screen, so the footer does not jump up and back.
 */
export function PageFallback() {
  const intl = useIntl();
  return (
    <Box sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center' }}>
      <Box
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'common.loadingPage' })}
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: 4,
          borderColor: 'grey.300',
          borderTopColor: 'primary.main',
          animation: `${spin} 0.9s linear infinite`,
          ...stillForReducedMotion,
        }}
      />
    </Box>
  );
}

/** A thin bar at the top of the window while the next screen loads (the current one stays). */
export function NavigationProgress() {
  const intl = useIntl();
  const downloading = useSyncExternalStore(screenDownloads.subscribe, screenDownloads.count, () => 0) > 0;
  if (!downloading) return null;
  return (
    <Box
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'common.loadingPage' })}
      sx={{ position: 'fixed', top: 0, insetInline: 0, height: 3, overflow: 'hidden', bgcolor: 'grey.300', zIndex: (theme) => theme.zIndex.appBar + 1 }}
    >
      <Box sx={{ width: '40%', height: '100%', bgcolor: 'primary.main', animation: `${slide} 1.2s ease-in-out infinite`, ...stillForReducedMotion }} />
    </Box>
  );
}
