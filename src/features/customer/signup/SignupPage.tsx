import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

/** Student signup (product-spec §2). Placeholder until the screen is built. */
export function SignupPage() {
  return <PlaceholderPage titleId="page.signup.title" />;
}
