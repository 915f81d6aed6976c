import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

/** Become an instructor and the certified instructors grid (product-spec §2). Placeholder. */
export function InstructorsPage() {
  return <PlaceholderPage titleId="page.instructors.title" />;
}
