import { defineMessages } from '../../http/i18n';

export const m = defineMessages({
  en: {
    slot_taken: 'Someone has just booked this time. Please choose another slot.',
    student_busy: 'You already have a lesson at this time.',
    daily_limit: 'At most {limit, plural, one {# hour} other {# hours}} of in-car lessons can be booked on one day.',
    no_hours: 'There are not enough in-car hours left for this lesson.',
    slot_unavailable: 'This time is not a free slot of the instructor. Please choose one of the slots shown.',
    not_booked: 'This lesson is not booked any more.',
    lesson_started: 'This lesson has already started.',
    inside_cutoff: 'It is too late to change this lesson online. Please call the school.',
    not_started: 'This lesson has not started yet.',
    already_recorded: 'This lesson is already recorded. Please ask the school to correct it.',
    noStudent: 'No student account has this email.',
    toBeforeFrom: 'The last day cannot be before the first day.',
    rangeTooLong: 'Choose at most 31 days.',
    booked: 'Your lesson is booked.',
    officeBooked: 'The lesson is booked.',
    cancelled: 'The lesson was cancelled.',
    moved: 'The lesson was moved.',
    outcomeRecorded: 'The outcome was recorded.',
  },
  fr: {
    slot_taken: 'Quelqu’un vient de réserver cette plage. Veuillez en choisir une autre.',
    student_busy: 'Vous avez déjà une leçon à cette heure.',
    daily_limit: 'Au plus {limit, plural, one {# heure} other {# heures}} de leçons sur route peuvent être réservées le même jour.',
    no_hours: 'Il ne reste pas assez d’heures sur route pour cette leçon.',
    slot_unavailable: 'Cette heure n’est pas une plage libre de l’instructeur. Veuillez choisir une des plages proposées.',
    not_booked: 'Cette leçon n’est plus réservée.',
    lesson_started: 'Cette leçon a déjà commencé.',
    inside_cutoff: 'Il est trop tard pour modifier cette leçon en ligne. Veuillez appeler l’école.',
    not_started: 'Cette leçon n’a pas encore commencé.',
    already_recorded: 'Cette leçon est déjà enregistrée. Veuillez demander à l’école de la corriger.',
    noStudent: 'Aucun compte d’élève n’a ce courriel.',
    toBeforeFrom: 'Le dernier jour ne peut pas précéder le premier.',
    rangeTooLong: 'Choisissez au plus 31 jours.',
    booked: 'Votre leçon est réservée.',
    officeBooked: 'La leçon est réservée.',
    cancelled: 'La leçon a été annulée.',
    moved: 'La leçon a été déplacée.',
    outcomeRecorded: 'Le résultat a été enregistré.',
  },
  ar: {
    slot_taken: 'حجز شخص آخر هذا الموعد للتو. يرجى اختيار موعد آخر.',
    student_busy: 'لديك درس آخر في هذا الوقت.',
    daily_limit:
      'لا يمكن حجز أكثر من {limit, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}} من دروس القيادة في اليوم الواحد.',
    no_hours: 'لا يتبقى لديك ما يكفي من ساعات القيادة لهذا الدرس.',
    slot_unavailable: 'هذا الوقت ليس موعدًا متاحًا لدى المدرب. يرجى اختيار أحد المواعيد المعروضة.',
    not_booked: 'هذا الدرس لم يعد محجوزًا.',
    lesson_started: 'لقد بدأ هذا الدرس بالفعل.',
    inside_cutoff: 'فات أوان تعديل هذا الدرس عبر الإنترنت. يرجى الاتصال بالمدرسة.',
    not_started: 'لم يبدأ هذا الدرس بعد.',
    already_recorded: 'تم تسجيل هذا الدرس بالفعل. يرجى أن تطلب من المدرسة تصحيحه.',
    noStudent: 'لا يوجد حساب طالب بهذا البريد الإلكتروني.',
    toBeforeFrom: 'لا يمكن أن يكون اليوم الأخير قبل اليوم الأول.',
    rangeTooLong: 'اختر 31 يومًا على الأكثر.',
    booked: 'تم حجز درسك.',
    officeBooked: 'تم حجز الدرس.',
    cancelled: 'تم إلغاء الدرس.',
    moved: 'تم نقل الدرس.',
    outcomeRecorded: 'تم تسجيل النتيجة.',
  },
});

export type Key = Parameters<typeof m>[1];

/** The `code` a lesson's 409 carries: the message keys that name a lesson conflict. */
export const CONFLICT_CODES = [
  'slot_taken',
  'student_busy',
  'daily_limit',
  'no_hours',
  'slot_unavailable',
  'not_booked',
  'lesson_started',
  'inside_cutoff',
  'not_started',
  'already_recorded',
] as const satisfies readonly Key[];

export type ConflictCode = (typeof CONFLICT_CODES)[number];
