import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

/** Partners (product-spec §2). Placeholder until the screen is built. */
export function PartnersPage() {
  return <PlaceholderPage titleId="page.partners.title" />;
}
