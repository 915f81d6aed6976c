import { defineMessages, type Lang } from '../../http/i18n';
import { dayText } from '../../mail/formats';
import type { OutgoingMail } from '../../mail/mailer';
import { localePrefix } from '../bookings/links';

const m = defineMessages({
  en: {
    certificateSubject: 'Your driver education certificate was sent to the Ministry',
    certificateText:
      'Hello {name},\n\nCongratulations: you completed your Beginner Driver Education course. Your certificate was reported to the Ontario Ministry of Transportation on {date} (reference {reference}).\n\nYou may take your G2 road test after 8 months with your G1 instead of 12; your insurer may ask for the certificate.\n\nYour course record: {link}\n\nDrive Ontario',
  },
  fr: {
    certificateSubject: 'Votre certificat de formation à la conduite a été transmis au ministère',
    certificateText:
      'Bonjour {name},\n\nFélicitations\u202f: vous avez terminé votre cours de formation des conducteurs débutants. Votre certificat a été déclaré au ministère des Transports de l’Ontario le {date} (référence {reference}).\n\nVous pouvez passer l’examen G2 après 8 mois avec votre G1 au lieu de 12\u202f; votre assureur peut demander le certificat.\n\nVotre dossier de cours\u202f: {link}\n\nDrive Ontario',
  },
  ar: {
    certificateSubject: 'أُرسلت شهادة تعليم القيادة الخاصة بك إلى الوزارة',
    certificateText:
      'مرحبًا {name}،\n\nتهانينا: لقد أتممت دورة تعليم السائقين المبتدئين. تم إبلاغ وزارة النقل في أونتاريو بشهادتك في {date} (المرجع {reference}).\n\nيمكنك إجراء اختبار القيادة G2 بعد 8 أشهر من حصولك على G1 بدلًا من 12؛ وقد تطلب شركة التأمين الشهادة.\n\nسجل دورتك: {link}\n\nDrive Ontario',
  },
});

/** The student's mail once their certificate is reported, in their mail language. */
export function certificateMail({
  student,
  issuedOn,
  reference,
  siteOrigin,
}: {
  student: { name: string; email: string; email_locale: Lang };
  issuedOn: string;
  reference: string;
  siteOrigin: string;
}): OutgoingMail {
  const lang = student.email_locale;
  const link = `${siteOrigin}${localePrefix(lang)}/account#course`;
  return {
    to: student.email,
    subject: m(lang, 'certificateSubject'),
    text: m(lang, 'certificateText', { name: student.name, date: dayText(issuedOn, lang), reference, link }),
  };
}
