import type { MailOutbox } from '../../mail/outbox';

/** What bookings need beyond the database to tell people about them. */
export interface BookingEnv {
  mail: MailOutbox;
  /** The site's origin (`https://www.driveontario.ca`), for links in mails and payment pages. */
  siteOrigin: string;
  /** Where the office's notices go. */
  officeEmail: string;
}

type Locale = 'en' | 'fr' | 'ar';

// One URL per language on the site: English pages are unprefixed, French and Arabic ones live
// under /fr and /ar, so a link opened on another device still shows the student's language.
export const localePrefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

/** The student's page of a booking (the web app's route), in the booking's language. */
export const bookingUrl = (origin: string, bookingId: number, locale: Locale = 'en') => `${origin}${localePrefix(locale)}/bookings/${bookingId}`;

/** The printable page of a receipt or credit note (the web app's route), in the booking's language. */
export const documentUrl = (origin: string, documentId: number, locale: Locale = 'en') => `${origin}${localePrefix(locale)}/receipts/${documentId}`;
