import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import {
  useAcceptLessonOfferMutation,
  useDeclineLessonOfferMutation,
  useGetMyLessonRequestQuery,
  useLeaveLessonRequestMutation,
  type LessonOffer,
  type LessonRequest,
} from '../../../api/signedInApi';
import { LazyLiveWatch } from '../../../api/lazyLive';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useSubmit } from '../../../components/forms/useSubmit';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { isolated } from '../../../i18n/text';
import { CUSTOMER_TOAST_MS } from '../shared/customerFlow';
import { lessonConflictText, lessonTimeText } from '../shared/lessonTexts';
import { AccountSection } from './AccountSection';
import { LessonRequestForm } from './LessonRequestForm';
import { WEEK_ORDER, weekdayName } from './weekdays';

const LESSONS = ['lessons'] as const;

/**
 * The cancellation list on the account page: the lesson held for the student (take it or let the
 * next student have it), what they asked for (change it, leave the list), or the way to join.
 */
export function CancellationListSection({ hoursLeft }: { hoursLeft: number }) {
  const intl = useIntl();
  // A slot held for the student appears as the pass that holds it commits (the live stream), or at
  // the next poll while the stream is down.
  const [pollingInterval, setPollingInterval] = useState(0);
  const mine = useGetMyLessonRequestQuery(undefined, { pollingInterval });
  const [editing, setEditing] = useState(false);
  const request = mine.data?.data;
  const offer = mine.data?.offer;
  let body;
  if (mine.isError) body = <ErrorNotice onRetry={() => void mine.refetch()}>{intl.formatMessage({ id: 'lessonRequest.loadFailed' })}</ErrorNotice>;
  else if (!mine.data) body = <LoadingText>{intl.formatMessage({ id: 'booking.loading' })}</LoadingText>;
  else if (editing) body = <LessonRequestForm request={request} onDone={() => setEditing(false)} />;
  else
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {offer && <HeldLesson offer={offer} />}
        {request ? (
          <RequestSummary request={request} onChange={() => setEditing(true)} />
        ) : (
          <>
            <Typography>{intl.formatMessage({ id: 'lessonRequest.intro' })}</Typography>
            {hoursLeft > 0 && (
              <Box>
                <Button variant="outlined" onClick={() => setEditing(true)}>
                  {intl.formatMessage({ id: 'lessonRequest.join' })}
                </Button>
              </Box>
            )}
          </>
        )}
      </Box>
    );
  return (
    <AccountSection id="cancellation-list" titleId="lessonRequest.title">
      <Suspense fallback={null}>
        <LazyLiveWatch topics={LESSONS} onPollingInterval={setPollingInterval} />
      </Suspense>
      {body}
    </AccountSection>
  );
}

/** The slot held for the student until when, with its two answers. */
function HeldLesson({ offer }: { offer: LessonOffer }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [accept] = useAcceptLessonOfferMutation();
  const [decline] = useDeclineLessonOfferMutation();
  const options = {
    toastOptions: { autoHideDuration: CUSTOMER_TOAST_MS },
    failureMessage: (text: string, error: Parameters<typeof lessonConflictText>[1]) => lessonConflictText(intl, error) ?? text,
  };
  const taking = useSubmit(() => accept({ id: offer.id }), { ...options, successMessage: intl.formatMessage({ id: 'lessonRequest.offer.booked' }) });
  const declining = useSubmit(() => decline({ id: offer.id }), { ...options, successMessage: intl.formatMessage({ id: 'lessonRequest.offer.declined' }) });
  const busy = taking.isSubmitting || declining.isSubmitting;
  return (
    <Paper id="lesson-offer" variant="outlined" sx={{ p: 2, borderColor: 'warning.main', borderWidth: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="h3" sx={{ fontSize: '1.15rem', m: 0 }}>
        {intl.formatMessage({ id: 'lessonRequest.offer.title' })}
      </Typography>
      <Typography>
        {intl.formatMessage(
          { id: 'lessonRequest.offer.text' },
          {
            when: lessonTimeText(intl, offer),
            instructor: isolated(offer.instructor.name),
            until: formatDate(offer.expires_at, locale, { timeStyle: 'short' }),
          },
        )}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={busy} onClick={() => void taking.submit(undefined)}>
          {intl.formatMessage({ id: taking.isSubmitting ? 'lessons.confirming' : 'lessonRequest.offer.accept' })}
        </Button>
        <Button disabled={busy} onClick={() => void declining.submit(undefined)}>
          {intl.formatMessage({ id: 'lessonRequest.offer.decline' })}
        </Button>
      </Box>
    </Paper>
  );
}

/** What the student asked for, in a sentence, with change and leave. */
function RequestSummary({ request, onChange }: { request: LessonRequest; onChange: () => void }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [leave] = useLeaveLessonRequestMutation();
  const [confirming, setConfirming] = useState(false);
  const leaving = useSubmit(() => leave(), {
    successMessage: intl.formatMessage({ id: 'lessonRequest.left' }),
    toastOptions: { autoHideDuration: CUSTOMER_TOAST_MS },
    onSuccess: () => setConfirming(false),
  });
  const days = WEEK_ORDER.filter((day) => request.weekdays.includes(day)).map((day) => weekdayName(day, intl.locale, 'short'));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography>
        {intl.formatMessage(
          { id: 'lessonRequest.summary' },
          {
            hours: request.duration_minutes / 60,
            days: new Intl.ListFormat(intl.locale, { type: 'conjunction' }).format(days),
            from: request.from_time,
            to: request.to_time,
          },
        )}
      </Typography>
      {request.before && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'lessonRequest.summary.before' }, { date: formatDate(request.before, locale, { dateStyle: 'long' }) })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onChange}>
          {intl.formatMessage({ id: 'lessonRequest.change' })}
        </Button>
        <Button color="error" onClick={() => setConfirming(true)}>
          {intl.formatMessage({ id: 'lessonRequest.leave' })}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        confirmLabel={intl.formatMessage({ id: 'lessonRequest.leave' })}
        cancelLabel={intl.formatMessage({ id: 'lessonRequest.stay' })}
        busy={leaving.isSubmitting}
        onConfirm={() => void leaving.submit(undefined)}
        onCancel={() => setConfirming(false)}
      >
        {intl.formatMessage({ id: 'lessonRequest.leaveQuestion' })}
      </ConfirmDialog>
    </Box>
  );
}
