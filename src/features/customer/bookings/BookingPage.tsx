import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { useCancelMyBookingMutation, useGetMyBookingQuery, useStartBookingPaymentMutation, type PaymentMethod } from '../../../api/signedInApi';
import { describeFailure } from '../../../api';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useSubmit, type CallFailure } from '../../../components/forms/useSubmit';
import { PageHeading } from '../../../components/page/PageHeading';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { selectCustomerToken } from '../../../state/authSlice';
import { useAppSelector } from '../../../state/hooks';
import { conflictCode, type ConflictCode } from '../../../api/conflictCode';
import { CUSTOMER_TOAST_MS } from '../shared/customerFlow';
import { LoginPrompt, SignedInBar } from '../shared/StudentSession';
import { BookingDetails } from './BookingDetails';
import { HoldCountdown } from './HoldCountdown';
import { leaveFor } from './leavePage';
import { PaymentChoice } from './PaymentChoice';

/** Stripe sends the student back to `/bookings/<id>?checkout=success` (or `=cancel`). */
export const CHECKOUT_PARAM = 'checkout';
/** How often the page asks whether Stripe's confirmation (the webhook) has arrived, and for how long. */
const CONFIRM_POLL_MS = 2000;
const CONFIRM_PATIENCE_MS = 120_000;

const CONFLICT_TEXT: Partial<Record<ConflictCode, MessageId>> = {
  hold_expired: 'booking.conflict.holdExpired',
  not_held: 'booking.conflict.notHeld',
  not_payable: 'booking.conflict.notHeld',
  already_paid: 'booking.conflict.alreadyPaid',
  not_cancellable: 'booking.conflict.notCancellable',
};

/** Whether Stripe's confirmation is still awaited: asked once the student came back from Stripe, given up after a while. */
function useAwaitingConfirmation(returnedFromStripe: boolean) {
  const [paidElsewhere, setPaidElsewhere] = useState(false);
  const [patient, setPatient] = useState(true);
  const waiting = returnedFromStripe || paidElsewhere;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setPatient(false), CONFIRM_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return { waiting, patient, startWaiting: () => setPaidElsewhere(true) };
}

