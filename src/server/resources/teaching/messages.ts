import { defineMessages, type Translate } from '../../http/i18n';
import { m as lessonMessages, type Key as LessonKey } from '../lessons/messages';

const TABLE = {
  en: {
    not_approved: 'Only an approved instructor can publish hours.',
    stale: 'Your hours were changed elsewhere since you opened them. Reload them and try again.',
    logStale: 'This log entry was changed by someone else since you opened it. Reload it and try again.',
    booked_lessons: 'These booked lessons are outside the new hours. Move or cancel them first.',
    endBeforeStart: 'The end must be after the start.',
    overlap: 'These hours overlap other hours of the same day.',
    dateRange: 'Choose a date from today to one year ahead.',
    oneOffPerDay: 'A day can be marked off only once.',
    offHasNoTimes: 'A day off has no hours.',
    timesRequired: 'Extra hours need a start and an end.',
    rangeTooLong: 'Choose at most 62 days.',
    taughtTooLong: 'The time taught cannot be longer than the lesson.',
    logRequired: 'A BDE lesson needs its in-car log entry.',
    published: 'Your hours are published.',
    recorded: 'The lesson was recorded.',
    logSaved: 'The log entry was saved.',
  },
  fr: {
    not_approved: 'Seul un instructeur approuvé peut publier ses heures.',
    stale: 'Vos heures ont été modifiées ailleurs depuis que vous les avez ouvertes. Rechargez-les et réessayez.',
    logStale: 'Quelqu’un d’autre a modifié cette entrée du carnet depuis que vous l’avez ouverte. Rechargez-la et réessayez.',
    booked_lessons: 'Ces leçons réservées sont en dehors des nouvelles heures. Déplacez-les ou annulez-les d’abord.',
    endBeforeStart: 'La fin doit suivre le début.',
    overlap: 'Ces heures chevauchent d’autres heures du même jour.',
    dateRange: 'Choisissez une date entre aujourd’hui et dans un an.',
    oneOffPerDay: 'Un jour ne peut être marqué libre qu’une fois.',
    offHasNoTimes: 'Un jour libre n’a pas d’heures.',
    timesRequired: 'Des heures supplémentaires ont besoin d’un début et d’une fin.',
    rangeTooLong: 'Choisissez au plus 62 jours.',
    taughtTooLong: 'Le temps enseigné ne peut pas dépasser la durée de la leçon.',
    logRequired: 'Une leçon BDE doit avoir son entrée au carnet de conduite.',
    published: 'Vos heures sont publiées.',
    recorded: 'La leçon a été enregistrée.',
    logSaved: 'L’entrée du carnet a été enregistrée.',
  },
  ar: {
    not_approved: 'لا يمكن نشر الساعات إلا لمدرب معتمد.',
    stale: 'تم تعديل ساعاتك من مكان آخر منذ أن فتحتها. أعد تحميلها وحاول مرة أخرى.',
    logStale: 'عدّل شخص آخر هذا السجل منذ أن فتحته. أعد تحميله وحاول مرة أخرى.',
    booked_lessons: 'هذه الدروس المحجوزة تقع خارج الساعات الجديدة. انقلها أو ألغها أولًا.',
    endBeforeStart: 'يجب أن تكون النهاية بعد البداية.',
    overlap: 'تتداخل هذه الساعات مع ساعات أخرى في اليوم نفسه.',
    dateRange: 'اختر تاريخًا من اليوم حتى سنة من الآن.',
    oneOffPerDay: 'لا يمكن تحديد اليوم كيوم عطلة إلا مرة واحدة.',
    offHasNoTimes: 'يوم العطلة لا ساعات له.',
    timesRequired: 'تحتاج الساعات الإضافية إلى بداية ونهاية.',
    rangeTooLong: 'اختر 62 يومًا على الأكثر.',
    taughtTooLong: 'لا يمكن أن يتجاوز وقت التدريس مدة الدرس.',
    logRequired: 'يحتاج درس BDE إلى تسجيله في سجل القيادة.',
    published: 'تم نشر ساعاتك.',
    recorded: 'تم تسجيل الدرس.',
    logSaved: 'تم حفظ السجل.',
  },
};

const own = defineMessages(TABLE);
type OwnKey = keyof typeof TABLE.en;

/** Teaching's messages, and the lessons' for the lesson conflicts it shares (not_booked, not_started…). */
export type Key = OwnKey | LessonKey;

export const m: Translate<Key> = (who, key, params) => (key in TABLE.en ? own(who, key as OwnKey, params) : lessonMessages(who, key as LessonKey, params));

/** The `code` an availability 409 carries. */
export type AvailabilityConflictCode = 'not_approved' | 'stale' | 'booked_lessons';
