import { PlaceholderPage } from '../../../components/page/PlaceholderPage';

/** About (product-spec §2), with the #ab, #tm, #ca, #partners, #contact and #pri sections. Placeholder content. */
export function AboutPage() {
  return (
    <PlaceholderPage
      titleId="page.about.title"
      sections={[
        { id: 'ab', titleId: 'page.about.ab.title' },
        { id: 'tm', titleId: 'page.about.tm.title' },
        { id: 'ca', titleId: 'page.about.ca.title' },
        { id: 'partners', titleId: 'page.about.partners.title' },
        { id: 'contact', titleId: 'page.about.contact.title' },
        { id: 'pri', titleId: 'page.about.pri.title' },
      ]}
    />
  );
}
