import Container from '@mui/material/Container';
import { useIntl } from 'react-intl';
import { PageHeading } from '../../../components/page/PageHeading';
import { selectCustomerToken } from '../../../state/authSlice';
import { useAppSelector } from '../../../state/hooks';
import { BookingsList } from '../shared/BookingsList';
import { LoginPrompt, SignedInBar } from '../shared/StudentSession';

/** The student's bookings, newest first, each with its status and a link to its page. */
export function BookingsPage() {
  const intl = useIntl();
  const token = useAppSelector(selectCustomerToken);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading id="page.bookings.title" />
      {token && <SignedInBar showBookings={false} />}
      {token ? <BookingsList label={intl.formatMessage({ id: 'page.bookings.title' })} itemHeading="h2" /> : <LoginPrompt />}
    </Container>
  );
}
