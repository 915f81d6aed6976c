import { TIME_ZONE } from '../../../contract/torontoTime';
import { defineMessages, type Lang } from '../../http/i18n';
import { DATE_LOCALE, perLang } from '../../mail/formats';
import type { TextRequest } from '../../mail/outbox';
import { lessonsUrl, type LessonMailSubject } from './mails';

/*
 * The lesson texts beside the lesson mails, for students who opted in: short (the mail carries
 * the details and the calendar file), in their language, naming the school, with a link to their
 * lessons rather than anything a link can replace. The reminder invites the replies C and X
 * (resources/texts/inbound.ts); X only while the lesson may still be cancelled with its hours back.
 */
const m = defineMessages({
  en: {
    booked: 'Drive Ontario: lesson booked {when} with {instructor}. {link}',
    moved: 'Drive Ontario: your lesson is moved to {when} with {instructor}. {link}',
    cancelled: 'Drive Ontario: your lesson of {when} is cancelled. {link}',
    reminder: 'Drive Ontario: reminder, lesson {when} with {instructor}. Reply C to confirm or X to cancel.',
    reminderLate: 'Drive Ontario: reminder, lesson {when} with {instructor}. Reply C to confirm.',
  },
  fr: {
    booked: 'Drive Ontario : leçon réservée le {when} avec {instructor}. {link}',
    moved: 'Drive Ontario : votre leçon est déplacée au {when} avec {instructor}. {link}',
    cancelled: 'Drive Ontario : votre leçon du {when} est annulée. {link}',
    reminder: 'Drive Ontario : rappel, leçon le {when} avec {instructor}. Répondez C pour confirmer ou X pour annuler.',
    reminderLate: 'Drive Ontario : rappel, leçon le {when} avec {instructor}. Répondez C pour confirmer.',
  },
  ar: {
    booked: 'Drive Ontario: تم حجز درسك {when} مع {instructor}. {link}',
    moved: 'Drive Ontario: نُقل درسك إلى {when} مع {instructor}. {link}',
    cancelled: 'Drive Ontario: أُلغي درسك في {when}. {link}',
    reminder: 'Drive Ontario: تذكير بدرسك {when} مع {instructor}. أرسل C للتأكيد أو X للإلغاء.',
    reminderLate: 'Drive Ontario: تذكير بدرسك {when} مع {instructor}. أرسل C للتأكيد.',
  },
});

const shortWhenFormat = perLang(
  (lang) =>
    new Intl.DateTimeFormat(DATE_LOCALE[lang], { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE }),
);
/** A lesson's day and time in Toronto, short enough for a text ("Tue, Dec 8, 2:00 p.m."). */
export const shortWhen = (iso: string, lang: Lang) => shortWhenFormat(lang).format(new Date(iso));

export type LessonTextKind = 'lesson_booked' | 'lesson_moved' | 'lesson_cancelled' | 'lesson_reminder';

const KEYS = { lesson_booked: 'booked', lesson_moved: 'moved', lesson_cancelled: 'cancelled', lesson_reminder: 'reminder' } as const;

/** The text of a lesson event; the reminder's is worth sending only before the lesson starts. */
export function lessonText(kind: LessonTextKind, subject: LessonMailSubject, now = new Date().toISOString()): TextRequest {
  const { lesson } = subject;
  const key = kind === 'lesson_reminder' && now > subject.freeCancelUntil ? 'reminderLate' : KEYS[kind];
  return {
    userId: lesson.student_id,
    kind,
    refId: lesson.id,
    ...(kind === 'lesson_cancelled' ? {} : { sendBefore: lesson.starts_at }),
    // "Omar H." ends its sentence with the message's own period: one, not "Omar H..".
    body: (lang) =>
      m(lang, key, {
        when: shortWhen(lesson.starts_at, lang),
        instructor: subject.instructorName.replace(/\.$/, ''),
        link: lessonsUrl(subject.siteOrigin, lang),
      }),
  };
}
