import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

/** Verification code (product-spec §2). Placeholder until the screen is built. */
export function VerifyPage() {
  return <PlaceholderPage titleId="page.verify.title" />;
}
