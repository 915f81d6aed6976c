import type { ComponentType } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PublicLayout, StandaloneLayout } from '../components/layout';
import { LocaleUrlSync } from '../components/navigation/LocaleUrlSync';
import { ScrollManager } from '../components/navigation/ScrollManager';
import { RedirectSignedInAdmin, RedirectSignedInCustomer, RequireAdmin, RequireCustomer } from './guards';
import { lazyScreen } from './lazyScreen';
import { NotFoundPage } from './pages';
import { ScreenSlot } from './ScreenSlot';
import { paths } from '../config/paths';
import { PREFIXED_LOCALES } from '../i18n/localePath';
import { loadAreaMessages, type MessageArea } from '../i18n/messages';

/**
 * A route whose screen is downloaded on first visit. Public and customer screens each get their
 * own chunk ("public-home", "customer-login"…: a page downloads only its own screen); admin
 * screens share the "admin" chunk, but for the sign-in form ("admin-login"). A public page never
 * downloads admin code.
 * (Magic comments must sit inside each import() call, hence one line per screen below.)
 */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Pick<RouteObject, 'Component'> {
  return { Component: lazyScreen(load, name) };
}

/** A screen of an area whose texts are not in the language's catalog: its code and its area's messages, downloaded together. */
function areaScreen<K extends string>(area: MessageArea, load: () => Promise<Record<K, ComponentType>>, name: K): Pick<RouteObject, 'Component'> {
  return screen(async () => (await Promise.all([load(), loadAreaMessages(area)]))[0], name);
}

/** A screen of the student's checkout, bookings, receipts, account, lessons or password reset: its code and the checkout's messages (never on a prerendered page). */
function checkoutScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Pick<RouteObject, 'Component'> {
  return areaScreen('checkout', load, name);
}

/** A screen of the instructor's area: its code and the area's messages (never prerendered; the "instructor" chunk). */
function instructorScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Pick<RouteObject, 'Component'> {
  return areaScreen('instructor', load, name);
}

const loadAdminArea = () => import(/* webpackChunkName: "admin" */ '../features/admin/AdminArea');
// The sign-in form alone: it must not wait for the whole admin area to download.
const loadAdminLogin = () => import(/* webpackChunkName: "admin-login" */ '../features/admin/login/AdminLoginPage');

const loadInstructorArea = () => import(/* webpackChunkName: "instructor" */ '../features/instructor/screens');

const instructorPath = (path: string) => path.replace(`${paths.instructor.application.path}/`, '');

function RootShell() {
  return (
    <>
      <ScrollManager />
      <LocaleUrlSync />
      <ScreenSlot />
    </>
  );
}

