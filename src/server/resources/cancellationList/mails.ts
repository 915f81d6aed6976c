import type { LessonOffer } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { instantText } from '../../mail/formats';
import type { OutgoingMail } from '../../mail/mailer';
import { localePrefix } from '../bookings/links';
import { when } from '../lessons/mails';
import { m } from './messages';

export interface OfferSubject {
  student: { name: string; email: string; email_locale: Lang };
  offer: Pick<LessonOffer, 'starts_at' | 'duration_minutes' | 'expires_at'>;
  instructorName: string;
}

/** Where the student takes or declines the lesson held for them: their account, in their language. */
export const offerUrl = (origin: string, lang: Lang) => `${origin}${localePrefix(lang)}/account#lesson-offer`;

/** The student is told a lesson is held for them until when, in their language. */
export function offerMail(siteOrigin: string, { student, offer, instructorName }: OfferSubject): OutgoingMail {
  const lang = student.email_locale;
  const values = {
    name: student.name,
    when: when(offer.starts_at, lang),
    hours: offer.duration_minutes / 60,
    instructor: instructorName,
    until: instantText(offer.expires_at, lang),
    link: offerUrl(siteOrigin, lang),
  };
  return { to: student.email, subject: m(lang, 'offerSubject', values), text: m(lang, 'offerText', values) };
}
