import { defineMessages, type Lang } from '../../http/i18n';
import type { OutgoingMail } from '../../mail/mailer';
import { localePrefix } from '../bookings/links';

const m = defineMessages({
  en: {
    profileApprovedSubject: 'Your Drive Ontario profile change is approved',
    profileApprovedText:
      'Hello {name},\n\nThe office approved the change to your public profile: it is now shown on the Drive Ontario website.\n\nYour instructor area:\n{link}\n\nDrive Ontario',
    profileRejectedSubject: 'Your Drive Ontario profile change',
    profileRejectedText:
      'Hello {name},\n\nThe office did not approve the change to your public profile, for this reason:\n\n{reason}\n\nThe website keeps showing your approved profile. You can change your profile again from your instructor area:\n{link}\n\nDrive Ontario',
    approvedSubject: 'Your Drive Ontario instructor application is approved',
    approvedText:
      'Hello {name},\n\nGood news: the office approved your application to teach with Drive Ontario.\n\nNext step: set your weekly hours in your instructor area, so students can book lessons with you:\n{link}\n\nDrive Ontario',
    rejectedSubject: 'Your Drive Ontario instructor application',
    rejectedText:
      'Hello {name},\n\nThe office could not approve your application to teach with Drive Ontario yet, for this reason:\n\n{reason}\n\nYou can correct your application and send it again from your instructor area:\n{link}\n\nDrive Ontario',
  },
  fr: {
    profileApprovedSubject: 'La modification de votre profil Drive Ontario est approuvée',
    profileApprovedText:
      'Bonjour {name},\n\nLe bureau a approuvé la modification de votre profil public : elle est maintenant affichée sur le site de Drive Ontario.\n\nVotre espace moniteur :\n{link}\n\nDrive Ontario',
    profileRejectedSubject: 'La modification de votre profil Drive Ontario',
    profileRejectedText:
      'Bonjour {name},\n\nLe bureau n’a pas approuvé la modification de votre profil public, pour ce motif :\n\n{reason}\n\nLe site continue d’afficher votre profil approuvé. Vous pouvez modifier de nouveau votre profil depuis votre espace moniteur :\n{link}\n\nDrive Ontario',
    approvedSubject: 'Votre candidature de moniteur Drive Ontario est approuvée',
    approvedText:
      'Bonjour {name},\n\nBonne nouvelle : le bureau a approuvé votre candidature pour enseigner avec Drive Ontario.\n\nProchaine étape : indiquez vos heures hebdomadaires dans votre espace moniteur, afin que les élèves puissent réserver des leçons avec vous :\n{link}\n\nDrive Ontario',
    rejectedSubject: 'Votre candidature de moniteur Drive Ontario',
    rejectedText:
      'Bonjour {name},\n\nLe bureau n’a pas encore pu approuver votre candidature pour enseigner avec Drive Ontario, pour ce motif :\n\n{reason}\n\nVous pouvez corriger votre candidature et l’envoyer de nouveau depuis votre espace moniteur :\n{link}\n\nDrive Ontario',
  },
  ar: {
    profileApprovedSubject: 'تمت الموافقة على تعديل ملفك الشخصي في Drive Ontario',
    profileApprovedText:
      'مرحبًا {name}،\n\nوافق المكتب على التعديل على ملفك الشخصي العام: أصبح معروضًا الآن على موقع Drive Ontario.\n\nمساحة المدرّب الخاصة بك:\n{link}\n\nDrive Ontario',
    profileRejectedSubject: 'تعديل ملفك الشخصي في Drive Ontario',
    profileRejectedText:
      'مرحبًا {name}،\n\nلم يوافق المكتب على التعديل على ملفك الشخصي العام، للسبب التالي:\n\n{reason}\n\nيواصل الموقع عرض ملفك المعتمد. يمكنك تعديل ملفك مرة أخرى من مساحة المدرّب:\n{link}\n\nDrive Ontario',
    approvedSubject: 'تم اعتماد طلبك للتدريس مع Drive Ontario',
    approvedText:
      'مرحبًا {name}،\n\nأخبار سارة: اعتمد المكتب طلبك للتدريس مع Drive Ontario.\n\nالخطوة التالية: حدّد ساعاتك الأسبوعية في مساحة المدرّب، ليتمكن الطلاب من حجز دروس معك:\n{link}\n\nDrive Ontario',
    rejectedSubject: 'طلبك للتدريس مع Drive Ontario',
    rejectedText:
      'مرحبًا {name}،\n\nلم يتمكن المكتب من اعتماد طلبك للتدريس مع Drive Ontario بعد، للسبب التالي:\n\n{reason}\n\nيمكنك تصحيح طلبك وإرساله مرة أخرى من مساحة المدرّب:\n{link}\n\nDrive Ontario',
  },
});

/** Who hears of a review: the applicant's account in its language, or the row's email in English. */
export interface ReviewRecipient {
  to: string;
  name: string;
  lang: Lang;
}

/** The instructor area of the web app, in the mail's language. */
export const instructorAreaUrl = (origin: string, lang: Lang) => `${origin}${localePrefix(lang)}/instructor`;

export function instructorApprovedMail(who: ReviewRecipient, origin: string): OutgoingMail {
  return {
    to: who.to,
    subject: m(who.lang, 'approvedSubject'),
    text: m(who.lang, 'approvedText', { name: who.name, link: instructorAreaUrl(origin, who.lang) }),
  };
}

export function instructorRejectedMail(who: ReviewRecipient, reason: string, origin: string): OutgoingMail {
  return {
    to: who.to,
    subject: m(who.lang, 'rejectedSubject'),
    text: m(who.lang, 'rejectedText', { name: who.name, reason, link: instructorAreaUrl(origin, who.lang) }),
  };
}

/** The office approved a change to the instructor's public profile. */
export function profileChangeApprovedMail(who: ReviewRecipient, origin: string): OutgoingMail {
  return {
    to: who.to,
    subject: m(who.lang, 'profileApprovedSubject'),
    text: m(who.lang, 'profileApprovedText', { name: who.name, link: instructorAreaUrl(origin, who.lang) }),
  };
}

/** The office refused a change to the instructor's public profile, for `reason`. */
export function profileChangeRejectedMail(who: ReviewRecipient, reason: string, origin: string): OutgoingMail {
  return {
    to: who.to,
    subject: m(who.lang, 'profileRejectedSubject'),
    text: m(who.lang, 'profileRejectedText', { name: who.name, reason, link: instructorAreaUrl(origin, who.lang) }),
  };
}
