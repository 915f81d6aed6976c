import Container from '@mui/material/Container';
import { PageHeading } from '../../../components/page/PageHeading';
import { selectCustomerToken } from '../../../state/authSlice';
import { useAppSelector } from '../../../state/hooks';
import { LoginPrompt, SignedInBar } from '../shared/StudentSession';
import { Checkout } from './Checkout';

/** The checkout at /payment-page, for a signed-in student; a token gone meanwhile (logout, another tab) brings the login prompt. */
export function PaymentPage() {
  const token = useAppSelector(selectCustomerToken);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading id="page.payment.title" />
      {token ? (
        <>
          <SignedInBar />
          {/* A new token (another student in another tab) starts the choice afresh. */}
          <Checkout key={token} />
        </>
      ) : (
        <LoginPrompt />
      )}
    </Container>
  );
}
