import { defineMessages } from '../../http/i18n';

export const m = defineMessages({
  en: {
    changedMeanwhile: 'The settings were changed by someone else since you opened them. Reload them and apply your changes again.',
    updated: 'Settings saved.',
    fullClassDayAbovePerDay: 'At most {hours, plural, one {# hour} other {# hours}}: no more than the in-car hours of any day.',
  },
  fr: {
    changedMeanwhile: 'Les paramètres ont été modifiés par quelqu’un d’autre depuis que vous les avez ouverts. Rechargez-les et refaites vos modifications.',
    updated: 'Paramètres enregistrés.',
    fullClassDayAbovePerDay: 'Au plus {hours, plural, one {# heure} other {# heures}} : pas plus que les heures en voiture d’un jour quelconque.',
  },
  ar: {
    changedMeanwhile: 'عدّل شخص آخر الإعدادات منذ أن فتحتها. أعد تحميلها ثم طبّق تعديلاتك من جديد.',
    updated: 'تم حفظ الإعدادات.',
    fullClassDayAbovePerDay:
      'الحد الأقصى {hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتان} few {# ساعات} many {# ساعة} other {# ساعة}}: لا يزيد على ساعات القيادة في أي يوم.',
  },
});

export type Key = Parameters<typeof m>[1];
