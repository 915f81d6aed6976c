import { paths, type ServiceAnchor } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';

export interface NavItem {
  to: string;
  labelId: MessageId;
  /** The link targets a section (#id): it scrolls there, navigating first if needed. */
  anchor?: boolean;
}

/** The Services dropdown of the header: one item per anchor of /services. */
export const SERVICE_ITEMS: readonly { anchor: ServiceAnchor; to: string; labelId: MessageId }[] = [
  { anchor: 'bde', to: paths.services.getHref('bde'), labelId: 'nav.service.bde' },
  { anchor: 'private', to: paths.services.getHref('private'), labelId: 'nav.service.private' },
  { anchor: 'roadtest', to: paths.services.getHref('roadtest'), labelId: 'nav.service.roadtest' },
];

/** The header links after the Services dropdown. */
export const HEADER_LINKS: readonly NavItem[] = [
  { to: paths.cities.getHref(), labelId: 'nav.cities' },
  { to: paths.instructors.getHref(), labelId: 'nav.instructors' },
  { to: paths.about.getHref(), labelId: 'nav.about' },
  { to: paths.about.getHref('contact'), labelId: 'nav.contact', anchor: true },
];

export const FOOTER_NAVIGATION: readonly NavItem[] = [
  { to: paths.home.getHref(), labelId: 'nav.home' },
  { to: paths.services.getHref(), labelId: 'nav.services' },
  { to: paths.cities.getHref(), labelId: 'nav.cities' },
  { to: paths.instructors.getHref(), labelId: 'nav.instructors' },
  { to: paths.about.getHref(), labelId: 'nav.about' },
];

export const FOOTER_COMPANY: readonly NavItem[] = [
  { to: paths.about.getHref('ab'), labelId: 'footer.company.about', anchor: true },
  { to: paths.about.getHref('ca'), labelId: 'footer.company.careers', anchor: true },
  { to: paths.about.getHref('tm'), labelId: 'footer.company.team', anchor: true },
  { to: paths.about.getHref('pri'), labelId: 'footer.company.privacy', anchor: true },
  { to: paths.partner.getHref(), labelId: 'footer.company.partners' },
  { to: paths.about.getHref('contact'), labelId: 'footer.company.contact', anchor: true },
];
