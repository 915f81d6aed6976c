import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

/** Student login (product-spec §2). Placeholder until the screen is built. */
export function LoginPage() {
  return <PlaceholderPage titleId="page.login.title" />;
}
