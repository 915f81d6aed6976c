import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

/** Packages and booking (product-spec §2); the router only shows it with a student token. Placeholder. */
export function PaymentPage() {
  return <PlaceholderPage titleId="page.payment.title" />;
}
