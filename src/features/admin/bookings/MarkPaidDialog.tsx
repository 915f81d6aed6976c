import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useMarkBookingPaidMutation, type AdminBooking, type OfficeMethod } from '../../../api/officeApi';
import { formatCents } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { ActionDialog } from '../shared/ActionDialog';
import { MethodChoice } from './MethodChoice';
import { useBookingAction } from './useBookingAction';

interface Props {
  booking: AdminBooking;
  reload: () => Promise<unknown>;
  onClose: () => void;
}

/** Records money received at the office: how (a choice the admin makes) and an optional reference (e-Transfer number…). */
export function MarkPaidDialog({ booking, reload, onClose }: Props) {
  const intl = useIntl();
  const [method, setMethod] = useState<OfficeMethod | null>(null);
  const [reference, setReference] = useState('');
  const [markPaid] = useMarkBookingPaidMutation();
  const action = useBookingAction(markPaid, {
    successMessage: intl.formatMessage({ id: 'admin.bookings.markedPaid' }, { id: booking.id }),
    onSuccess: onClose,
    reload,
  });

  const confirm = () => {
    if (!method) return;
    void action.submit({ id: booking.id, markPaidInput: { method, reference: reference.trim() || null, expected_updated_at: booking.updated_at } });
  };

  return (
    <ActionDialog
      title={intl.formatMessage({ id: 'admin.bookings.markPaidTitle' }, { id: booking.id })}
      problem={action.problem}
      confirmLabel={intl.formatMessage({ id: 'admin.bookings.markPaid' })}
      ready={method !== null}
      sending={action.sending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Typography>
        {intl.formatMessage(
          { id: 'admin.bookings.markPaidAmount' },
          { amount: formatCents(booking.total_cents, intl.locale as Locale), name: <bdi key="name">{booking.student.name}</bdi> },
        )}
      </Typography>
      <MethodChoice labelId="admin.bookings.paidHow" value={method} onChange={setMethod} error={action.fieldErrors.method} />
      <TextField
        name="reference"
        label={intl.formatMessage({ id: 'admin.bookings.reference' })}
        helperText={intl.formatMessage({ id: 'admin.bookings.referenceHelp' })}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        error={Boolean(action.fieldErrors.reference)}
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
    </ActionDialog>
  );
}
