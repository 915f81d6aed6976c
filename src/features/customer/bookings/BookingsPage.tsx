import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useListMyBookingsQuery } from '../../../api/enrolment';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useLocalizedPath } from '../../../components/navigation/useLocalizedPath';
import { PageHeading } from '../../../components/page/PageHeading';
import { paths } from '../../../config/paths';
import { formatCents, formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { selectCustomerToken } from '../../../state/authSlice';
import { useAppSelector } from '../../../state/hooks';
import { BookingStatusChip } from '../shared/BookingStatusChip';
import { classDateText, inLocale } from '../shared/bookingTexts';
import { LoginPrompt, SignedInBar } from '../shared/StudentSession';

/** The student's bookings, newest first, each with its status and a link to its page. */
export function BookingsPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const localize = useLocalizedPath();
  const token = useAppSelector(selectCustomerToken);
  const { data, isLoading, isError, refetch } = useListMyBookingsQuery(token ? undefined : skipToken);
  const bookings = data?.data ?? [];

  let body;
  if (!token) body = <LoginPrompt />;
  else if (isError) body = <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'bookings.loadFailed' })}</ErrorNotice>;
  else if (isLoading) body = <LoadingText>{intl.formatMessage({ id: 'booking.loading' })}</LoadingText>;
  else if (bookings.length === 0)
    body = (
      <>
        <EmptyText>{intl.formatMessage({ id: 'bookings.empty' })}</EmptyText>
        <Button variant="contained" color="secondary" component={RouterLink} to={localize(paths.payment.getHref())}>
          {intl.formatMessage({ id: 'bookings.bookNow' })}
        </Button>
      </>
    );
  else
    body = (
      <Box component="ul" aria-label={intl.formatMessage({ id: 'page.bookings.title' })} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {bookings.map((booking) => {
          const name = inLocale(booking.package.name, locale);
          return (
            <Card component="li" variant="outlined" key={booking.id}>
              <CardContent sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                <Box>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="h2" sx={{ fontSize: '1.2rem', m: 0 }} dir="auto">
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
                <Button
                  variant="outlined"
                  component={RouterLink}
                  to={localize(paths.booking.getHref(booking.id))}
                  aria-label={intl.formatMessage({ id: 'bookings.viewNamed' }, { name, number: booking.id })}
                >
                  {intl.formatMessage({ id: 'bookings.view' })}
                </Button>
              </CardContent>
            </Card>
          );
        })}
      </Box>
    );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading id="page.bookings.title" />
      {token && <SignedInBar showBookings={false} />}
      {body}
    </Container>
  );
}
