import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/*
 * MUI Alert's standard colours (text on background ≥ 7:1). A plain box rather than MUI's Alert:
 * it stands on public pages (sign-in, sign-up, partners, lists' errors), where every byte of
 * JavaScript counts, and Alert with its icons and slots cost about 2 KB on each.
 */
const TONES = {
  error: { bgcolor: '#fdeded', color: '#5f2120', borderColor: 'error.main' },
  warning: { bgcolor: '#fff4e5', color: '#663c00', borderColor: 'warning.main' },
  success: { bgcolor: '#edf7ed', color: '#1e4620', borderColor: 'success.main' },
  info: { bgcolor: '#e5f6fd', color: '#014361', borderColor: 'info.main' },
} as const;

/**
 * A message about what just happened: a refusal or a warning is heard at once, a success or note
 * politely. `action` (a retry) stands at its end.
 */
export function Notice({ tone, action, children }: { tone: keyof typeof TONES; action?: ReactNode; children: ReactNode }) {
  return (
    <Box
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      sx={{ mb: 2, px: 2, py: 1.5, borderRadius: 1, borderInlineStart: 4, typography: 'body2', display: 'flex', alignItems: 'center', gap: 2, ...TONES[tone] }}
    >
      <Box sx={{ flex: 1 }}>{children}</Box>
      {action}
    </Box>
  );
}
