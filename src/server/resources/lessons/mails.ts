import { TIME_ZONE } from '../../../contract/torontoTime';
import type { Lesson } from '../../db/schema';
import { defineMessages, type Lang } from '../../http/i18n';
import type { OutgoingMail } from '../../mail/mailer';
import { DATE_LOCALE, perLang } from '../../mail/formats';
import { localePrefix } from '../bookings/links';
import { lessonCalendar } from './calendar';

const m = defineMessages({
  en: {
    title: 'Driving lesson with {instructor}',
    bookedSubject: 'Your driving lesson is booked: {when}',
    bookedText:
      'Hello {name},\n\nYour in-car lesson with {instructor} is booked:\n\n{when} ({hours} h)\n\nYou may cancel it with your hours back, or move it, until {cutoff}.\nThe attached calendar file adds it to your calendar.\n\nYour lessons: {link}\n\nDrive Ontario',
    movedSubject: 'Your driving lesson was moved: {when}',
    movedText:
      'Hello {name},\n\nYour in-car lesson with {instructor} now takes place:\n\n{when} ({hours} h)\n\nThe attached calendar file updates it in your calendar.\n\nYour lessons: {link}\n\nDrive Ontario',
    cancelledSubject: 'Your driving lesson was cancelled: {when}',
    cancelledText:
      'Hello {name},\n\nYour in-car lesson with {instructor} on {when} was cancelled.{reason}\n\n{hoursNote}\n\nYour lessons: {link}\n\nDrive Ontario',
    hoursBack: 'Its hours are back in your balance.',
    hoursKept: 'Its hours are counted as used.',
    reasonNote: '\nReason: {reason}',
    reminderSubject: 'Reminder: driving lesson tomorrow, {when}',
    reminderText: 'Hello {name},\n\nThis is a reminder of your in-car lesson with {instructor}:\n\n{when} ({hours} h)\n\nYour lessons: {link}\n\nDrive Ontario',
  },
  fr: {
    title: 'Leçon de conduite avec {instructor}',
    bookedSubject: 'Votre leçon de conduite est réservée : {when}',
    bookedText:
      'Bonjour {name},\n\nVotre leçon sur route avec {instructor} est réservée :\n\n{when} ({hours} h)\n\nVous pouvez l’annuler en récupérant vos heures, ou la déplacer, jusqu’au {cutoff}.\nLe fichier de calendrier joint l’ajoute à votre agenda.\n\nVos leçons : {link}\n\nDrive Ontario',
    movedSubject: 'Votre leçon de conduite a été déplacée : {when}',
    movedText:
      'Bonjour {name},\n\nVotre leçon sur route avec {instructor} a désormais lieu :\n\n{when} ({hours} h)\n\nLe fichier de calendrier joint la met à jour dans votre agenda.\n\nVos leçons : {link}\n\nDrive Ontario',
    cancelledSubject: 'Votre leçon de conduite a été annulée : {when}',
    cancelledText:
      'Bonjour {name},\n\nVotre leçon sur route avec {instructor} du {when} a été annulée.{reason}\n\n{hoursNote}\n\nVos leçons : {link}\n\nDrive Ontario',
    hoursBack: 'Ses heures sont rendues à votre solde.',
    hoursKept: 'Ses heures sont comptées comme utilisées.',
    reasonNote: '\nMotif : {reason}',
    reminderSubject: 'Rappel : leçon de conduite demain, {when}',
    reminderText:
      'Bonjour {name},\n\nCeci est un rappel de votre leçon sur route avec {instructor} :\n\n{when} ({hours} h)\n\nVos leçons : {link}\n\nDrive Ontario',
  },
  ar: {
    title: 'درس قيادة مع {instructor}',
    bookedSubject: 'تم حجز درس القيادة: {when}',
    bookedText:
      'مرحبًا {name}،\n\nتم حجز درس القيادة مع {instructor}:\n\n{when} ({hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتان} few {# ساعات} many {# ساعة} other {# ساعة}})\n\nيمكنك إلغاؤه مع استعادة ساعاتك، أو نقله، حتى {cutoff}.\nملف التقويم المرفق يضيفه إلى تقويمك.\n\nدروسك: {link}\n\nDrive Ontario',
    movedSubject: 'تم نقل درس القيادة: {when}',
    movedText:
      'مرحبًا {name}،\n\nأصبح موعد درس القيادة مع {instructor}:\n\n{when} ({hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتان} few {# ساعات} many {# ساعة} other {# ساعة}})\n\nملف التقويم المرفق يحدّثه في تقويمك.\n\nدروسك: {link}\n\nDrive Ontario',
    cancelledSubject: 'تم إلغاء درس القيادة: {when}',
    cancelledText: 'مرحبًا {name}،\n\nتم إلغاء درس القيادة مع {instructor} في {when}.{reason}\n\n{hoursNote}\n\nدروسك: {link}\n\nDrive Ontario',
    hoursBack: 'أُعيدت ساعاته إلى رصيدك.',
    hoursKept: 'تُحتسب ساعاته كساعات مستخدمة.',
    reasonNote: '\nالسبب: {reason}',
    reminderSubject: 'تذكير: درس قيادة غدًا، {when}',
    reminderText:
      'مرحبًا {name}،\n\nنذكّرك بدرس القيادة مع {instructor}:\n\n{when} ({hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتان} few {# ساعات} many {# ساعة} other {# ساعة}})\n\nدروسك: {link}\n\nDrive Ontario',
  },
});

