/**
 * Every route of the app, each building its own link (bulletproof-react's `paths`).
 * `path` is the router pattern, `getHref` the link; anchored pages take an optional anchor id.
 * Routes are case-insensitive in the router, but links always use the exact case written here.
 * The admin area's own screens come from their table (src/features/admin/screens.ts).
 */

export type ServiceAnchor = 'bde' | 'private' | 'roadtest';
type AboutAnchor = 'pri' | 'ab' | 'ca' | 'tm' | 'partners' | 'contact';

const withAnchor = (path: string, anchor?: string) => (anchor ? `${path}#${anchor}` : path);

const route = (path: string) => ({ path, getHref: () => path });

export const paths = {
  home: route('/'),
  services: {
    path: '/services',
    getHref: (anchor?: ServiceAnchor) => withAnchor('/services', anchor),
  },
  cities: route('/cities'),
  instructors: route('/Certificated-Instructors'),
  about: {
    path: '/aboutpage',
    getHref: (anchor?: AboutAnchor) => withAnchor('/aboutpage', anchor),
  },
  partner: route('/partner'),
  payment: {
    path: '/payment-page',
    /** The checkout, with the package of a service or offer chosen ("Enroll now"). */
    getHref: (chosen?: `${'service' | 'offer' | 'package'}=${number}`) => (chosen ? `/payment-page?${chosen}` : '/payment-page'),
  },
  /** The student's account page: profile, password, in-car hours and lessons, bookings. */
  account: route('/account'),
  /** Booking an in-car lesson; with a lesson's id, moving that lesson to another slot. */
  bookLesson: route('/account/lessons/new'),
  rescheduleLesson: { path: '/account/lessons/:id/reschedule', getHref: (id: number) => `/account/lessons/${id}/reschedule` },
  /** The instructor's area: the application, then (once approved) the hours, the lessons and the BDE classes taught, the students' home-link to check; their password. */
  instructor: {
    application: route('/instructor'),
    availability: route('/instructor/availability'),
    lessons: route('/instructor/lessons'),
    classes: route('/instructor/classes'),
    homeLink: route('/instructor/home-link'),
    password: route('/instructor/password'),
  },
  bookings: route('/bookings'),
  booking: { path: '/bookings/:id', getHref: (id: number) => `/bookings/${id}` },
  receipt: { path: '/receipts/:id', getHref: (id: number) => `/receipts/${id}` },
  login: route('/login'),
  signup: route('/signup'),
  verify: route('/verify'),
  forgotPassword: route('/forgot-password'),
  /** Where the password-reset mail's link points, with the email filled in. */
  resetPassword: { path: '/reset-password', getHref: (email?: string) => (email ? `/reset-password?email=${encodeURIComponent(email)}` : '/reset-password') },
  admin: {
    login: route('/admin/login'),
    dashboard: route('/admin'),
  },
} as const;

/** Navigation state that login, signup and verify read to send the student back (e.g. to /payment-page). */
export interface ReturnToState {
  from: string;
}
