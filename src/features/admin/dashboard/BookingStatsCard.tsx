import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { useGetBookingStatsQuery } from '../../../api/officeApi';
import { ErrorNotice } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { adminLinks } from '../screens';
import { formatCents } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { BOOKING_STATUS, BOOKING_STATUSES } from '../shared/bookingStatus';
import { classDateText } from '../shared/classDate';
import { ADMIN_POLLING_MS } from '../shared/polling';

/**
 * Bookings and money on the dashboard: this month's revenue and HST (receipts less credit notes),
 * last month's, what confirmed-unpaid bookings still owe, this month's bookings by status and what
 * the waiting and cancellation lists refilled, and the next class dates with their free seats. Refreshed with the other figures and after any booking change.
 */
export function BookingStatsCard() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const failureText = useFailureText();
  const stats = useGetBookingStatsQuery(undefined, { pollingInterval: ADMIN_POLLING_MS, refetchOnFocus: true, refetchOnMountOrArgChange: true });
  const data = stats.data?.data;
  const t = (id: MessageId) => intl.formatMessage({ id });
  const money = (cents: number | undefined) => (cents === undefined ? '–' : formatCents(cents, locale));

  const figures: [MessageId, number | undefined][] = [
    ['admin.bookingStats.revenue', data?.this_month.revenue_cents],
    ['admin.bookingStats.hst', data?.this_month.hst_collected_cents],
    ['admin.bookingStats.lastMonth', data?.last_month.revenue_cents],
    ['admin.bookingStats.unpaid', data?.unpaid_cents],
  ];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="dashboard-bookings" sx={{ p: 2.5, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h2" id="dashboard-bookings" sx={{ fontSize: '1.25rem' }}>
          {t('admin.bookingStats.title')}
        </Typography>
        <Button component={RouterLink} to={adminLinks.bookings.getHref()} size="small">
          {t('admin.bookingStats.viewBookings')}
        </Button>
      </Box>
      {stats.error && (
        <ErrorNotice onRetry={() => void stats.refetch()}>
          {intl.formatMessage({ id: 'admin.bookingStats.loadFailed' }, { error: failureText(stats.error) })}
        </ErrorNotice>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {figures.map(([labelId, cents]) => (
          <Box key={labelId}>
            <Typography color="text.secondary" variant="body2" id={`booking-stat-${labelId}`}>
              {t(labelId)}
            </Typography>
            <Typography aria-labelledby={`booking-stat-${labelId}`} sx={{ fontSize: '1.5rem', fontWeight: 800 }}>
              {money(cents)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
        <Box>
          <Typography variant="h3" id="dashboard-bookings-month" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
            {t('admin.bookingStats.thisMonth')}
          </Typography>
          <Box
            component="dl"
            aria-labelledby="dashboard-bookings-month"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, '& dd': { m: 0, fontWeight: 700 } }}
          >
            {BOOKING_STATUSES.map((status) => (
              <Box key={status} sx={{ display: 'contents' }}>
                <dt>{t(BOOKING_STATUS[status].labelId)}</dt>
                <dd>{data ? intl.formatNumber(data.bookings_this_month[status]) : '–'}</dd>
              </Box>
            ))}
          </Box>
          {data && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {intl.formatMessage(
                { id: 'admin.bookingStats.refilled' },
                { seats: data.refilled_this_month.seats, hours: data.refilled_this_month.lesson_hours },
              )}
            </Typography>
          )}
        </Box>
        <Box>
          <Typography variant="h3" id="dashboard-bookings-dates" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
            {t('admin.bookingStats.upcoming')}
          </Typography>
          {data && data.upcoming_dates.length === 0 && <Typography color="text.secondary">{t('admin.bookingStats.noUpcoming')}</Typography>}
          <List disablePadding aria-labelledby="dashboard-bookings-dates">
            {data?.upcoming_dates.map(({ package: pkg, date }) => (
              <ListItem key={date.id} divider disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={adminLinks.classList.getHref(date.id)}>
                      {classDateText(date, locale)}
                    </Link>
                  }
                  secondary={
                    <>
                      <bdi>{pkg.name[locale]}</bdi> ·{' '}
                      {intl.formatMessage({ id: 'admin.bookingStats.seatsLeft' }, { left: date.seats_left, capacity: date.capacity })}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </Box>
      </Box>
    </Paper>
  );
}
