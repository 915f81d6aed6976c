import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { type LessonOfferStatus } from '../../../api/signedInApi';
import { useListLessonRequestsQuery, useRemoveLessonRequestMutation, type AdminLessonOffer, type AdminLessonRequest } from '../../../api/officeApi';
import { HiddenHeaderCell } from '../shared/HiddenHeaderCell';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { useSubmit } from '../../../components/forms/useSubmit';
import { PageHeading } from '../../../components/page/PageHeading';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { isolated } from '../../../i18n/text';
import { useLiveTopics } from '../../../api/live';

const OFFER_STATUS: Record<LessonOfferStatus, { labelId: MessageId; color: 'default' | 'success' | 'warning' }> = {
  offered: { labelId: 'admin.cancellationList.offer.offered', color: 'warning' },
  booked: { labelId: 'admin.cancellationList.offer.booked', color: 'success' },
  declined: { labelId: 'admin.cancellationList.offer.declined', color: 'default' },
  lapsed: { labelId: 'admin.cancellationList.offer.lapsed', color: 'default' },
  withdrawn: { labelId: 'admin.cancellationList.offer.withdrawn', color: 'default' },
};

const WHEN: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };

/**
 * The cancellation list of in-car lessons: the students waiting in the order free slots are
 * offered, each with the values that set that order (BDE deadline, road test, hours booked, time
 * waiting), the slot held for them now, and a way to take them off; then the latest offers ended.
 */
export function CancellationListPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const failureText = useFailureText();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // Offers made, taken and run out show as they commit (the live stream); polled while it is down.
  const { pollingInterval } = useLiveTopics(['lessons']);
  const query = useListLessonRequestsQuery(undefined, { pollingInterval, refetchOnFocus: true, refetchOnMountOrArgChange: true });
  const [remove] = useRemoveLessonRequestMutation();
  const [toRemove, setToRemove] = useState<AdminLessonRequest>();
  const removing = useSubmit((request: AdminLessonRequest) => remove({ id: request.id }), {
    successMessage: t('admin.cancellationList.removed'),
    onSuccess: () => setToRemove(undefined),
  });
  const list = query.data?.data;
  const day = (date: string | null) => (date ? formatDate(date, locale, { dateStyle: 'medium' }) : t('admin.cancellationList.none'));
  // The name isolated: "Omar H." keeps its period on its right inside an Arabic line.
  const slot = (offer: AdminLessonOffer) => `${formatDate(offer.starts_at, locale, WHEN)} · ${isolated(offer.instructor.name)}`;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <PageHeading id="admin.cancellationList.title" sx={{ mb: 0 }} />
      <Typography color="text.secondary">{t('admin.cancellationList.intro', { minutes: list?.offer_minutes ?? 30 })}</Typography>
      {query.isLoading && <LoadingText>{t('admin.bookings.loading')}</LoadingText>}
      {query.isError && (
        <ErrorNotice onRetry={() => void query.refetch()}>{t('admin.cancellationList.failed', { error: failureText(query.error) })}</ErrorNotice>
      )}
      {removing.failure && <Alert severity="error">{removing.failure}</Alert>}
      {list && list.waiting.length === 0 && <EmptyText>{t('admin.cancellationList.empty')}</EmptyText>}
      {list && list.waiting.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('admin.cancellationList.waiting')} size="small">
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('admin.cancellationList.rank')}</TableCell>
                <TableCell scope="col">{t('admin.bookings.studentName')}</TableCell>
                <TableCell scope="col">{t('admin.cancellationList.deadline')}</TableCell>
                <TableCell scope="col">{t('admin.cancellationList.roadTest')}</TableCell>
                <TableCell scope="col">{t('admin.cancellationList.hoursBooked')}</TableCell>
                <TableCell scope="col">{t('admin.cancellationList.waitingSince')}</TableCell>
                <TableCell scope="col">{t('admin.cancellationList.held')}</TableCell>
                <HiddenHeaderCell scope="col">{t('admin.waitlist.actions')}</HiddenHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.waiting.map((request) => (
                <TableRow key={request.id}>
                  <TableCell>{request.rank}</TableCell>
                  <TableCell component="th" scope="row">
                    <Box dir="auto">{request.student.name}</Box>
                    <Typography variant="body2" color="text.secondary">
                      <bdi>{request.student.email}</bdi>
                    </Typography>
                    {request.hours_left < request.duration_minutes / 60 && (
                      <Typography variant="body2" color="warning.dark">
                        {t('admin.cancellationList.noHours')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{day(request.reasons.deadline)}</TableCell>
                  <TableCell>{day(request.reasons.road_test_date)}</TableCell>
                  <TableCell>{t('admin.cancellationList.hours', { hours: request.reasons.hours_booked })}</TableCell>
                  <TableCell>{formatDate(request.reasons.waiting_since, locale, { dateStyle: 'medium' })}</TableCell>
                  <TableCell>
                    {request.offer
                      ? t('admin.cancellationList.heldUntil', {
                          slot: slot(request.offer),
                          until: formatDate(request.offer.expires_at, locale, { timeStyle: 'short' }),
                        })
                      : ''}
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      color="error"
                      disabled={removing.isSubmitting}
                      onClick={() => setToRemove(request)}
                      aria-label={t('admin.cancellationList.removeOf', { name: request.student.name })}
                    >
                      {t('admin.cancellationList.remove')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {list && list.recent_offers.length > 0 && (
        <Box component="section" aria-labelledby="recent-offers" sx={{ display: 'grid', gap: 1 }}>
          <Typography id="recent-offers" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('admin.cancellationList.recent')}
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <Table aria-labelledby="recent-offers" size="small">
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{t('admin.bookings.studentName')}</TableCell>
                  <TableCell scope="col">{t('admin.cancellationList.slot')}</TableCell>
                  <TableCell scope="col">{t('admin.bookings.statusLabel')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.recent_offers.map((offer) => (
                  <TableRow key={offer.id}>
                    <TableCell component="th" scope="row">
                      <Box dir="auto">{offer.student.name}</Box>
                    </TableCell>
                    <TableCell>{slot(offer)}</TableCell>
                    <TableCell>
                      <Chip size="small" variant="outlined" color={OFFER_STATUS[offer.status].color} label={t(OFFER_STATUS[offer.status].labelId)} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      )}
      <ConfirmDialog
        open={toRemove !== undefined}
        confirmLabel={t('admin.cancellationList.remove')}
        cancelLabel={t('admin.waitlist.keep')}
        busy={removing.isSubmitting}
        onConfirm={() => toRemove && void removing.submit(toRemove)}
        onCancel={() => setToRemove(undefined)}
      >
        {toRemove && t('admin.cancellationList.removeQuestion', { name: toRemove.student.name })}
      </ConfirmDialog>
    </Box>
  );
}
