import { PageHeading } from '../../../components/page/PageHeading';

/** Admin dashboard. Placeholder until the screen is built. */
export function DashboardPage() {
  return <PageHeading id="admin.dashboard.title" />;
}
