import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router-dom';

/**
 * Shown in place of a screen whose code is still downloading: a labelled progress bar in a box
 * about as tall as a page's first screen, so the footer does not jump up and back.
 */
export function PageFallback() {
  const intl = useIntl();
  return (
    <Box sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={intl.formatMessage({ id: 'common.loadingPage' })} />
    </Box>
  );
}

/** A thin bar at the top of the window while the next screen loads (the current one stays). */
export function NavigationProgress() {
  const intl = useIntl();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <LinearProgress
      aria-label={intl.formatMessage({ id: 'common.loadingPage' })}
      sx={{ position: 'fixed', top: 0, insetInline: 0, height: 3, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    />
  );
}
