import type { MessageId } from '../i18n/messages';

/**
 * The office's screens, each declared once: its URL, the export of the admin area's module that
 * renders it (downloaded with the area on first visit), its entry in the area's navigation, and
 * the role it requires. The router's admin routes, the navigation and `paths.admin` are derived
 * from this table, in its order.
 *
 * Adding a screen: an entry here, the screen's export in src/features/admin/screens.ts and, for a
 * navigation entry, its icon in src/features/admin/navIcons.ts (the compiler asks for the last two).
 */
export interface AdminScreen {
  path: string;
  /** The screen component's export name in src/features/admin/screens.ts. */
  screen: string;
  /** The role whose signed-in user may open the screen: the admin area has one role today. */
  role: 'admin';
  /** An entry of the navigation, with its label; `end`: only its own URL marks it current. */
  nav?: { labelId: MessageId; end?: true };
  /** A screen without an entry of its own marks this entry current (an instructor's application marks the instructors). */
  partOf?: string;
}

export const adminScreens = {
  dashboard: { path: '/admin', screen: 'DashboardPage', role: 'admin', nav: { labelId: 'admin.nav.dashboard', end: true } },
  services: { path: '/admin/services', screen: 'ServicesManagerPage', role: 'admin', nav: { labelId: 'admin.nav.services' } },
  packages: { path: '/admin/packages', screen: 'PackagesPage', role: 'admin', nav: { labelId: 'admin.nav.packages' } },
  inquiries: { path: '/admin/inquiries', screen: 'InquiriesPage', role: 'admin', nav: { labelId: 'admin.nav.inquiries' } },
  bookings: { path: '/admin/bookings', screen: 'BookingsPage', role: 'admin', nav: { labelId: 'admin.nav.bookings' } },
  classList: { path: '/admin/bookings/dates/:id', screen: 'ClassListPage', role: 'admin', partOf: 'bookings' },
  receipt: { path: '/admin/receipts/:id', screen: 'AdminReceiptPage', role: 'admin', partOf: 'bookings' },
  lessons: { path: '/admin/lessons', screen: 'LessonsPage', role: 'admin', nav: { labelId: 'admin.nav.lessons' } },
  content: { path: '/admin/content', screen: 'ContentManagerPage', role: 'admin', nav: { labelId: 'admin.nav.content' } },
  cities: { path: '/admin/cities', screen: 'CitiesManagerPage', role: 'admin', nav: { labelId: 'admin.nav.cities' } },
  instructors: { path: '/admin/instructor-content', screen: 'InstructorListPage', role: 'admin', nav: { labelId: 'admin.nav.instructors' } },
  instructor: { path: '/admin/instructors/:id', screen: 'InstructorApplicationPage', role: 'admin', partOf: 'instructors' },
  partners: { path: '/admin/addpartner', screen: 'PartnersManagerPage', role: 'admin', nav: { labelId: 'admin.nav.partners' } },
  settings: { path: '/admin/settings', screen: 'SettingsPage', role: 'admin', nav: { labelId: 'admin.nav.settings' } },
  password: { path: '/admin/password', screen: 'AdminPasswordPage', role: 'admin', nav: { labelId: 'admin.nav.password' } },
} as const satisfies Record<string, AdminScreen>;

export type AdminScreenKey = keyof typeof adminScreens;

/** The screens that have an entry in the navigation. */
export type AdminNavKey = { [K in AdminScreenKey]: (typeof adminScreens)[K] extends { nav: object } ? K : never }[AdminScreenKey];

/** A path's link: `getHref()`, or `getHref(id)` for a path with a `:id` segment. */
type Link<P extends string> = { path: P; getHref: P extends `${string}:id${string}` ? (id: number) => string : () => string };

function link<P extends string>(path: P): Link<P> {
  return { path, getHref: ((id?: number) => path.replace(':id', String(id))) as Link<P>['getHref'] };
}

type AdminLinks = { [K in AdminScreenKey]: Link<(typeof adminScreens)[K]['path']> };

/** Every admin screen's link, by its key (`paths.admin` spreads these). */
export const adminLinks = Object.fromEntries(Object.entries(adminScreens).map(([key, { path }]) => [key, link(path)])) as AdminLinks;
