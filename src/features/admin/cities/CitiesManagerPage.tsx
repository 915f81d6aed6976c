import { PageHeading } from '../../../components/page/PageHeading';

/** Cities manager. Placeholder until the screen is built. */
export function CitiesManagerPage() {
  return <PageHeading id="admin.cities.title" />;
}
