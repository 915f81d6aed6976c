import type { MailOutbox } from '../../mail/outbox';

/** What bookings need beyond the database to tell people about them. */
export interface BookingEnv {
  mail: MailOutbox;
  /** The site's origin (`https://www.driveontario.ca`), for links in mails and payment pages. */
  siteOrigin: string;
  /** Where the office's notices go. */
  officeEmail: string;
}

/** The student's page of a booking (the web app's route). */
export const bookingUrl = (origin: string, bookingId: number) => `${origin}/bookings/${bookingId}`;

/** The printable page of a receipt or credit note (the web app's route). */
export const documentUrl = (origin: string, documentId: number) => `${origin}/receipts/${documentId}`;
