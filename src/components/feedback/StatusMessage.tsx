import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Notice } from './Notice';

/** A loading line, announced politely to screen readers. */
export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
      {children}
    </Typography>
  );
}

/** An error box with an optional retry; screen readers hear it at once. */
export function ErrorNotice({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  const intl = useIntl();
  return (
    <Notice
      tone="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {intl.formatMessage({ id: 'common.retry' })}
          </Button>
        ) : undefined
      }
    >
      {children}
    </Notice>
  );
}

/** The text of an empty list. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {children}
    </Typography>
  );
}
