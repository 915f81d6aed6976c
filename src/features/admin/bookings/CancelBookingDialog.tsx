import { useId, useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useCancelBookingMutation, type AdminBooking, type OfficeMethod } from '../../../api/officeApi';
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

/**
 * Cancels a booking and frees its seat. For a paid booking the admin must say what happens to the
 * money — kept (refundable later) or refunded in full now — nothing is preselected, because a
 * refund is never automatic; money that came by hand needs the way it goes back.
 */
export function CancelBookingDialog({ booking, reload, onClose }: Props) {
  const intl = useIntl();
  const choiceLabel = useId();
  const paid = booking.status === 'paid';
  const byHand = booking.received_by !== 'stripe';
  const [refund, setRefund] = useState<boolean | null>(paid ? null : false);
  const [method, setMethod] = useState<OfficeMethod | null>(null);
  const [reason, setReason] = useState('');
  const [cancel] = useCancelBookingMutation();
  const action = useBookingAction(cancel, {
    successMessage: intl.formatMessage({ id: refund ? 'admin.bookings.cancelledRefunded' : 'admin.bookings.cancelled' }, { id: booking.id }),
    onSuccess: onClose,
    reload,
  });
  const needsMethod = refund === true && byHand;

  const confirm = () => {
    if (refund === null || (needsMethod && !method)) return;
    void action.submit({
      id: booking.id,
      cancelBookingInput: {
        refund,
        ...(needsMethod ? { refund_method: method } : {}),
        reason: reason.trim() || null,
        expected_updated_at: booking.updated_at,
      },
    });
  };

  return (
    <ActionDialog
      title={intl.formatMessage({ id: 'admin.bookings.cancelTitle' }, { id: booking.id })}
      problem={action.problem}
      confirmLabel={intl.formatMessage({ id: refund ? 'admin.bookings.confirmCancelRefund' : 'admin.bookings.confirmCancel' })}
      ready={refund !== null && (!needsMethod || method !== null)}
      sending={action.sending}
      danger
      onConfirm={confirm}
      onClose={onClose}
    >
      <Typography>{intl.formatMessage({ id: 'admin.bookings.cancelSeat' }, { name: <bdi key="name">{booking.student.name}</bdi> })}</Typography>
      {paid && (
        <FormControl required>
          <FormLabel id={choiceLabel}>
            {intl.formatMessage({ id: 'admin.bookings.paymentChoice' }, { amount: formatCents(booking.total_cents, intl.locale as Locale) })}
          </FormLabel>
          <RadioGroup aria-labelledby={choiceLabel} value={refund === null ? '' : String(refund)} onChange={(_, value) => setRefund(value === 'true')}>
            <FormControlLabel value="false" control={<Radio />} label={intl.formatMessage({ id: 'admin.bookings.keepPayment' })} />
            <FormControlLabel value="true" control={<Radio />} label={intl.formatMessage({ id: 'admin.bookings.refundPayment' })} />
          </RadioGroup>
        </FormControl>
      )}
      {refund && !byHand && <Typography color="text.secondary">{intl.formatMessage({ id: 'admin.bookings.refundByStripe' })}</Typography>}
      {needsMethod && <MethodChoice labelId="admin.bookings.refundHow" value={method} onChange={setMethod} error={action.fieldErrors.refund_method} />}
      <ReasonField value={reason} onChange={setReason} error={action.fieldErrors.reason} />
    </ActionDialog>
  );
}
