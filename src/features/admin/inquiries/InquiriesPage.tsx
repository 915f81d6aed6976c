import { PageHeading } from '../../../components/page/PageHeading';

/** Inquiries. Placeholder until the screen is built. */
export function InquiriesPage() {
  return <PageHeading id="admin.inquiries.title" />;
}
