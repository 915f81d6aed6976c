import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { useListMyBookingsQuery } from '../../../api/signedInApi';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { paths } from '../../../config/paths';
import { formatCents, formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { BookingStatusChip } from './BookingStatusChip';
import { inLocale } from '../../../i18n/translated';
import { classDateText } from './bookingTexts';

interface BookingsListProps {
  /** The list's accessible name. */
  label: string;
  /** The level of each booking's name: under the page's title (h2) or under a section's (h3). */
  itemHeading: 'h2' | 'h3';
}

/**
 * The signed-in student's bookings, newest first, each with its status, its receipt when it has
 * one and a link to its page; loading, empty and failed states included. Used by the bookings
 * page and the account page alike.
 */
export function BookingsList({ label, itemHeading }: BookingsListProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const { data, isLoading, isError, refetch } = useListMyBookingsQuery();
  const bookings = data?.data ?? [];

  if (isError) return <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'bookings.loadFailed' })}</ErrorNotice>;
  if (isLoading) return <LoadingText>{intl.formatMessage({ id: 'booking.loading' })}</LoadingText>;
  if (bookings.length === 0)
    return (
      <>
        <EmptyText>{intl.formatMessage({ id: 'bookings.empty' })}</EmptyText>
        <Button variant="contained" color="secondary" component={RouterLink} to={paths.payment.getHref()}>
          {intl.formatMessage({ id: 'bookings.bookNow' })}
        </Button>
      </>
    );
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {bookings.map((booking) => {
        const name = inLocale(booking.package.name, locale);
        return (
          <Card component="li" variant="outlined" key={booking.id}>
            <CardContent sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Box>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="h2" component={itemHeading} sx={{ fontSize: '1.2rem', m: 0 }} dir="auto">
                    {name}
                  </Typography>
                  <BookingStatusChip status={booking.status} />
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {booking.package_date
                    ? classDateText(intl, booking.package_date)
                    : intl.formatMessage({ id: 'bookings.bookedOn' }, { date: formatDate(booking.created_at, locale) })}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{formatCents(booking.total_cents, locale)}</Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {booking.receipt && (
                  <Button component={RouterLink} to={paths.receipt.getHref(booking.receipt.id)}>
                    {intl.formatMessage({ id: 'booking.receipt' }, { number: booking.receipt.number })}
                  </Button>
                )}
                <Button
                  variant="outlined"
                  component={RouterLink}
                  to={paths.booking.getHref(booking.id)}
                  aria-label={intl.formatMessage({ id: 'bookings.viewNamed' }, { name, number: booking.id })}
                >
                  {intl.formatMessage({ id: 'bookings.view' })}
                </Button>
              </Box>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
