import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

/** Services (product-spec §2), with the #bde, #private and #roadtest sections. Placeholder content. */
export function ServicesPage() {
  return (
    <PlaceholderPage
      titleId="page.services.title"
      sections={[
        { id: 'bde', titleId: 'page.services.bde.title' },
        { id: 'private', titleId: 'page.services.private.title' },
        { id: 'roadtest', titleId: 'page.services.roadtest.title' },
      ]}
    />
  );
}