const relative = (path: string) => path.replace(/^\//, '');

/** The public and customer screens, with paths relative to their language prefix. */
const publicScreens: RouteObject[] = [
  {
    Component: ScreenSlot,
    children: [
      { index: true, ...screen(() => import(/* webpackChunkName: "public-home" */ '../features/public/home/HomePage'), 'HomePage') },
      {
        path: relative(paths.services.path),
        ...screen(() => import(/* webpackChunkName: "public-services" */ '../features/public/services/ServicesPage'), 'ServicesPage'),
      },
      {
        path: relative(paths.cities.path),
        ...screen(() => import(/* webpackChunkName: "public-cities" */ '../features/public/cities/CitiesPage'), 'CitiesPage'),
      },
      {
        path: relative(paths.instructors.path),
        ...screen(() => import(/* webpackChunkName: "public-instructors" */ '../features/public/instructors/InstructorsPage'), 'InstructorsPage'),
      },
      { path: relative(paths.about.path), ...screen(() => import(/* webpackChunkName: "public-about" */ '../features/public/about/AboutPage'), 'AboutPage') },
      {
        path: relative(paths.partner.path),
        ...screen(() => import(/* webpackChunkName: "public-partners" */ '../features/public/partners/PartnersPage'), 'PartnersPage'),
      },

      {
        Component: RedirectSignedInCustomer,
        children: [
          {
            path: relative(paths.login.path),
            ...screen(() => import(/* webpackChunkName: "customer-login" */ '../features/customer/login/LoginPage'), 'LoginPage'),
          },
          {
            path: relative(paths.signup.path),
            ...screen(() => import(/* webpackChunkName: "customer-signup" */ '../features/customer/signup/SignupPage'), 'SignupPage'),
          },
          {
            path: relative(paths.verify.path),
            ...screen(() => import(/* webpackChunkName: "customer-verify" */ '../features/customer/verify/VerifyPage'), 'VerifyPage'),
          },
        ],
      },
      // Public, but never prerendered: their code and texts come with them (the checkout's area).
      {
        path: relative(paths.forgotPassword.path),
        ...checkoutScreen(() => import(/* webpackChunkName: "customer-password" */ '../features/customer/password/ForgotPasswordPage'), 'ForgotPasswordPage'),
      },
      {
        path: relative(paths.resetPassword.path),
        ...checkoutScreen(() => import(/* webpackChunkName: "customer-password" */ '../features/customer/password/ResetPasswordPage'), 'ResetPasswordPage'),
      },
      {
        Component: RequireCustomer,
        children: [
          {
            path: relative(paths.payment.path),
            ...checkoutScreen(() => import(/* webpackChunkName: "customer-checkout" */ '../features/customer/payment/PaymentPage'), 'PaymentPage'),
          },
          {
            path: relative(paths.account.path),
            ...checkoutScreen(() => import(/* webpackChunkName: "customer-account" */ '../features/customer/account/AccountPage'), 'AccountPage'),
          },
          {
            path: relative(paths.bookLesson.path),
            ...checkoutScreen(() => import(/* webpackChunkName: "customer-lessons" */ '../features/customer/lessons/BookLessonPage'), 'BookLessonPage'),
          },
          {
            path: relative(paths.rescheduleLesson.path),
            ...checkoutScreen(() => import(/* webpackChunkName: "customer-lessons" */ '../features/customer/lessons/BookLessonPage'), 'BookLessonPage'),
          },
          {
            path: relative(paths.bookings.path),
            ...checkoutScreen(() => import(/* webpackChunkName: "customer-bookings" */ '../features/customer/bookings/BookingsPage'), 'BookingsPage'),
          },
          {
            path: relative(paths.booking.path),
            ...checkoutScreen(() => import(/* webpackChunkName: "customer-bookings" */ '../features/customer/bookings/BookingPage'), 'BookingPage'),
          },
          {
            path: relative(paths.receipt.path),
            ...checkoutScreen(() => import(/* webpackChunkName: "customer-receipts" */ '../features/customer/receipts/ReceiptPage'), 'ReceiptPage'),
          },
        ],
      },

      {
        path: relative(paths.instructor.application.path),
        ...instructorScreen(loadInstructorArea, 'InstructorLayout'),
        children: [
          {
            Component: ScreenSlot,
            children: [
              {
                index: true,
                ...instructorScreen(loadInstructorArea, 'ApplicationPage'),
              },
              {
                path: instructorPath(paths.instructor.availability.path),
                ...instructorScreen(loadInstructorArea, 'AvailabilityPage'),
              },
              {
                path: instructorPath(paths.instructor.lessons.path),
                ...instructorScreen(loadInstructorArea, 'TeachingLessonsPage'),
              },
              {
                path: instructorPath(paths.instructor.classes.path),
                ...instructorScreen(loadInstructorArea, 'TeachingClassesPage'),
              },
              {
                path: instructorPath(paths.instructor.homeLink.path),
                ...instructorScreen(loadInstructorArea, 'HomeLinkToCheckPage'),
              },
              {
                path: instructorPath(paths.instructor.password.path),
                ...instructorScreen(loadInstructorArea, 'InstructorPasswordPage'),
              },
            ],
          },
        ],
      },

      { path: '*', Component: NotFoundPage },
    ],
  },
];

/** The sign-in form of the admin area, on a page of its own. */
const adminLogin: RouteObject = {
  path: paths.admin.login.path,
  Component: StandaloneLayout,
  children: [
    {
      Component: ScreenSlot,
      children: [
        {
          Component: RedirectSignedInAdmin,
          children: [{ index: true, ...areaScreen('adminLogin', loadAdminLogin, 'AdminLoginPage') }],
        },
      ],
    },
  ],
};

/** The admin area's screens, in their own chunk: the area matches what is below /admin from its screens' table. */
const AdminArea = lazyScreen(async () => {
  const [area] = await Promise.all([loadAdminArea(), loadAreaMessages('admin')]);
  await area.screensLoaded;
  return area;
}, 'AdminArea');
/** The admin area, behind its sign-in (the one role of the table's screens): /admin and all below it. */
const adminArea: RouteObject = {
  path: `${paths.admin.dashboard.path}/*`,
  element: (
    <RequireAdmin>
      <AdminArea Slot={ScreenSlot} notFound={<NotFoundPage />} />
    </RequireAdmin>
  ),
};

/** The public and customer screens in one language's URL space: unprefixed (English), /fr or /ar. */
const inLanguage = (prefix: string | undefined): RouteObject => (prefix ? { path: prefix, children: publicScreens } : { children: publicScreens });

const appRoutes = (children: RouteObject[]): RouteObject[] => [{ Component: RootShell, children }];
const publicArea = (languages: RouteObject[]): RouteObject => ({ Component: PublicLayout, children: languages });

/** Every screen of the app (the build's prerendering and the tests walk it). */
export const routes: RouteObject[] = appRoutes([publicArea([inLanguage(undefined), ...PREFIXED_LOCALES.map(inLanguage)]), adminLogin, adminArea]);

/*
 * A URL's first segment tells which part of the table can match it: /admin, /fr, /ar, or the
 * unprefixed English pages. Matching a URL against that part only (the same routes, nested the
 * same way, so React keeps the layout when the visitor moves between parts) walks about a sixth
 * to a third of the table; the router matches on every render and twice while a page starts.
 */
const tables = new Map<string, RouteObject[]>([
  ['admin', appRoutes([adminLogin, adminArea])],
  ...PREFIXED_LOCALES.map((locale): [string, RouteObject[]] => [locale, appRoutes([publicArea([inLanguage(locale)])])]),
]);
const unprefixedTable = appRoutes([publicArea([inLanguage(undefined)])]);

/** The routes that can match `pathname` (matched case-insensitively, as the router does). */
export function routesAt(pathname: string): RouteObject[] {
  return tables.get(pathname.split('/')[1]?.toLowerCase() ?? '') ?? unprefixedTable;
}

/** The app's screens at the router's location (a browser, memory or static router around it). */
export function AppRoutes() {
  return useRoutes(routesAt(useLocation().pathname));
}
