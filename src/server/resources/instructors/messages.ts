import { defineMessages } from '../../http/i18n';

export const m = defineMessages({
  en: {
    approved: 'The instructor was approved and told by email.',
    rejected: 'The application was rejected and the instructor told by email.',
    changedMeanwhile: 'This application was changed meanwhile. Reload it and review it again.',
    notSubmitted: 'Only an application waiting for review can be approved or rejected.',
    reasonRequired: 'Give the reason of the rejection: the instructor reads it.',
  },
  fr: {
    approved: 'Le moniteur a été approuvé et prévenu par courriel.',
    rejected: 'La candidature a été refusée et le moniteur prévenu par courriel.',
    changedMeanwhile: 'Cette candidature a été modifiée entre-temps. Rechargez-la et examinez-la de nouveau.',
    notSubmitted: 'Seule une candidature en attente d’examen peut être approuvée ou refusée.',
    reasonRequired: 'Indiquez le motif du refus : le moniteur le lira.',
  },
  ar: {
    approved: 'تم اعتماد المدرّب وإبلاغه بالبريد الإلكتروني.',
    rejected: 'تم رفض الطلب وإبلاغ المدرّب بالبريد الإلكتروني.',
    changedMeanwhile: 'تم تغيير هذا الطلب في هذه الأثناء. أعد تحميله وراجعه مرة أخرى.',
    notSubmitted: 'لا يمكن اعتماد أو رفض إلا طلب بانتظار المراجعة.',
    reasonRequired: 'اذكر سبب الرفض: سيقرؤه المدرّب.',
  },
});
