import type { ComponentType } from 'react';
import type SvgIcon from '@mui/material/SvgIcon';
import ArticleIcon from '@mui/icons-material/Article';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import CoPresentIcon from '@mui/icons-material/CoPresent';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import InboxIcon from '@mui/icons-material/Inbox';
import InsightsIcon from '@mui/icons-material/Insights';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import KeyIcon from '@mui/icons-material/Key';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import SmsIcon from '@mui/icons-material/Sms';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';

/**
 * The office's screens, each declared once: its URL, the role it requires, its screen and its entry
 * in the navigation (label and icon). The admin area's routes (AdminArea.tsx), its navigation and
 * `adminLinks` are derived from this table, in its order. The table and its screens are downloaded
 * together, on the first visit to the admin area (the router loads AdminArea lazily): the public
 * pages carry none of it. The screens are imported lazily, into that same chunk: they import
 * `adminLinks` from here, and a static import would make a cycle.
 */
export interface AdminScreen {
  path: string;
  /** The role whose signed-in user may open the screen: the admin area has one role today. */
  role: 'admin';
  /** The screen's code: in the admin chunk, already downloaded with this table. */
  load: () => Promise<ComponentType>;
  /** An entry of the navigation; `end`: only its own URL marks it current. */
  nav?: { labelId: MessageId; icon: typeof SvgIcon; end?: true };
  /** A screen without an entry of its own marks this entry current (an instructor's application marks the instructors). */
  partOf?: string;
}

export const adminScreens = {
  dashboard: {
    path: paths.admin.dashboard.path,
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './dashboard/DashboardPage').then((module) => module.DashboardPage),
    nav: { labelId: 'admin.nav.dashboard', icon: DashboardIcon, end: true },
  },
  insight: {
    path: '/admin/insight',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './insight/InsightPage').then((module) => module.InsightPage),
    nav: { labelId: 'admin.nav.insight', icon: InsightsIcon },
  },
  services: {
    path: '/admin/services',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './services/ServicesManagerPage').then((module) => module.ServicesManagerPage),
    nav: { labelId: 'admin.nav.services', icon: MiscellaneousServicesIcon },
  },
  packages: {
    path: '/admin/packages',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './packages/PackagesPage').then((module) => module.PackagesPage),
    nav: { labelId: 'admin.nav.packages', icon: Inventory2Icon },
  },
  inquiries: {
    path: '/admin/inquiries',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './inquiries/InquiriesPage').then((module) => module.InquiriesPage),
    nav: { labelId: 'admin.nav.inquiries', icon: InboxIcon },
  },
  bookings: {
    path: '/admin/bookings',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './bookings/BookingsPage').then((module) => module.BookingsPage),
    nav: { labelId: 'admin.nav.bookings', icon: EventSeatIcon },
  },
  classList: {
    path: '/admin/bookings/dates/:id',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './bookings/ClassListPage').then((module) => module.ClassListPage),
    partOf: 'bookings',
  },
  receipt: {
    path: '/admin/receipts/:id',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './receipts/AdminReceiptPage').then((module) => module.AdminReceiptPage),
    partOf: 'bookings',
  },
  lessons: {
    path: '/admin/lessons',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './lessons/LessonsPage').then((module) => module.LessonsPage),
    nav: { labelId: 'admin.nav.lessons', icon: DirectionsCarIcon },
  },
  cancellationList: {
    path: '/admin/cancellation-list',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './cancellationList/CancellationListPage').then((module) => module.CancellationListPage),
    nav: { labelId: 'admin.nav.cancellationList', icon: EventRepeatIcon },
  },
  texts: {
    path: '/admin/texts',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './texts/TextsPage').then((module) => module.TextsPage),
    nav: { labelId: 'admin.nav.texts', icon: SmsIcon },
  },
  textConversation: {
    path: '/admin/texts/:id',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './texts/TextConversationPage').then((module) => module.TextConversationPage),
    partOf: 'texts',
  },
  courses: {
    path: '/admin/bde-courses',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './courses/BdeCoursesPage').then((module) => module.BdeCoursesPage),
    nav: { labelId: 'admin.nav.courses', icon: AssignmentIndIcon },
  },
  classes: {
    path: '/admin/bde-classes',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './classes/BdeClassesPage').then((module) => module.BdeClassesPage),
    nav: { labelId: 'admin.nav.classes', icon: CoPresentIcon },
  },
  certification: {
    path: '/admin/bde-certification',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './certification/CertificationPage').then((module) => module.CertificationPage),
    nav: { labelId: 'admin.nav.certification', icon: WorkspacePremiumIcon },
  },
  homeLink: {
    path: '/admin/bde-home-link',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './homeLink/HomeLinkPage').then((module) => module.HomeLinkPage),
    nav: { labelId: 'admin.nav.homeLink', icon: HomeWorkIcon },
  },
  content: {
    path: '/admin/content',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './content/ContentManagerPage').then((module) => module.ContentManagerPage),
    nav: { labelId: 'admin.nav.content', icon: ArticleIcon },
  },
  cities: {
    path: '/admin/cities',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './cities/CitiesManagerPage').then((module) => module.CitiesManagerPage),
    nav: { labelId: 'admin.nav.cities', icon: LocationCityIcon },
  },
  instructors: {
    path: '/admin/instructor-content',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './instructors/InstructorListPage').then((module) => module.InstructorListPage),
    nav: { labelId: 'admin.nav.instructors', icon: SchoolIcon },
  },
  instructor: {
    path: '/admin/instructors/:id',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './instructors/InstructorApplicationPage').then((module) => module.InstructorApplicationPage),
    partOf: 'instructors',
  },
  partners: {
    path: '/admin/addpartner',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './partners/PartnersManagerPage').then((module) => module.PartnersManagerPage),
    nav: { labelId: 'admin.nav.partners', icon: GroupAddIcon },
  },
  settings: {
    path: '/admin/settings',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './settings/SettingsPage').then((module) => module.SettingsPage),
    nav: { labelId: 'admin.nav.settings', icon: SettingsIcon },
  },
  password: {
    path: '/admin/password',
    role: 'admin',
    load: () => import(/* webpackChunkName: "admin" */ './password/AdminPasswordPage').then((module) => module.AdminPasswordPage),
    nav: { labelId: 'admin.nav.password', icon: KeyIcon },
  },
} as const satisfies Record<string, AdminScreen>;

export type AdminScreenKey = keyof typeof adminScreens;

/** A path's link: `getHref()`, or `getHref(id)` for a path with a `:id` segment. */
type Link<P extends string> = { path: P; getHref: P extends `${string}:id${string}` ? (id: number) => string : () => string };

function link<P extends string>(path: P): Link<P> {
  return { path, getHref: ((id?: number) => path.replace(':id', String(id))) as Link<P>['getHref'] };
}

type AdminLinks = { [K in AdminScreenKey]: Link<(typeof adminScreens)[K]['path']> };

/** Every admin screen's link, by its key. */
export const adminLinks = Object.fromEntries(Object.entries(adminScreens).map(([key, { path }]) => [key, link(path)])) as AdminLinks;
