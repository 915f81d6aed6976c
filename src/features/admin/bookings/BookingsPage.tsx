import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { ListPagination } from '../shared/ListPagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import GroupsIcon from '@mui/icons-material/Groups';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { useListAdminBookingsQuery, useListAdminPackagesQuery, type AdminBooking } from '../../../api/officeApi';
import { useLiveTopics } from '../../../api/live';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useToasts } from '../../../components/feedback/toasts';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { PageHeading } from '../../../components/page/PageHeading';
import { adminLinks } from '../screens';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { BookingDetailsDialog } from './BookingDetailsDialog';
import { BookingList } from './BookingList';
import { filterFromParams } from './bookingFilter';
import { DEFAULT_SORT, nextSort, sortFrom, type SortField } from './bookingSort';
import { BOOKING_STATUS, BOOKING_STATUSES } from '../shared/bookingStatus';
import { classDateText } from '../shared/classDate';
import { useTypedSearch, useUrlFilters } from '../shared/urlFilters';
import { useBookingsExport } from './useBookingsExport';

const PER_PAGE = 15;

/**
 * Every booking: filters (status, package, class date, paid, booked between), a search by student,
 * sort and page, all kept in the URL so reload and back keep them; details with the office's
 * actions; the CSV of the filtered list; the class list of the chosen date.
 */
export function BookingsPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const failureText = useFailureText();
  const { enqueueSnackbar } = useToasts();
  const { params, change } = useUrlFilters();
  const filter = filterFromParams(params);
  const search = params.get('search') ?? '';
  const sort = sortFrom(params.get('sort'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [viewing, setViewing] = useState<AdminBooking | null>(null);
  const { exportCsv, exporting, progress } = useBookingsExport();
  const t = (id: MessageId) => intl.formatMessage({ id });

  /** A new filter starts on page 1. */
  const refine = (next: Record<string, string | null>) => change({ ...next, page: null });

  const [typed, setTyped] = useTypedSearch(search, (text) => refine({ search: text || null }));

  const sortBy = (field: SortField) => {
    const next = nextSort(sort, field);
    change({ sort: next === DEFAULT_SORT ? null : next, page: null });
  };

  // Bookings and seats students take, pay or lose online show within a second (polled while the live stream is down).
  const { pollingInterval } = useLiveTopics(['seats']);
  const query = useListAdminBookingsQuery(
    { ...filter, sort, page, perPage: PER_PAGE },
    { refetchOnFocus: true, refetchOnMountOrArgChange: true, pollingInterval },
  );
  const packages = useListAdminPackagesQuery(undefined, { pollingInterval });
  const packageList = packages.data?.data ?? [];
  const dates = packageList
    .filter((p) => filter.packageId === undefined || p.id === filter.packageId)
    .flatMap((p) => p.dates.map((date) => ({ date, name: p.name[locale] })));
  const rows = query.data?.data ?? [];
  const meta = query.data?.meta;

  const exportFiltered = async () => {
    try {
      const count = await exportCsv(filter);
      enqueueSnackbar(intl.formatMessage({ id: 'admin.bookings.exported' }, { count }), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(intl.formatMessage({ id: 'admin.bookings.exportFailed' }, { error: failureText(error as Parameters<typeof failureText>[0]) }), {
        variant: 'error',
      });
    }
  };

  const select = (
    name: string,
    labelId: MessageId,
    value: string,
    options: { value: string; label: string }[],
    allId: MessageId,
    onPick: (v: string) => void,
  ) => (
    <TextField
      select
      size="small"
      name={name}
      label={t(labelId)}
      value={options.some((o) => o.value === value) ? value : ''}
      onChange={(event) => onPick(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t(allId)}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <PageHeading id="admin.bookings.title" sx={{ mb: 0 }} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {filter.packageDateId !== undefined && (
            <Button variant="outlined" startIcon={<GroupsIcon />} component={RouterLink} to={adminLinks.classList.getHref(filter.packageDateId)}>
              {t('admin.bookings.classList')}
            </Button>
          )}
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportFiltered()} disabled={exporting || !meta || meta.total === 0}>
            {exporting && progress
              ? intl.formatMessage({ id: 'admin.bookings.exporting' }, { fetched: progress.fetched, total: progress.total })
              : t('admin.bookings.export')}
          </Button>
        </Box>
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-label={t('admin.bookings.filters')}
        sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, alignItems: 'center' }}
      >
        {select(
          'status',
          'admin.bookings.statusLabel',
          filter.status ?? '',
          BOOKING_STATUSES.map((s) => ({ value: s, label: t(BOOKING_STATUS[s].labelId) })),
          'admin.bookings.allStatuses',
          (v) => refine({ status: v || null }),
        )}
        {select(
          'package',
          'admin.bookings.package',
          String(filter.packageId ?? ''),
          packageList.map((p) => ({ value: String(p.id), label: p.name[locale] })),
          'admin.bookings.allPackages',
          (v) => refine({ package: v || null, date: null }),
        )}
        {select(
          'date',
          'admin.bookings.classDate',
          String(filter.packageDateId ?? ''),
          dates.map(({ date, name }) => ({ value: String(date.id), label: `${classDateText(date, locale)} · ${name}` })),
          'admin.bookings.allDates',
          (v) => refine({ date: v || null }),
        )}
        {select(
          'paid',
          'admin.bookings.paidFilter',
          params.get('paid') ?? '',
          [
            { value: 'yes', label: t('admin.bookings.paidYes') },
            { value: 'no', label: t('admin.bookings.paidNo') },
          ],
          'admin.bookings.paidAny',
          (v) => refine({ paid: v || null }),
        )}
        <TextField
          size="small"
          type="date"
          name="from"
          label={t('admin.bookings.bookedFrom')}
          value={filter.bookedFrom ?? ''}
          onChange={(event) => refine({ from: event.target.value || null })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          name="to"
          label={t('admin.bookings.bookedTo')}
          value={filter.bookedTo ?? ''}
          onChange={(event) => refine({ to: event.target.value || null })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="search"
          name="search"
          label={t('admin.bookings.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button startIcon={<RefreshIcon />} onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('admin.bookings.refresh')}
        </Button>
      </Paper>

      {query.isError && (
        <ErrorNotice onRetry={() => void query.refetch()}>
          {intl.formatMessage({ id: 'admin.bookings.loadFailed' }, { error: failureText(query.error) })}
        </ErrorNotice>
      )}
      {query.isLoading && <LoadingText>{t('admin.bookings.loading')}</LoadingText>}
      {meta && (
        <Typography color="text.secondary" role="status">
          {intl.formatMessage({ id: 'admin.bookings.count' }, { total: meta.total })}
        </Typography>
      )}
      {!query.isLoading && !query.isError && rows.length === 0 && <EmptyText>{t('admin.bookings.empty')}</EmptyText>}
      {rows.length > 0 && <BookingList rows={rows} sort={sort} onSort={sortBy} onView={setViewing} />}
      {meta && meta.last_page > 1 && (
        <ListPagination
          count={meta.last_page}
          page={Math.min(page, meta.last_page)}
          onChange={(_, next) => change({ page: next > 1 ? String(next) : null })}
          sx={{ justifySelf: 'center' }}
          aria-label={t('admin.bookings.pages')}
        />
      )}

      {viewing && <BookingDetailsDialog key={viewing.id} booking={viewing} onClose={() => setViewing(null)} />}
    </Box>
  );
}