const whenFormat = perLang((lang) => new Intl.DateTimeFormat(DATE_LOCALE[lang], { dateStyle: 'full', timeStyle: 'short', timeZone: TIME_ZONE }));
/** A lesson's day and time in Toronto, as the lesson mails write it. */
export const when = (iso: string, lang: Lang) => whenFormat(lang).format(new Date(iso));

/** The student's page of lessons (the web app's route), in their language. */
export const lessonsUrl = (origin: string, lang: Lang) => `${origin}${localePrefix(lang)}/account#lessons`;

/** What every lesson mail is about; the student's mail language is theirs, not the request's. */
export interface LessonMailSubject {
  lesson: Lesson;
  student: { name: string; email: string; email_locale: Lang };
  instructorName: string;
  siteOrigin: string;
  /** Who the calendar event is from: the school, reached at the office. */
  organizer: { name: string; email: string };
  /** The lesson's cut-off (free cancellation and rescheduling until then). */
  freeCancelUntil: string;
}

function valuesOf({ lesson, student, instructorName, siteOrigin, freeCancelUntil }: LessonMailSubject) {
  const lang = student.email_locale;
  return {
    lang,
    values: {
      name: student.name,
      instructor: instructorName,
      when: when(lesson.starts_at, lang),
      hours: lesson.duration_minutes / 60,
      cutoff: when(freeCancelUntil, lang),
      link: lessonsUrl(siteOrigin, lang),
    },
  };
}

function withCalendar(subject: LessonMailSubject, mail: OutgoingMail): OutgoingMail {
  const { lang, values } = valuesOf(subject);
  const people = { organizer: subject.organizer, attendee: { name: subject.student.name, email: subject.student.email } };
  return { ...mail, attachments: [lessonCalendar(subject.lesson, m(lang, 'title', values), values.link, people)] };
}

export function lessonBookedMail(subject: LessonMailSubject): OutgoingMail {
  const { lang, values } = valuesOf(subject);
  return withCalendar(subject, { to: subject.student.email, subject: m(lang, 'bookedSubject', values), text: m(lang, 'bookedText', values) });
}

export function lessonMovedMail(subject: LessonMailSubject): OutgoingMail {
  const { lang, values } = valuesOf(subject);
  return withCalendar(subject, { to: subject.student.email, subject: m(lang, 'movedSubject', values), text: m(lang, 'movedText', values) });
}

export function lessonCancelledMail(subject: LessonMailSubject): OutgoingMail {
  const { lang, values } = valuesOf(subject);
  const { lesson } = subject;
  const text = m(lang, 'cancelledText', {
    ...values,
    reason: lesson.cancel_reason ? m(lang, 'reasonNote', { reason: lesson.cancel_reason }) : '',
    hoursNote: m(lang, lesson.counted ? 'hoursKept' : 'hoursBack'),
  });
  return withCalendar(subject, { to: subject.student.email, subject: m(lang, 'cancelledSubject', values), text });
}

export function lessonReminderMail(subject: LessonMailSubject): OutgoingMail {
  const { lang, values } = valuesOf(subject);
  return { to: subject.student.email, subject: m(lang, 'reminderSubject', values), text: m(lang, 'reminderText', values) };
}
