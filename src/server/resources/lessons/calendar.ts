import { createEvents } from 'ics';
import type { Lesson } from '../../db/schema';
import type { MailAttachment } from '../../mail/mailer';

/** The calendar event of a lesson: one UID for its whole life, so each mail's file updates the same event. */
export const lessonUid = (lessonId: number) => `lesson-${lessonId}@driveontario.ca`;

/**
 * A lesson as a calendar file: a REQUEST that adds or updates its event (booked, moved), or a
 * CANCEL that removes it. SEQUENCE is the lesson's, raised on every change, so a calendar applies
 * the latest file whatever order the mails arrive in; times are UTC instants.
 */
export function lessonCalendar(lesson: Lesson, title: string, url: string): MailAttachment {
  const cancelled = lesson.status === 'cancelled';
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const { error, value } = createEvents(
    [
      {
        uid: lessonUid(lesson.id),
        sequence: lesson.sequence,
        title,
        start: Date.parse(lesson.starts_at),
        end: Date.parse(lesson.ends_at),
        startInputType: 'utc',
        startOutputType: 'utc',
        endInputType: 'utc',
        endOutputType: 'utc',
        url,
        status: cancelled ? 'CANCELLED' : 'CONFIRMED',
      },
    ],
    { productId: 'driveontario/lessons', method },
  );
  if (error || !value) throw error ?? new Error('calendar file not written');
  return { filename: 'lesson.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: value };
}
