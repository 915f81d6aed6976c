import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { useSubmit, type CallOutcome } from '../../../components/forms/useSubmit';
import { conflictCode } from '../../../api/conflictCode';
import { conflictMessageId } from './bookingConflict';

interface BookingActionOptions {
  successMessage: string;
  onSuccess: () => void;
  /** Fetches the booking afresh, after a refusal because it changed since it was shown. */
  reload: () => Promise<unknown>;
}

/**
 * Sends one of the office's booking actions (mark paid, cancel, refund). A refusal because the
 * booking changed meanwhile (a payment arrived, another admin acted) shows a notice whose Reload
 * fetches it again, so the next attempt is made on what it is now; the other refusals are worded
 * for the office. What failed stays in the dialog (`problem`), announced at once.
 */
export function useBookingAction<A, R extends CallOutcome>(trigger: (arg: A) => PromiseLike<R>, { successMessage, onSuccess, reload }: BookingActionOptions) {
  const intl = useIntl();
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const action = useSubmit(trigger, {
    refused: (error) => {
      const changed = conflictCode(error) === 'stale';
      setStale(changed);
      return changed;
    },
    failureMessage: (text, error) => {
      const id = conflictMessageId(error);
      return id ? intl.formatMessage({ id }) : text;
    },
    toastFailure: false,
    successMessage,
    onSuccess,
  });

  const reloadBooking = async () => {
    setReloading(true);
    try {
      await reload();
      setStale(false);
    } finally {
      setReloading(false);
    }
  };

  const problem: ReactNode = stale ? (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={() => void reloadBooking()} disabled={reloading}>
          {intl.formatMessage({ id: 'admin.bookings.reload' })}
        </Button>
      }
    >
      {intl.formatMessage({ id: 'admin.bookings.conflict.stale' })}
    </Alert>
  ) : (
    action.failure && (
      <Alert severity="error" role="alert">
        {action.failure}
      </Alert>
    )
  );

  return { submit: action.submit, sending: action.isSubmitting, problem, fieldErrors: action.fieldErrors };
}
