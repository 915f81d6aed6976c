import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. "Delete Kingston?" */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** While the confirmed action runs: the confirm button is disabled so it cannot be sent twice. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A destructive action's confirmation. Cancel takes the focus, so Enter never deletes by accident. */
export function ConfirmDialog({ open, children, confirmLabel, cancelLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-describedby={textId}>
      <DialogContent>
        <DialogContentText id={textId}>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {cancelLabel}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
