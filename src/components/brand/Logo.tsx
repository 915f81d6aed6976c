import Box from '@mui/material/Box';
import { FormattedMessage } from 'react-intl';

/** The mark: a steering wheel in amber and white on the brand blue. Decorative; the wordmark names it. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 40 40" aria-hidden="true" focusable="false" sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}>
      <rect width="40" height="40" rx="10" fill="#0b3d91" />
      <circle cx="20" cy="20" r="11.5" fill="none" stroke="#ffb300" strokeWidth="3.2" />
      <circle cx="20" cy="20" r="3.2" fill="#ffffff" />
      <path d="M9.2 18.2 16.9 19.6M23.1 19.6 30.8 18.2M20 23.2V31.4" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" />
    </Box>
  );
}

/**
 * Mark plus "Drive Ontario" wordmark. `tone` is the background it sits on; `wordmarkDisplay`
 * lets a crowded bar drop the wordmark at some breakpoints (the link keeps its name).
 */
export function Logo({
  tone = 'light',
  size = 36,
  wordmarkDisplay = 'inline',
}: {
  tone?: 'light' | 'dark';
  size?: number;
  wordmarkDisplay?: string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;
}) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <LogoMark size={size} />
      <Box
        component="span"
        sx={{
          display: wordmarkDisplay,
          fontWeight: 800,
          fontSize: size * 0.5,
          letterSpacing: '-0.01em',
          whiteSpace: 'nowrap',
          color: tone === 'light' ? 'primary.main' : 'common.white',
        }}
      >
        <FormattedMessage id="brand.name" />
      </Box>
    </Box>
  );
}
