import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';

/** One section of the account page: a region named by its h2 (with an optional action beside it), which links can point at (#lessons). */
export function AccountSection({ id, titleId, action, children }: { id: string; titleId: MessageId; action?: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  const headingId = `${id}-heading`;
  return (
    <Paper component="section" id={id} aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.4rem', m: 0 }}>
          {intl.formatMessage({ id: titleId })}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
