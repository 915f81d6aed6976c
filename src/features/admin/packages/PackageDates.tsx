import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useIntl } from 'react-intl';
import { useDeletePackageDateMutation, useUpdatePackageDateMutation, type AdminPackageDate } from '../../../api/officeApi';
import { HiddenHeaderCell } from '../shared/HiddenHeaderCell';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { useSubmit, type CallFailure } from '../../../components/forms/useSubmit';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { conflictCode } from '../../../api/conflictCode';
import { PackageDateDialog } from './PackageDateDialog';

/**
 * A package's dates (classes): days, times, seats taken, held and left, open or closed, with add,
 * edit, close / reopen and delete. Failures go to the page's banner through `onFailure`.
 */
export function PackageDates({
  packageId,
  packageName,
  dates,
  onFailure,
}: {
  packageId: number;
  packageName: string;
  dates: AdminPackageDate[];
  onFailure: (text: string) => void;
}) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [editing, setEditing] = useState<AdminPackageDate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminPackageDate | null>(null);
  const [update] = useUpdatePackageDateMutation();
  const [remove] = useDeletePackageDateMutation();
  const headingId = `package-${packageId}-dates`;

  const dayOf = (date: AdminPackageDate) => formatDate(date.first_date, locale);
  const daysOf = (date: AdminPackageDate) =>
    date.second_date && date.second_date !== date.first_date
      ? intl.formatMessage({ id: 'admin.packages.dates.twoDays' }, { first: dayOf(date), second: formatDate(date.second_date, locale) })
      : dayOf(date);
  // A date with bookings can be closed, never deleted; a date changed meanwhile is shown afresh by the list's refetch.
  const failed = (fallback: MessageId) => (text: string, error: CallFailure) => {
    const code = conflictCode(error);
    if (code === 'has_bookings') return t('admin.packages.dates.hasBookings');
    if (code === 'stale') return t('admin.packages.dates.stale');
    return intl.formatMessage({ id: fallback }, { error: text });
  };

  const openOrClose = useSubmit(update, {
    failureMessage: failed('admin.packages.dates.saveFailed'),
    onFailure,
    successMessage: (_, { packageDateInput }) => t(packageDateInput.is_open ? 'admin.packages.dates.reopened' : 'admin.packages.dates.closed'),
  });
  const removal = useSubmit(remove, {
    failureMessage: failed('admin.packages.dates.deleteFailed'),
    onFailure,
    successMessage: t('admin.packages.dates.deleted'),
  });

  const setOpen = (date: AdminPackageDate, isOpen: boolean) =>
    void openOrClose.submit({
      id: date.id,
      packageDateInput: {
        first_date: date.first_date,
        second_date: date.second_date,
        from_time: date.from_time,
        to_time: date.to_time,
        capacity: date.capacity,
        is_open: isOpen,
        expected_updated_at: date.updated_at,
      },
    });

  const confirmDelete = async () => {
    if (!deleting) return;
    await removal.submit({ id: deleting.id });
    setDeleting(null);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {intl.formatMessage({ id: 'admin.packages.dates.title' }, { name: packageName })}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {intl.formatMessage({ id: 'admin.packages.dates.add' }, { name: packageName })}
        </Button>
      </Box>
      {dates.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('admin.packages.dates.empty')}
        </Typography>
      ) : (
        // Positioned: the visually hidden header stays inside the scroll box instead of widening the page.
        <TableContainer sx={{ position: 'relative' }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.packages.dates.days')}</TableCell>
                <TableCell>{t('admin.packages.dates.times')}</TableCell>
                <TableCell align="right">{t('admin.packages.dates.capacity')}</TableCell>
                <TableCell align="right">{t('admin.packages.dates.taken')}</TableCell>
                <TableCell align="right">{t('admin.packages.dates.held')}</TableCell>
                <TableCell align="right">{t('admin.packages.dates.left')}</TableCell>
                <TableCell>{t('admin.packages.dates.state')}</TableCell>
                <HiddenHeaderCell>{t('admin.packages.actions')}</HiddenHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {dates.map((date) => (
                <TableRow key={date.id}>
                  {/* Two days stay readable on a phone: the table scrolls rather than squeezing them a word a line. */}
                  <TableCell component="th" scope="row" sx={{ minWidth: 150 }}>
                    {daysOf(date)}
                  </TableCell>
                  <TableCell dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
                    {date.from_time}–{date.to_time}
                  </TableCell>
                  <TableCell align="right">{date.capacity}</TableCell>
                  <TableCell align="right">{date.seats_taken}</TableCell>
                  <TableCell align="right">{date.seats_held}</TableCell>
                  <TableCell align="right">{date.seats_left}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={date.is_open ? 'success' : 'default'}
                      variant={date.is_open ? 'filled' : 'outlined'}
                      label={t(date.is_open ? 'admin.packages.dates.open' : 'admin.packages.dates.closedState')}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={intl.formatMessage({ id: 'admin.packages.dates.editOf' }, { date: dayOf(date), name: packageName })}>
                      <IconButton size="small" onClick={() => setEditing(date)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip
                      title={intl.formatMessage(
                        { id: date.is_open ? 'admin.packages.dates.closeOf' : 'admin.packages.dates.reopenOf' },
                        { date: dayOf(date), name: packageName },
                      )}
                    >
                      <IconButton size="small" onClick={() => setOpen(date, !date.is_open)}>
                        {date.is_open ? <EventBusyIcon fontSize="small" /> : <EventAvailableIcon fontSize="small" />}
                      </IconButton>
                    </Tooltip>
                    {/* A date with bookings is closed, never deleted: only one nobody booked offers Delete. */}
                    {date.bookings_count === 0 && (
                      <Tooltip title={intl.formatMessage({ id: 'admin.packages.dates.deleteOf' }, { date: dayOf(date), name: packageName })}>
                        <IconButton size="small" color="error" onClick={() => setDeleting(date)}>
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <PackageDateDialog
          key={editing === 'new' ? 'new' : editing.id}
          packageId={packageId}
          packageName={packageName}
          date={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        confirmLabel={intl.formatMessage({ id: 'admin.packages.dates.deleteOf' }, { date: deleting ? dayOf(deleting) : '', name: packageName })}
        cancelLabel={t('admin.packages.cancel')}
        busy={removal.isSubmitting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && intl.formatMessage({ id: 'admin.packages.dates.confirmDelete' }, { date: daysOf(deleting), name: packageName })}
      </ConfirmDialog>
    </Box>
  );
}
