import { defineMessages } from '../../http/i18n';

export const m = defineMessages({
  en: {
    fromRequired: 'Choose the first day of the period.',
    toRequired: 'Choose the last day of the period.',
    toBeforeFrom: 'The last day must not be before the first day.',
    periodTooLong: 'A period can be at most 3 years long.',
    all: 'All',
    none: 'No lesson linked',
    mail: 'Mail only',
    text: 'Text',
  },
  fr: {
    fromRequired: 'Choisissez le premier jour de la période.',
    toRequired: 'Choisissez le dernier jour de la période.',
    toBeforeFrom: 'Le dernier jour ne peut pas précéder le premier.',
    periodTooLong: 'Une période peut durer au plus 3 ans.',
    all: 'Tous',
    none: 'Aucune leçon liée',
    mail: 'Courriel seulement',
    text: 'Texto',
  },
  ar: {
    fromRequired: 'اختر اليوم الأول من الفترة.',
    toRequired: 'اختر اليوم الأخير من الفترة.',
    toBeforeFrom: 'لا يمكن أن يسبق اليوم الأخير اليوم الأول.',
    periodTooLong: 'لا يمكن أن تزيد الفترة على 3 سنوات.',
    all: 'الكل',
    none: 'بلا درس مرتبط',
    mail: 'البريد فقط',
    text: 'رسالة نصية',
  },
});
