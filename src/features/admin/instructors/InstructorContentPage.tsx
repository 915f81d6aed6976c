import { PageHeading } from '../../../components/page/PageHeading';

/** Accepted instructors. Placeholder until the screen is built. */
export function InstructorContentPage() {
  return <PageHeading id="admin.instructors.title" />;
}
