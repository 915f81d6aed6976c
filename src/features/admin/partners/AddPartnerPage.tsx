import { PageHeading } from '../../../components/page/PageHeading';

/** Add partner. Placeholder until the screen is built. */
export function AddPartnerPage() {
  return <PageHeading id="admin.partners.title" />;
}
