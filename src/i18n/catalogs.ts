import shellEn from './en.json';
import shellFr from './fr.json';
import shellAr from './ar.json';
import publicPagesEn from './areas/public-pages.en.json';
import publicPagesFr from './areas/public-pages.fr.json';
import publicPagesAr from './areas/public-pages.ar.json';
import publicFormsEn from './areas/public-forms.en.json';
import publicFormsFr from './areas/public-forms.fr.json';
import publicFormsAr from './areas/public-forms.ar.json';
import adminOperationsEn from './areas/admin-operations.en.json';
import adminOperationsFr from './areas/admin-operations.fr.json';
import adminOperationsAr from './areas/admin-operations.ar.json';
import adminLoginEn from './areas/admin-login.en.json';
import adminLoginFr from './areas/admin-login.fr.json';
import adminLoginAr from './areas/admin-login.ar.json';
import adminCatalogEn from './areas/admin-catalog.en.json';
import adminCatalogFr from './areas/admin-catalog.fr.json';
import adminCatalogAr from './areas/admin-catalog.ar.json';
import adminEnrolmentEn from './areas/admin-enrolment.en.json';
import adminEnrolmentFr from './areas/admin-enrolment.fr.json';
import adminEnrolmentAr from './areas/admin-enrolment.ar.json';
import checkoutEn from './areas/checkout.en.json';
import checkoutFr from './areas/checkout.fr.json';
import checkoutAr from './areas/checkout.ar.json';
import adminBookingsEn from './areas/admin-bookings.en.json';
import adminBookingsFr from './areas/admin-bookings.fr.json';
import adminBookingsAr from './areas/admin-bookings.ar.json';
import instructorEn from './areas/instructor.en.json';
import instructorFr from './areas/instructor.fr.json';
import instructorAr from './areas/instructor.ar.json';
import instructorSharedEn from './areas/instructor-shared.en.json';
import instructorSharedFr from './areas/instructor-shared.fr.json';
import instructorSharedAr from './areas/instructor-shared.ar.json';
import passwordChangeEn from './areas/password-change.en.json';
import passwordChangeFr from './areas/password-change.fr.json';
import passwordChangeAr from './areas/password-change.ar.json';
import adminInsightEn from './areas/admin-insight.en.json';
import adminInsightFr from './areas/admin-insight.fr.json';
import adminInsightAr from './areas/admin-insight.ar.json';
import enPublic from './locales/en';
import frPublic from './locales/fr';
import arPublic from './locales/ar';
import enAdmin from './locales/en.admin';
import frAdmin from './locales/fr.admin';
import arAdmin from './locales/ar.admin';

export const en = { ...enPublic, ...enAdmin, ...adminLoginEn, ...checkoutEn, ...instructorEn, ...passwordChangeEn };
export const fr = { ...frPublic, ...frAdmin, ...adminLoginFr, ...checkoutFr, ...instructorFr, ...passwordChangeFr };
export const ar = { ...arPublic, ...arAdmin, ...adminLoginAr, ...checkoutAr, ...instructorAr, ...passwordChangeAr };

/*
 * All catalogs at once, for the tests; the browser loads one language at a time
 * through messages.ts. The catalog is split by area (shell, public pages, public forms, admin
 * sign-in, admin operations, admin catalog screens, admin enrolment and bookings screens, the student's checkout, the instructor's area, what the office's and the instructor's screens share, the password change every area has, the office's insight figures) so
 * each area's texts live in a file of a reviewable size; an id belongs to exactly one file (catalogs.test.ts checks it).
 */
export const catalogParts: Record<string, Record<string, Record<string, string>>> = {
  shell: { en: shellEn, fr: shellFr, ar: shellAr },
  'public-pages': { en: publicPagesEn, fr: publicPagesFr, ar: publicPagesAr },
  'public-forms': { en: publicFormsEn, fr: publicFormsFr, ar: publicFormsAr },
  'admin-login': { en: adminLoginEn, fr: adminLoginFr, ar: adminLoginAr },
  'admin-operations': { en: adminOperationsEn, fr: adminOperationsFr, ar: adminOperationsAr },
  'admin-catalog': { en: adminCatalogEn, fr: adminCatalogFr, ar: adminCatalogAr },
  'admin-enrolment': { en: adminEnrolmentEn, fr: adminEnrolmentFr, ar: adminEnrolmentAr },
  checkout: { en: checkoutEn, fr: checkoutFr, ar: checkoutAr },
  'admin-bookings': { en: adminBookingsEn, fr: adminBookingsFr, ar: adminBookingsAr },
  instructor: { en: instructorEn, fr: instructorFr, ar: instructorAr },
  'instructor-shared': { en: instructorSharedEn, fr: instructorSharedFr, ar: instructorSharedAr },
  'password-change': { en: passwordChangeEn, fr: passwordChangeFr, ar: passwordChangeAr },
  'admin-insight': { en: adminInsightEn, fr: adminInsightFr, ar: adminInsightAr },
};
