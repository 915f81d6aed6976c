import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

/** Cities (product-spec §2). Placeholder until the screen is built. */
export function CitiesPage() {
  return <PlaceholderPage titleId="page.cities.title" />;
}
