import { defineMessages } from '../../http/i18n';

export const m = defineMessages({
  en: {
    classNotFound: 'No such class.',
    sessionNotFound: 'No such session.',
    toBeforeFrom: 'The end must be after the start.',
    noInstructor: 'Choose an accepted instructor.',
    sessionOverlap: 'This session overlaps another session of the class.',
    classDayLimit: 'A class may have at most {limit, plural, one {# hour} other {# hours}} of sessions on one day.',
    inCarOverFullDay:
      'With this session the day is a full day of class, when a student may have at most {limit, plural, one {# hour} other {# hours}} in-car, and a student of the class has more lessons booked that day: move their lesson first.',
    hasAttendance: 'Attendance was taken at this session: it stays in the course records.',
    sessionNotStarted: 'This session has not started yet: attendance is taken once it starts.',
    notOnRoster: 'Each student must appear once, and be a student of this class.',
    courseClosed: 'A withdrawn, expired or certified course can no longer change.',
    lateMinutes: 'For a late student, enter the minutes attended: fewer than the session’s {minutes, plural, one {# minute} other {# minutes}}.',
    sessionScheduled: 'The session is scheduled.',
    sessionRemoved: 'The session was removed.',
    attendanceRecorded: 'The attendance is recorded.',
  },
  fr: {
    classNotFound: 'Cette classe n’existe pas.',
    sessionNotFound: 'Cette séance n’existe pas.',
    toBeforeFrom: 'La fin doit suivre le début.',
    noInstructor: 'Choisissez un instructeur accepté.',
    sessionOverlap: 'Cette séance chevauche une autre séance de la classe.',
    classDayLimit: 'Une classe peut avoir au plus {limit, plural, one {# heure} other {# heures}} de séances le même jour.',
    inCarOverFullDay:
      'Avec cette séance, la journée devient un jour de classe complet, où un élève peut avoir au plus {limit, plural, one {# heure} other {# heures}} sur route, et un élève de la classe a davantage de leçons réservées ce jour-là : déplacez d’abord sa leçon.',
    hasAttendance: 'Les présences de cette séance ont été prises : elle reste dans les dossiers de cours.',
    sessionNotStarted: 'Cette séance n’a pas encore commencé : les présences se prennent une fois qu’elle a commencé.',
    notOnRoster: 'Chaque élève doit figurer une seule fois et appartenir à cette classe.',
    courseClosed: 'Un cours abandonné, expiré ou certifié ne peut plus changer.',
    lateMinutes:
      'Pour un élève en retard, indiquez les minutes suivies : moins que la durée de la séance ({minutes, plural, one {# minute} other {# minutes}}).',
    sessionScheduled: 'La séance est planifiée.',
    sessionRemoved: 'La séance a été retirée.',
    attendanceRecorded: 'Les présences sont enregistrées.',
  },
  ar: {
    classNotFound: 'هذا الفصل غير موجود.',
    sessionNotFound: 'هذه الحصة غير موجودة.',
    toBeforeFrom: 'يجب أن تكون النهاية بعد البداية.',
    noInstructor: 'اختر مدربًا مقبولًا.',
    sessionOverlap: 'تتداخل هذه الحصة مع حصة أخرى للفصل.',
    classDayLimit:
      'لا يمكن أن يكون للفصل أكثر من {limit, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}} من الحصص في اليوم الواحد.',
    inCarOverFullDay:
      'بهذه الحصة يصبح اليوم يوم دروس كامل، يُسمح فيه للطالب بـ{limit, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}} من القيادة على الأكثر، ولدى طالب في الفصل دروس محجوزة أكثر في ذلك اليوم: انقل درسه أولًا.',
    hasAttendance: 'تم تسجيل الحضور في هذه الحصة: تبقى في سجلات الدورة.',
    sessionNotStarted: 'لم تبدأ هذه الحصة بعد: يُسجَّل الحضور بعد بدئها.',
    notOnRoster: 'يجب أن يظهر كل طالب مرة واحدة وأن يكون من طلاب هذا الفصل.',
    courseClosed: 'لا يمكن تغيير دورة منسحبة أو منتهية أو معتمدة.',
    lateMinutes:
      'للطالب المتأخر، أدخل دقائق الحضور: أقل من مدة الحصة، {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
    sessionScheduled: 'تمت جدولة الحصة.',
    sessionRemoved: 'تمت إزالة الحصة.',
    attendanceRecorded: 'تم تسجيل الحضور.',
  },
});

export type Key = Parameters<typeof m>[1];
