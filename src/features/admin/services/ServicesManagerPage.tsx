import { PageHeading } from '../../../components/page/PageHeading';

/** Services manager. Placeholder until the screen is built. */
export function ServicesManagerPage() {
  return <PageHeading id="admin.services.title" />;
}
