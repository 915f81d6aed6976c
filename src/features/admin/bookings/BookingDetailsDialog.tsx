import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { useGetAdminBookingQuery, type AdminBooking } from '../../../api/officeApi';
import { adminLinks } from '../screens';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { BOOKING_STATUS, RECEIVED_BY } from '../shared/bookingStatus';
import { BookingAmountsTable } from '../shared/BookingAmountsTable';
import { CancelBookingDialog } from './CancelBookingDialog';
import { classDateText } from '../shared/classDate';
import { MarkPaidDialog } from './MarkPaidDialog';
import { RefundBookingDialog } from './RefundBookingDialog';
import { PhoneNumber } from '../../../components/phone/PhoneNumber';

type Action = 'markPaid' | 'cancel' | 'refund';

/** What the office may do with a booking now (the server has the last word: a 409 says why not). */
export function bookingActions(booking: AdminBooking, now = Date.now()): Action[] {
  const holding = booking.status === 'held' && booking.hold_expires_at !== null && Date.parse(booking.hold_expires_at) > now;
  const actions: Action[] = [];
  if (booking.status === 'confirmed_unpaid' || holding) actions.push('markPaid');
  if (booking.status === 'held' || booking.status === 'confirmed_unpaid' || booking.status === 'paid') actions.push('cancel');
  if (booking.status === 'paid' || (booking.status === 'cancelled' && booking.paid_at !== null)) actions.push('refund');
  return actions;
}

const ACTION_LABEL: Record<Action, MessageId> = {
  markPaid: 'admin.bookings.markPaid',
  cancel: 'admin.bookings.cancel',
  refund: 'admin.bookings.refund',
};

/** A booking in full — student, class, amounts, payment, receipt and credit notes — with the office's actions on it. */
export function BookingDetailsDialog({ booking: listed, onClose }: { booking: AdminBooking; onClose: () => void }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  // The list's copy shows at once; the booking's own query keeps it current after every action.
  const query = useGetAdminBookingQuery({ id: listed.id }, { refetchOnMountOrArgChange: true });
  const booking = query.data?.data ?? listed;
  const [acting, setActing] = useState<Action | null>(null);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const when = (value: string) => formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short' });
  const reload = () => query.refetch();
  const status = BOOKING_STATUS[booking.status];

  const row = (labelId: MessageId, value: ReactNode) =>
    value ? (
      <Box sx={{ display: 'contents' }}>
        <Typography component="dt" color="text.secondary">
          {t(labelId)}
        </Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {value}
        </Typography>
      </Box>
    ) : null;
  const documentLink = (document: { id: number; number: string }) => (
    <Link component={RouterLink} to={adminLinks.receipt.getHref(document.id)} dir="ltr">
      {document.number}
    </Link>
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="booking-details-title">
      <DialogTitle id="booking-details-title">
        {intl.formatMessage({ id: 'admin.bookings.details' }, { id: booking.id, name: booking.student.name })}
      </DialogTitle>
      <DialogContent dividers>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(120px, auto) 1fr', columnGap: 2, rowGap: 1 }}>
          {row('admin.bookings.statusLabel', <Chip size="small" color={status.color} label={t(status.labelId)} component="span" />)}
          {row(
            'admin.bookings.student',
            <>
              <bdi>{booking.student.name}</bdi>
              <br />
              <Link href={`mailto:${booking.student.email}`}>{booking.student.email}</Link>
              {booking.student.phone && (
                <>
                  <br />
                  <Link href={`tel:${booking.student.phone.replace(/[^\d+]/g, '')}`}>
                    <PhoneNumber value={booking.student.phone} />
                  </Link>
                </>
              )}
            </>,
          )}
          {row('admin.bookings.package', <bdi>{booking.package.name[locale]}</bdi>)}
          {row(
            'admin.bookings.classDate',
            booking.package_date && (
              <Link component={RouterLink} to={adminLinks.classList.getHref(booking.package_date.id)}>
                {classDateText(booking.package_date, locale)}
              </Link>
            ),
          )}
          {row('admin.bookings.created', when(booking.created_at))}
          {row('admin.bookings.holdUntil', booking.status === 'held' && booking.hold_expires_at && when(booking.hold_expires_at))}
          {row(
            'admin.bookings.partner',
            booking.discount && (
              <>
                <bdi>{booking.partner?.name ?? booking.discount.partner_name}</bdi> (<bdi>{booking.discount.code}</bdi>)
              </>
            ),
          )}
          {row('admin.bookings.paidAt', booking.paid_at && when(booking.paid_at))}
          {row('admin.bookings.receivedBy', booking.received_by && t(RECEIVED_BY[booking.received_by]))}
          {row('admin.bookings.reference', booking.payment_reference && <bdi>{booking.payment_reference}</bdi>)}
          {row('admin.bookings.receipt', booking.receipt && documentLink(booking.receipt))}
          {row(
            'admin.bookings.creditNotes',
            booking.credit_notes.length > 0 &&
              booking.credit_notes.map((note, index) => (
                <span key={note.id}>
                  {index > 0 && ', '}
                  {documentLink(note)}
                </span>
              )),
          )}
          {row('admin.bookings.cancelledAt', booking.cancelled_at && when(booking.cancelled_at))}
          {row('admin.bookings.refundedAt', booking.refunded_at && when(booking.refunded_at))}
          {row('admin.bookings.refundMethod', booking.refund_method && t(RECEIVED_BY[booking.refund_method]))}
          {row('admin.bookings.reason', booking.cancel_reason && <bdi>{booking.cancel_reason}</bdi>)}
        </Box>
        <BookingAmountsTable amounts={booking} sx={{ mt: 3 }} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {bookingActions(booking).map((action) => (
          <Button key={action} variant="outlined" color={action === 'markPaid' ? 'primary' : 'error'} onClick={() => setActing(action)}>
            {t(ACTION_LABEL[action])}
          </Button>
        ))}
        <Button onClick={onClose}>{t('admin.bookings.close')}</Button>
      </DialogActions>
      {acting === 'markPaid' && <MarkPaidDialog booking={booking} reload={reload} onClose={() => setActing(null)} />}
      {acting === 'cancel' && <CancelBookingDialog booking={booking} reload={reload} onClose={() => setActing(null)} />}
      {acting === 'refund' && <RefundBookingDialog booking={booking} reload={reload} onClose={() => setActing(null)} />}
    </Dialog>
  );
}
