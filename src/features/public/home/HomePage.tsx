import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

/** The home page (product-spec §2 Home). Placeholder until the screen is built. */
export function HomePage() {
  return <PlaceholderPage titleId="page.home.title" />;
}
