import { defineMessages } from '../../http/i18n';

export const m = defineMessages({
  en: {
    changedMeanwhile: 'The settings were changed by someone else since you opened them. Reload them and apply your changes again.',
    updated: 'Settings saved.',
  },
  fr: {
    changedMeanwhile: 'Les paramètres ont été modifiés par quelqu’un d’autre depuis que vous les avez ouverts. Rechargez-les et refaites vos modifications.',
    updated: 'Paramètres enregistrés.',
  },
  ar: {
    changedMeanwhile: 'عدّل شخص آخر الإعدادات منذ أن فتحتها. أعد تحميلها ثم طبّق تعديلاتك من جديد.',
    updated: 'تم حفظ الإعدادات.',
  },
});
