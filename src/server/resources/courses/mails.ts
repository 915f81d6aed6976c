import { defineMessages, type Lang } from '../../http/i18n';
import { dayText } from '../../mail/formats';
import type { OutgoingMail } from '../../mail/mailer';
import { localePrefix } from '../bookings/links';

const m = defineMessages({
  en: {
    welcomeSubject: 'Your driver education course has started: what to do first',
    welcomeText:
      'Hello {name},\n\nYour Beginner Driver Education course starts on {start}. Its in-car part must be done by {deadline}.\n\nBefore your first in-car lesson, on your account:\n- record your G1 licence (number and expiry);\n- give your consent to share your course records with the Ministry of Transportation{guardian}.\n\nYour course: {link}\n\nDrive Ontario',
    welcomeGuardian: ' (you are under 18: a parent or guardian consents with you)',
    atRiskSubject: 'Your driver education course needs you',
    atRiskDeadline: 'Your in-car part must be done by {deadline}, and {hours, plural, one {# in-car hour is} other {# in-car hours are}} still to be driven.',
    atRiskIdle: 'Nothing has been recorded on your course since {date}.',
    atRiskText: 'Hello {name},\n\n{why}\n\nBook your in-car lessons and finish your home-link work so that the school can certify you: {link}\n\nDrive Ontario',
    readySubject: 'Your driver education course is complete',
    readyText:
      'Hello {name},\n\nYou have done every part of your Beginner Driver Education course: class, in-car, home-link and the final test. The school will now report your certificate to the Ministry of Transportation; you will get a mail once it is sent.\n\nYour course: {link}\n\nDrive Ontario',
    expiredSubject: 'Your driver education course has expired',
    expiredText:
      'Hello {name},\n\nThe in-car part of your Beginner Driver Education course had to be done by {deadline}, and it was not complete. The Ministry’s rules do not allow the school to certify the course any more.\n\nCall or write to the school to talk about what you can do next: {link}\n\nDrive Ontario',
    certificateSubject: 'Your driver education certificate was sent to the Ministry',
    certificateText:
      'Hello {name},\n\nCongratulations: you completed your Beginner Driver Education course. Your certificate was reported to the Ontario Ministry of Transportation on {date} (reference {reference}).\n\nYou may take your G2 road test after 8 months with your G1 instead of 12; your insurer may ask for the certificate.\n\nYour course record: {link}\n\nDrive Ontario',
  },
  fr: {
    welcomeSubject: 'Votre cours de formation à la conduite a commencé\u202f: par quoi commencer',
    welcomeText:
      'Bonjour {name},\n\nVotre cours de formation des conducteurs débutants commence le {start}. Sa partie sur route doit être terminée au plus tard le {deadline}.\n\nAvant votre première leçon sur route, dans votre compte\u202f:\n- enregistrez votre permis G1 (numéro et échéance)\u202f;\n- donnez votre consentement à la transmission de vos dossiers de cours au ministère des Transports{guardian}.\n\nVotre cours\u202f: {link}\n\nDrive Ontario',
    welcomeGuardian: ' (vous avez moins de 18 ans\u202f: un parent ou tuteur consent avec vous)',
    atRiskSubject: 'Votre cours de formation à la conduite a besoin de vous',
    atRiskDeadline:
      'Votre partie sur route doit être terminée au plus tard le {deadline}, et il vous reste {hours, plural, one {# heure} other {# heures}} sur route.',
    atRiskIdle: 'Rien n’a été enregistré dans votre cours depuis le {date}.',
    atRiskText:
      'Bonjour {name},\n\n{why}\n\nRéservez vos leçons sur route et terminez vos devoirs à la maison pour que l’école puisse vous certifier\u202f: {link}\n\nDrive Ontario',
    readySubject: 'Votre cours de formation à la conduite est terminé',
    readyText:
      'Bonjour {name},\n\nVous avez terminé toutes les parties de votre cours de formation des conducteurs débutants\u202f: classe, route, travail à la maison et test final. L’école va maintenant déclarer votre certificat au ministère des Transports\u202f; vous recevrez un courriel une fois qu’il sera transmis.\n\nVotre cours\u202f: {link}\n\nDrive Ontario',
    expiredSubject: 'Votre cours de formation à la conduite a expiré',
    expiredText:
      'Bonjour {name},\n\nLa partie sur route de votre cours de formation des conducteurs débutants devait être terminée au plus tard le {deadline}, et elle ne l’était pas. Les règles du ministère ne permettent plus à l’école de certifier ce cours.\n\nAppelez ou écrivez à l’école pour voir ce que vous pouvez faire ensuite\u202f: {link}\n\nDrive Ontario',
    certificateSubject: 'Votre certificat de formation à la conduite a été transmis au ministère',
    certificateText:
      'Bonjour {name},\n\nFélicitations\u202f: vous avez terminé votre cours de formation des conducteurs débutants. Votre certificat a été déclaré au ministère des Transports de l’Ontario le {date} (référence {reference}).\n\nVous pouvez passer l’examen G2 après 8 mois avec votre G1 au lieu de 12\u202f; votre assureur peut demander le certificat.\n\nVotre dossier de cours\u202f: {link}\n\nDrive Ontario',
  },
  ar: {
    welcomeSubject: 'بدأت دورة تعليم القيادة الخاصة بك: ما تفعله أولًا',
    welcomeText:
      'مرحبًا {name}،\n\nتبدأ دورة تعليم السائقين المبتدئين الخاصة بك في {start}. يجب إنجاز جزء القيادة منها بحلول {deadline}.\n\nقبل أول درس قيادة، من حسابك:\n- سجّل رخصة G1 (الرقم وتاريخ الانتهاء)؛\n- أعطِ موافقتك على مشاركة سجلات دورتك مع وزارة النقل{guardian}.\n\nدورتك: {link}\n\nDrive Ontario',
    welcomeGuardian: ' (عمرك أقل من 18 سنة: يوافق معك أحد الوالدين أو الوصي)',
    atRiskSubject: 'دورة تعليم القيادة الخاصة بك بحاجة إليك',
    atRiskDeadline:
      'يجب إنجاز جزء القيادة بحلول {deadline}، وما زال أمامك {hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتان} few {# ساعات} many {# ساعة} other {# ساعة}} من القيادة.',
    atRiskIdle: 'لم يُسجَّل أي شيء في دورتك منذ {date}.',
    atRiskText: 'مرحبًا {name}،\n\n{why}\n\nاحجز دروس القيادة وأنجز مهام العمل المنزلي حتى تتمكن المدرسة من اعتمادك: {link}\n\nDrive Ontario',
    readySubject: 'اكتملت دورة تعليم القيادة الخاصة بك',
    readyText:
      'مرحبًا {name}،\n\nلقد أنجزت كل أجزاء دورة تعليم السائقين المبتدئين: الصف والقيادة والعمل المنزلي والاختبار النهائي. ستُبلغ المدرسة الآن وزارة النقل بشهادتك، وستصلك رسالة عند إرسالها.\n\nدورتك: {link}\n\nDrive Ontario',
    expiredSubject: 'انتهت صلاحية دورة تعليم القيادة الخاصة بك',
    expiredText:
      'مرحبًا {name}،\n\nكان يجب إنجاز جزء القيادة من دورة تعليم السائقين المبتدئين بحلول {deadline}، ولم يكتمل. لم تعد قواعد الوزارة تسمح للمدرسة باعتماد هذه الدورة.\n\nاتصل بالمدرسة أو راسلها لمعرفة ما يمكنك فعله بعد ذلك: {link}\n\nDrive Ontario',
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
  const link = courseLink(siteOrigin, lang);
  return {
    to: student.email,
    subject: m(lang, 'certificateSubject'),
    text: m(lang, 'certificateText', { name: student.name, date: dayText(issuedOn, lang), reference, link }),
  };
}

type Student = { name: string; email: string; email_locale: Lang };
const courseLink = (siteOrigin: string, lang: Lang) => `${siteOrigin}${localePrefix(lang)}/account#course`;

/** The course opened: its dates and what the student does first (G1 licence, consent; with a guardian under 18). */
export function welcomeMail({
  student,
  start,
  deadline,
  minor,
  siteOrigin,
}: {
  student: Student;
  start: string;
  deadline: string;
  minor: boolean;
  siteOrigin: string;
}): OutgoingMail {
  const lang = student.email_locale;
  const guardian = minor ? m(lang, 'welcomeGuardian') : '';
  return {
    to: student.email,
    subject: m(lang, 'welcomeSubject'),
    text: m(lang, 'welcomeText', {
      name: student.name,
      start: dayText(start, lang),
      deadline: dayText(deadline, lang),
      guardian,
      link: courseLink(siteOrigin, lang),
    }),
  };
}

/** The course is at risk: its in-car part ends soon with hours left (`hoursLeft`), or nothing was recorded since `idleSince`. */
export function atRiskMail({
  student,
  deadline,
  hoursLeft,
  idleSince,
  siteOrigin,
}: {
  student: Student;
  deadline: string;
  hoursLeft: number | null;
  idleSince: string | null;
  siteOrigin: string;
}): OutgoingMail {
  const lang = student.email_locale;
  const why = [
    hoursLeft !== null ? m(lang, 'atRiskDeadline', { deadline: dayText(deadline, lang), hours: hoursLeft }) : '',
    idleSince !== null ? m(lang, 'atRiskIdle', { date: dayText(idleSince, lang) }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { to: student.email, subject: m(lang, 'atRiskSubject'), text: m(lang, 'atRiskText', { name: student.name, why, link: courseLink(siteOrigin, lang) }) };
}

/** Every part is done: the school reports the certificate next. */
export function readyMail({ student, siteOrigin }: { student: Student; siteOrigin: string }): OutgoingMail {
  const lang = student.email_locale;
  return { to: student.email, subject: m(lang, 'readySubject'), text: m(lang, 'readyText', { name: student.name, link: courseLink(siteOrigin, lang) }) };
}

/** The in-car part's end passed with its hours not done: the course can no longer be certified. */
export function expiredMail({ student, deadline, siteOrigin }: { student: Student; deadline: string; siteOrigin: string }): OutgoingMail {
  const lang = student.email_locale;
  return {
    to: student.email,
    subject: m(lang, 'expiredSubject'),
    text: m(lang, 'expiredText', { name: student.name, deadline: dayText(deadline, lang), link: courseLink(siteOrigin, lang) }),
  };
}
