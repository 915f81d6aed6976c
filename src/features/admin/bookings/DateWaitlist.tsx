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
import { type WaitlistStatus } from '../../../api/signedInApi';
import { useListDateWaitlistQuery, useMoveWaitlistEntryMutation, useRemoveWaitlistEntryMutation, type AdminWaitlistEntry } from '../../../api/officeApi';
import { HiddenHeaderCell } from '../shared/HiddenHeaderCell';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { useSubmit } from '../../../components/forms/useSubmit';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';

const STATUS: Record<WaitlistStatus, { labelId: MessageId; color: 'default' | 'info' | 'success' | 'warning' }> = {
  waiting: { labelId: 'admin.waitlist.status.waiting', color: 'info' },
  offered: { labelId: 'admin.waitlist.status.offered', color: 'warning' },
  booked: { labelId: 'admin.waitlist.status.booked', color: 'success' },
  declined: { labelId: 'admin.waitlist.status.declined', color: 'default' },
  lapsed: { labelId: 'admin.waitlist.status.lapsed', color: 'default' },
  left: { labelId: 'admin.waitlist.status.left', color: 'default' },
  removed: { labelId: 'admin.waitlist.status.removed', color: 'default' },
};

/**
 * A class date's waiting list for the office: those waiting in their order (each can be moved up or
 * taken off), those offered a seat and until when, then the last entries closed.
 */
export function DateWaitlist({ dateId }: { dateId: number }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const failureText = useFailureText();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const query = useListDateWaitlistQuery({ id: dateId }, { refetchOnMountOrArgChange: true });
  const [move] = useMoveWaitlistEntryMutation();
  const [remove] = useRemoveWaitlistEntryMutation();
  const moving = useSubmit((entry: AdminWaitlistEntry) => move({ id: entry.id, waitlistMoveInput: { position: (entry.position ?? 1) - 1 } }), {
    successMessage: t('admin.waitlist.moved'),
  });
  const [toRemove, setToRemove] = useState<AdminWaitlistEntry>();
  const removing = useSubmit((entry: AdminWaitlistEntry) => remove({ id: entry.id }), {
    successMessage: t('admin.waitlist.removed'),
    onSuccess: () => setToRemove(undefined),
  });
  const busy = moving.isSubmitting || removing.isSubmitting;
  const line = query.data?.data;

  const when = (entry: AdminWaitlistEntry) => {
    if (entry.status === 'waiting') return intl.formatMessage({ id: 'admin.waitlist.place' }, { position: entry.position });
    if (entry.status === 'offered' && entry.offer_expires_at)
      return intl.formatMessage(
        { id: 'admin.waitlist.offeredUntil' },
        { until: formatDate(entry.offer_expires_at, locale, { dateStyle: 'medium', timeStyle: 'short' }) },
      );
    return entry.closed_at ? formatDate(entry.closed_at, locale, { dateStyle: 'medium', timeStyle: 'short' }) : '';
  };

  return (
    <Box component="section" aria-labelledby="date-waitlist" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1, displayPrint: 'none' }}>
      <Typography id="date-waitlist" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('admin.waitlist.title')}
      </Typography>
      {query.isLoading && <LoadingText>{t('admin.bookings.loading')}</LoadingText>}
      {query.isError && (
        <ErrorNotice onRetry={() => void query.refetch()}>
          {intl.formatMessage({ id: 'admin.waitlist.failed' }, { error: failureText(query.error) })}
        </ErrorNotice>
      )}
      {(moving.failure || removing.failure) && <Alert severity="error">{moving.failure ?? removing.failure}</Alert>}
      {line && line.entries.length === 0 && <EmptyText>{t('admin.waitlist.empty')}</EmptyText>}
      {line && line.entries.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('admin.waitlist.title')} size="small">
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('admin.bookings.studentName')}</TableCell>
                <TableCell scope="col">{t('admin.bookings.statusLabel')}</TableCell>
                <TableCell scope="col">{t('admin.waitlist.when')}</TableCell>
                <HiddenHeaderCell scope="col">{t('admin.waitlist.actions')}</HiddenHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {line.entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell component="th" scope="row">
                    <Box dir="auto">{entry.student.name}</Box>
                    <Typography variant="body2" color="text.secondary">
                      <bdi>{entry.student.email}</bdi>
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" color={STATUS[entry.status].color} label={t(STATUS[entry.status].labelId)} />
                  </TableCell>
                  <TableCell>{when(entry)}</TableCell>
                  <TableCell>
                    {(entry.status === 'waiting' || entry.status === 'offered') && (
                      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                        {entry.status === 'waiting' && (entry.position ?? 1) > 1 && (
                          <Button
                            size="small"
                            disabled={busy}
                            onClick={() => void moving.submit(entry)}
                            aria-label={intl.formatMessage({ id: 'admin.waitlist.moveUpOf' }, { name: entry.student.name })}
                          >
                            {t('admin.waitlist.moveUp')}
                          </Button>
                        )}
                        <Button
                          size="small"
                          color="error"
                          disabled={busy}
                          onClick={() => setToRemove(entry)}
                          aria-label={intl.formatMessage({ id: 'admin.waitlist.removeOf' }, { name: entry.student.name })}
                        >
                          {t('admin.waitlist.remove')}
                        </Button>
                      </Box>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={toRemove !== undefined}
        confirmLabel={t('admin.waitlist.remove')}
        cancelLabel={t('admin.waitlist.keep')}
        busy={removing.isSubmitting}
        onConfirm={() => toRemove && void removing.submit(toRemove)}
        onCancel={() => setToRemove(undefined)}
      >
        {toRemove && intl.formatMessage({ id: 'admin.waitlist.removeQuestion' }, { name: toRemove.student.name })}
      </ConfirmDialog>
    </Box>
  );
}
