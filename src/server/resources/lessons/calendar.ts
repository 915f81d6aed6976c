import { lazyPackage } from '../../lazyPackage';
import type { Lesson } from '../../db/schema';
import type { MailAttachment } from '../../mail/mailer';

const ics = lazyPackage<typeof import('ics')>('ics');

/** The calendar event of a lesson: one UID for its whole life, so each mail's file updates the same event. */
export const lessonUid = (lessonId: number) => `lesson-${lessonId}@driveontario.ca`;

interface Person {
  name: string;
  email: string;
}

/**
 * A lesson as a calendar file: a REQUEST that adds or updates its event (booked, moved), or a
 * CANCEL that removes it. SEQUENCE is the lesson's, raised on every change, so a calendar applies
 * the latest file whatever order the mails arrive in; times are UTC instants. Both methods need an
 * ORGANIZER (the school) and the ATTENDEE it concerns (the student, already accepted: the lesson
 * is booked, nothing to answer), or calendars show the file as a bare event or refuse it.
 */
export function lessonCalendar(lesson: Lesson, title: string, url: string, people: { organizer: Person; attendee: Person }): MailAttachment {
  const cancelled = lesson.status === 'cancelled';
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const { error, value } = ics().createEvents(
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
        organizer: people.organizer,
        attendees: [{ ...people.attendee, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
      },
    ],
    { productId: 'driveontario/lessons', method },
  );
  if (error || !value) throw error ?? new Error('calendar file not written');
  return { filename: 'lesson.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: value };
}
