import { defineMessages } from '../../http/i18n';

export const m = defineMessages({
  en: {
    consentWording:
      'I agree that the records of my driver education course (attendance, hours, test results and certificate) are sent to the Ontario Ministry of Transportation, given to my insurer on request, and shown to the Ministry’s inspectors.',
    consentGiven: 'Thank you: your consent is recorded.',
    guardianRequired: 'A student under 18 needs a parent’s or guardian’s consent: enter their full name.',
    licenceSaved: 'Your G1 licence is recorded.',
    licenceNumber: 'Enter the licence number as on the card: a letter and 14 digits (A1234-56789-01234).',
    licenceExpired: 'This licence has expired: enter the expiry of a valid G1.',
    notFound: 'No such course.',
    courseClosed: 'This course is closed (withdrawn, expired or certified): it can no longer change.',
  },
  fr: {
    consentWording:
      'J’accepte que les dossiers de mon cours de formation à la conduite (présences, heures, résultats des tests et certificat) soient transmis au ministère des Transports de l’Ontario, remis à mon assureur sur demande et présentés aux inspecteurs du ministère.',
    consentGiven: 'Merci : votre consentement est enregistré.',
    guardianRequired: 'Un élève de moins de 18 ans a besoin du consentement d’un parent ou tuteur : indiquez son nom complet.',
    licenceSaved: 'Votre permis G1 est enregistré.',
    licenceNumber: 'Saisissez le numéro tel qu’il figure sur le permis : une lettre et 14 chiffres (A1234-56789-01234).',
    licenceExpired: 'Ce permis est expiré : indiquez l’échéance d’un G1 valide.',
    notFound: 'Cours introuvable.',
    courseClosed: 'Ce cours est fermé (abandonné, expiré ou certifié) : il ne peut plus changer.',
  },
  ar: {
    consentWording:
      'أوافق على إرسال سجلات دورة تعليم القيادة الخاصة بي (الحضور والساعات ونتائج الاختبارات والشهادة) إلى وزارة النقل في أونتاريو، وتسليمها إلى شركة التأمين عند الطلب، وعرضها على مفتشي الوزارة.',
    consentGiven: 'شكرًا: تم تسجيل موافقتك.',
    guardianRequired: 'يحتاج الطالب دون 18 عامًا إلى موافقة أحد الوالدين أو الوصي: أدخل اسمه الكامل.',
    licenceSaved: 'تم تسجيل رخصة G1 الخاصة بك.',
    licenceNumber: 'أدخل رقم الرخصة كما هو على البطاقة: حرف و14 رقمًا (A1234-56789-01234).',
    licenceExpired: 'انتهت صلاحية هذه الرخصة: أدخل تاريخ انتهاء رخصة G1 سارية.',
    notFound: 'لا توجد دورة بهذا الرقم.',
    courseClosed: 'هذه الدورة مغلقة (منسحب منها أو منتهية أو معتمدة): لم يعد من الممكن تغييرها.',
  },
});

export type Key = Parameters<typeof m>[1];
