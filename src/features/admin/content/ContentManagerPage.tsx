import { PageHeading } from '../../../components/page/PageHeading';

/** Content manager (offers and reviews). Placeholder until the screen is built. */
export function ContentManagerPage() {
  return <PageHeading id="admin.content.title" />;
}
