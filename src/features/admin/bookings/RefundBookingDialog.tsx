import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useRefundBookingMutation, type AdminBooking, type OfficeMethod } from '../../../api/officeApi';
import { formatCents } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { ActionDialog } from '../shared/ActionDialog';
import { MethodChoice } from './MethodChoice';
import { ReasonField } from '../shared/ReasonField';
import { useBookingAction } from './useBookingAction';

interface Props {
  booking: AdminBooking;
  reload: () => Promise<unknown>;
  onClose: () => void;
}

/** Refunds a paid booking in full (through Stripe for a card payment, else the way the office returns it) and issues a credit note. */
export function RefundBookingDialog({ booking, reload, onClose }: Props) {
  const intl = useIntl();
  const byHand = booking.received_by !== 'stripe';
  const [method, setMethod] = useState<OfficeMethod | null>(null);
  const [reason, setReason] = useState('');
  const [refund] = useRefundBookingMutation();
  const action = useBookingAction(refund, {
    successMessage: intl.formatMessage({ id: 'admin.bookings.refunded' }, { id: booking.id }),
    onSuccess: onClose,
    reload,
  });

  const confirm = () => {
    if (byHand && !method) return;
    void action.submit({
      id: booking.id,
      refundInput: { ...(byHand ? { refund_method: method } : {}), reason: reason.trim() || null, expected_updated_at: booking.updated_at },
    });
  };

  return (
    <ActionDialog
      title={intl.formatMessage({ id: 'admin.bookings.refundTitle' }, { id: booking.id })}
      problem={action.problem}
      confirmLabel={intl.formatMessage({ id: 'admin.bookings.confirmRefund' }, { amount: formatCents(booking.total_cents, intl.locale as Locale) })}
      ready={!byHand || method !== null}
      sending={action.sending}
      danger
      onConfirm={confirm}
      onClose={onClose}
    >
      <Typography>
        {intl.formatMessage(
          { id: byHand ? 'admin.bookings.refundExplainHand' : 'admin.bookings.refundByStripe' },
          { amount: formatCents(booking.total_cents, intl.locale as Locale) },
        )}
      </Typography>
      {byHand && <MethodChoice labelId="admin.bookings.refundHow" value={method} onChange={setMethod} error={action.fieldErrors.refund_method} />}
      <ReasonField value={reason} onChange={setReason} error={action.fieldErrors.reason} />
    </ActionDialog>
  );
}
