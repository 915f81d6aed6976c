import type { PackageDate } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { instantText } from '../../mail/formats';
import type { OutgoingMail } from '../../mail/mailer';
import { localePrefix } from '../bookings/links';
import { datesText } from '../bookings/mails';
import type { LocalizedText } from '../bookings/pricing';
import { m } from './messages';

export interface OfferSubject {
  student: { name: string; email: string; email_locale: Lang };
  packageName: LocalizedText;
  date: PackageDate;
  /** When the seat stops being held for them. */
  until: string;
}

/** The student first in line is told a seat is held for them until when, with the checkout of its package, in their language. */
export function offerMail(siteOrigin: string, { student, packageName, date, until }: OfferSubject): OutgoingMail {
  const lang = student.email_locale;
  const values = {
    name: student.name,
    package: packageName[lang] || packageName.en,
    dates: datesText(date, lang),
    until: instantText(until, lang),
    link: `${siteOrigin}${localePrefix(lang)}/payment-page?package=${date.package_id}`,
  };
  return { to: student.email, subject: m(lang, 'offerSubject', values), text: m(lang, 'offerText', values) };
}
