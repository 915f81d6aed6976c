import type { Config } from '../../config';
import type { MailOutbox } from '../../mail/outbox';

/** What bookings need beyond the database to tell people about them. */
export interface BookingEnv {
  mail: MailOutbox;
  /** The site's origin (`https://www.driveontario.ca`), for links in mails and payment pages. */
  siteOrigin: string;
  /** Where the office's notices go. */
  officeEmail: string;
}

/**
 * The env of every mail and payment page, in a request or a sweeper alike: links go to the
 * configured site (SITE_URL), never to a Host or X-Forwarded-Host the request names, which would
 * put another site's address in the school's genuine mail.
 */
export const bookingEnvOf = (app: { mail: MailOutbox; config: Config }): BookingEnv => ({
  mail: app.mail,
  siteOrigin: app.config.siteOrigin,
  officeEmail: app.config.adminEmail,
});

type Locale = 'en' | 'fr' | 'ar';

// One URL per language on the site: English pages are unprefixed, French and Arabic ones live
// under /fr and /ar, so a link opened on another device still shows the student's language.
export const localePrefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

/** The student's page of a booking (the web app's route), in the booking's language. */
export const bookingUrl = (origin: string, bookingId: number, locale: Locale = 'en') => `${origin}${localePrefix(locale)}/bookings/${bookingId}`;

/** The printable page of a receipt or credit note (the web app's route), in the booking's language. */
export const documentUrl = (origin: string, documentId: number, locale: Locale = 'en') => `${origin}${localePrefix(locale)}/receipts/${documentId}`;
