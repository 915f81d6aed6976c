import { defineMessages } from '../../http/i18n';
import type { TextRequest } from '../../mail/outbox';
import { localePrefix } from '../bookings/links';

/*
 * The certificate reported to the Ministry, by text beside its mail: the news and the course
 * record's link; the Ministry's reference stays in the mail and the record, as a text is read on a
 * lock screen.
 */
const m = defineMessages({
  en: { certified: 'Drive Ontario: congratulations, your BDE certificate was reported to the Ministry. Your course record: {link}' },
  fr: { certified: 'Drive Ontario : félicitations, votre certificat de cours de conduite a été transmis au ministère. Votre dossier : {link}' },
  ar: { certified: 'Drive Ontario: تهانينا، أُبلغت الوزارة بشهادة دورة تعليم القيادة الخاصة بك. سجل دورتك: {link}' },
});

/** The student's text once their certificate is reported (sent only to a student who chose texts). */
export function certificateText(siteOrigin: string, course: { id: number; userId: number }): TextRequest {
  return {
    userId: course.userId,
    kind: 'certificate',
    refId: course.id,
    body: (lang) => m(lang, 'certified', { link: `${siteOrigin}${localePrefix(lang)}/account#course` }),
  };
}