/** One of the student's bookings: what was booked, the hold, how to pay, cancel, and the receipt once paid. */
export function BookingPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const token = useAppSelector(selectCustomerToken);
  const [params] = useSearchParams();
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const confirmation = useAwaitingConfirmation(params.get(CHECKOUT_PARAM) === 'success');
  const [pollEvery, setPollEvery] = useState(0);
  const { data, isLoading, error, refetch } = useGetMyBookingQuery(token && validId ? { id } : skipToken, { pollingInterval: pollEvery });
  const booking = data?.data;
  const confirming = Boolean(booking && booking.status === 'held' && confirmation.waiting);
  const polling = confirming && confirmation.patient;
  if (pollEvery !== (polling ? CONFIRM_POLL_MS : 0)) setPollEvery(polling ? CONFIRM_POLL_MS : 0);
  const [conflict, setConflict] = useState<MessageId>();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // The hold that ran out on this page: its end passed, whatever the server's status says until its sweeper runs.
  const [overHold, setOverHold] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const [startPayment] = useStartBookingPaymentMutation();
  const [cancelBooking] = useCancelMyBookingMutation();

  const refused = (error: CallFailure) => {
    const code = conflictCode(error);
    const message = code && CONFLICT_TEXT[code];
    if (!message) return false;
    setConflict(message);
    if (code === 'already_paid') confirmation.startWaiting();
    void refetch();
    return true;
  };
  const paying = useSubmit((method: PaymentMethod) => startPayment({ id, paymentStartInput: { method } }), {
    refused,
    onSuccess: (result) => {
      // The browser goes to Stripe's page; the booking is confirmed by Stripe's webhook, never by this page.
      // Paying at the school needs nothing more here: the booking, refreshed by the mutation, now says how.
      if (!result.data.checkout_url) return;
      setLeaving(true);
      leaveFor(result.data.checkout_url);
    },
    toastOptions: { autoHideDuration: CUSTOMER_TOAST_MS },
  });
  const cancelling = useSubmit(() => cancelBooking({ id }), {
    refused,
    onSuccess: () => setConfirmingCancel(false),
    successMessage: intl.formatMessage({ id: 'booking.cancel.done' }),
    toastOptions: { autoHideDuration: CUSTOMER_TOAST_MS },
  });
  const holdOver = useCallback(
    (until: string) => {
      setOverHold(until);
      void refetch();
    },
    [refetch],
  );

  const failure = error ? describeFailure(error) : undefined;
  const notFound = !validId || (failure?.kind === 'http' && failure.status === 404);

  let body;
  if (!token) body = <LoginPrompt />;
  else if (notFound) body = <Alert severity="info">{intl.formatMessage({ id: 'booking.notFound' })}</Alert>;
  else if (error) body = <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'booking.loadFailed' })}</ErrorNotice>;
  else if (isLoading || !booking) body = <LoadingText>{intl.formatMessage({ id: 'booking.loading' })}</LoadingText>;
  else {
    const expired = booking.status === 'expired' || (booking.status === 'held' && overHold === booking.hold_expires_at && !confirming);
    const cancellable = (booking.status === 'held' && !expired && !confirming) || booking.status === 'confirmed_unpaid';
    const instructions = booking.payment_instructions;
    body = (
      <>
        <SignedInBar />
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3 }}>
          <BookingDetails booking={booking} />
          {conflict && (
            <Alert severity="warning" role="alert">
              {intl.formatMessage({ id: conflict })}
            </Alert>
          )}
          {confirming && (
            <Alert severity="info" role="status" icon={polling ? <CircularProgress size={20} /> : undefined}>
              {intl.formatMessage({ id: polling ? 'booking.confirming' : 'booking.confirmingSlow' })}
            </Alert>
          )}
          {booking.status === 'held' && !expired && !confirming && (
            <>
              {params.get(CHECKOUT_PARAM) === 'cancel' && <Alert severity="info">{intl.formatMessage({ id: 'booking.checkoutCancelled' })}</Alert>}
              {booking.hold_expires_at && <HoldCountdown until={booking.hold_expires_at} onOver={holdOver} />}
              <PaymentChoice booking={booking} busy={paying.isSubmitting || leaving} onChoose={(method) => void paying.submit(method)} />
            </>
          )}
          {expired && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" component={RouterLink} to={paths.payment.getHref(`package=${booking.package.id}`)}>
                  {intl.formatMessage({ id: 'booking.bookAgain' })}
                </Button>
              }
            >
              {intl.formatMessage({ id: 'booking.expired' })}
            </Alert>
          )}
          {booking.status === 'confirmed_unpaid' && (
            <Alert severity="success" role="status">
              <Typography sx={{ fontWeight: 700 }}>{intl.formatMessage({ id: 'booking.atSchool.title' })}</Typography>
              {instructions && (
                <Typography sx={{ whiteSpace: 'pre-line', mt: 1 }} dir="auto">
                  {instructions[locale].trim() || instructions.en}
                </Typography>
              )}
            </Alert>
          )}
          {booking.status === 'paid' && (
            <Alert severity="success" role="status">
              {intl.formatMessage({ id: 'booking.paid' }, { date: formatDate(booking.paid_at ?? booking.updated_at, locale) })}
            </Alert>
          )}
          {booking.status === 'cancelled' && (
            <Alert severity="info">
              {intl.formatMessage({ id: 'booking.cancelled' }, { date: formatDate(booking.cancelled_at ?? booking.updated_at, locale) })}
            </Alert>
          )}
          {booking.status === 'refunded' && (
            <Alert severity="info">
              {intl.formatMessage({ id: 'booking.refunded' }, { date: formatDate(booking.refunded_at ?? booking.updated_at, locale) })}
            </Alert>
          )}
          {(booking.receipt || booking.credit_notes.length > 0) && (
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              {booking.receipt && (
                <Button variant="contained" component={RouterLink} to={paths.receipt.getHref(booking.receipt.id)}>
                  {intl.formatMessage({ id: 'booking.receipt' }, { number: booking.receipt.number })}
                </Button>
              )}
              {booking.credit_notes.map((note) => (
                <Button key={note.id} variant="outlined" component={RouterLink} to={paths.receipt.getHref(note.id)}>
                  {intl.formatMessage({ id: 'booking.creditNote' }, { number: note.number })}
                </Button>
              ))}
            </Box>
          )}
          {cancellable && (
            <Box>
              <Button color="error" onClick={() => setConfirmingCancel(true)} disabled={paying.isSubmitting}>
                {intl.formatMessage({ id: 'booking.cancel' })}
              </Button>
            </Box>
          )}
        </Paper>
        <ConfirmDialog
          open={confirmingCancel}
          confirmLabel={intl.formatMessage({ id: 'booking.cancel.confirm' })}
          cancelLabel={intl.formatMessage({ id: 'booking.cancel.keep' })}
          busy={cancelling.isSubmitting}
          onConfirm={() => void cancelling.submit(undefined)}
          onCancel={() => setConfirmingCancel(false)}
        >
          {intl.formatMessage({ id: 'booking.cancel.question' })}
        </ConfirmDialog>
      </>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading id="page.booking.title" />
      {body}
      <Box sx={{ mt: 3 }}>
        <Button component={RouterLink} to={paths.bookings.getHref()}>
          {intl.formatMessage({ id: 'bookings.myBookings' })}
        </Button>
      </Box>
    </Container>
  );
}
