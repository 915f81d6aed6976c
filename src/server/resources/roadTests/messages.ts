import { defineMessages } from '../../http/i18n';

export const m = defineMessages({
  en: {
    dayInFuture: 'The test day cannot be after today.',
    dayTooEarly: 'The test day must be in 2000 or later.',
    tooManyAttempts: 'A road test of this class has already been recorded 20 times.',
    officeRecord: 'This road test was recorded by the school: ask the office to change it.',
    changedMeanwhile: 'This road test was changed by someone else since you opened it. Reload it and apply your changes again.',
    recorded: 'Road test recorded.',
    corrected: 'Road test corrected.',
    removed: 'Road test removed.',
  },
  fr: {
    dayInFuture: 'Le jour de l’examen ne peut pas être après aujourd’hui.',
    dayTooEarly: 'Le jour de l’examen doit être en 2000 ou après.',
    tooManyAttempts: 'Un examen pratique de cette catégorie a déjà été enregistré 20 fois.',
    officeRecord: 'Cet examen pratique a été enregistré par l’école : demandez au bureau de le modifier.',
    changedMeanwhile: 'Cet examen pratique a été modifié par quelqu’un d’autre depuis que vous l’avez ouvert. Rechargez-le et refaites vos modifications.',
    recorded: 'Examen pratique enregistré.',
    corrected: 'Examen pratique corrigé.',
    removed: 'Examen pratique supprimé.',
  },
  ar: {
    dayInFuture: 'لا يمكن أن يكون يوم الاختبار بعد اليوم.',
    dayTooEarly: 'يجب أن يكون يوم الاختبار في عام 2000 أو بعده.',
    tooManyAttempts: 'سُجّل اختبار قيادة من هذه الفئة 20 مرة بالفعل.',
    officeRecord: 'سجّلت المدرسة اختبار القيادة هذا: اطلب من المكتب تعديله.',
    changedMeanwhile: 'عدّل شخص آخر اختبار القيادة هذا منذ أن فتحته. أعد تحميله ثم طبّق تعديلاتك من جديد.',
    recorded: 'تم تسجيل اختبار القيادة.',
    corrected: 'تم تصحيح اختبار القيادة.',
    removed: 'تم حذف اختبار القيادة.',
  },
});
