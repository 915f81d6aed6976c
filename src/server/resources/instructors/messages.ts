import { defineMessages } from '../../http/i18n';

export const m = defineMessages({
  en: {
    profileApproved: 'The profile change is approved: it is now on the website, and the instructor was told by email.',
    profileRejected: 'The profile change was rejected and the instructor told by email; the website keeps the approved profile.',
    noProfileChange: 'No profile change of this instructor is waiting for review.',
    profileChangeStale: 'The instructor changed their profile again meanwhile. Reload it and review the new change.',
    approved: 'The instructor was approved and told by email.',
    rejected: 'The application was rejected and the instructor told by email.',
    changedMeanwhile: 'This application was changed meanwhile. Reload it and review it again.',
    notSubmitted: 'Only an application waiting for review can be approved or rejected.',
    reasonRequired: 'Give the reason of the rejection: the instructor reads it.',
  },
  fr: {
    profileApproved: 'La modification du profil est approuvée : elle est maintenant sur le site, et le moniteur a été prévenu par courriel.',
    profileRejected: 'La modification du profil a été refusée et le moniteur prévenu par courriel ; le site garde le profil approuvé.',
    noProfileChange: 'Aucune modification du profil de ce moniteur n’attend d’examen.',
    profileChangeStale: 'Le moniteur a de nouveau modifié son profil entre-temps. Rechargez-le et examinez la nouvelle modification.',
    approved: 'Le moniteur a été approuvé et prévenu par courriel.',
    rejected: 'La candidature a été refusée et le moniteur prévenu par courriel.',
    changedMeanwhile: 'Cette candidature a été modifiée entre-temps. Rechargez-la et examinez-la de nouveau.',
    notSubmitted: 'Seule une candidature en attente d’examen peut être approuvée ou refusée.',
    reasonRequired: 'Indiquez le motif du refus : le moniteur le lira.',
  },
  ar: {
    profileApproved: 'تمت الموافقة على تعديل الملف الشخصي: أصبح الآن على الموقع، وتم إبلاغ المدرّب بالبريد الإلكتروني.',
    profileRejected: 'تم رفض تعديل الملف الشخصي وإبلاغ المدرّب بالبريد الإلكتروني؛ يحتفظ الموقع بالملف المعتمد.',
    noProfileChange: 'لا يوجد تعديل على الملف الشخصي لهذا المدرّب بانتظار المراجعة.',
    profileChangeStale: 'عدّل المدرّب ملفه الشخصي مرة أخرى في هذه الأثناء. أعد تحميله وراجع التعديل الجديد.',
    approved: 'تم اعتماد المدرّب وإبلاغه بالبريد الإلكتروني.',
    rejected: 'تم رفض الطلب وإبلاغ المدرّب بالبريد الإلكتروني.',
    changedMeanwhile: 'تم تغيير هذا الطلب في هذه الأثناء. أعد تحميله وراجعه مرة أخرى.',
    notSubmitted: 'لا يمكن اعتماد أو رفض إلا طلب بانتظار المراجعة.',
    reasonRequired: 'اذكر سبب الرفض: سيقرؤه المدرّب.',
  },
});
