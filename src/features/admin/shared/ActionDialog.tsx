import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useIntl } from 'react-intl';

interface ActionDialogProps {
  title: string;
  children: ReactNode;
  /** The refusal or failure of the last attempt. */
  problem: ReactNode;
  confirmLabel: string;
  /** False until every required choice is made. */
  ready: boolean;
  sending: boolean;
  danger?: boolean;
  /** Wider for a dialog that lists choices side by side (free lesson slots). */
  maxWidth?: 'xs' | 'sm';
  onConfirm: () => void;
  onClose: () => void;
}

/** The frame of an office action on a booking or a lesson: its choices, what went wrong, and Back / confirm (disabled while sending). */
export function ActionDialog({
  title,
  children,
  problem,
  confirmLabel,
  ready,
  sending,
  danger = false,
  maxWidth = 'xs',
  onConfirm,
  onClose,
}: ActionDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Dialog open onClose={sending ? undefined : onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {problem}
          {children}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {intl.formatMessage({ id: 'admin.bookings.back' })}
        </Button>
        <Button variant="contained" color={danger ? 'error' : 'primary'} onClick={onConfirm} disabled={!ready || sending}>
          {sending ? intl.formatMessage({ id: 'admin.bookings.sending' }) : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
