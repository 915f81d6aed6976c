import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readSettings } from '../settings/repository';
import { freeCancelUntil, instructorName, organizerOf, type LessonEnv } from './domain';
import { lessonReminderMail, type LessonMailSubject } from './mails';
import { lessonText } from './texts';
import { instructorsById, studentsById } from './repository';

/** How long before a lesson its reminder goes out. */
const REMINDER_BEFORE_MS = 24 * 3_600_000;

/**
 * Queues the reminder of every booked lesson starting within the next 24 hours that has none yet.
 * One UPDATE claims the lessons (sets reminder_queued_at) and returns them, in the transaction
 * that queues their mails: a lesson is claimed by one sweep only, however many servers run one
 * (PostgreSQL re-checks the condition on a row another transaction just claimed; SQLite has one
 * writer), and a sweep that fails leaves nothing claimed, so the next one sends it. A moved lesson
 * has its claim cleared and is reminded of its new time. A student who opted in to texts is also
 * texted, and the lesson records it (`reminder_texted_at`). Returns how many were queued.
 */
export async function queueLessonReminders(db: Kysely<Database>, env: LessonEnv, now = new Date()): Promise<number> {
  const nowIso = now.toISOString();
  const horizon = new Date(now.getTime() + REMINDER_BEFORE_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('lessons')
      .set({ reminder_queued_at: nowIso })
      .where('status', '=', 'booked')
      .where('reminder_queued_at', 'is', null)
      .where('starts_at', '<=', horizon)
      .where('starts_at', '>', nowIso)
      .returningAll()
      .execute();
    if (claimed.length === 0) return 0;
    const [students, instructors, settings] = await Promise.all([
      studentsById(
        trx,
        claimed.map((l) => l.student_id),
      ),
      instructorsById(
        trx,
        claimed.map((l) => l.instructor_id),
      ),
      readSettings(trx),
    ]);
    for (const lesson of claimed) {
      const student = students.get(lesson.student_id);
      const instructor = instructors.get(lesson.instructor_id);
      if (!student) continue;
      const subject: LessonMailSubject = {
        lesson,
        student,
        instructorName: instructor ? instructorName(instructor) : '',
        siteOrigin: env.siteOrigin,
        organizer: organizerOf(settings.legal_name, env),
        freeCancelUntil: freeCancelUntil(lesson, settings.lesson_cancel_cutoff_hours),
      };
      await env.mail.queue(trx, lessonReminderMail(subject));
      // Which lessons were also reminded by text: the office's no-shows by channel count them.
      if (await env.mail.text(trx, lessonText('lesson_reminder', subject, nowIso))) {
        await trx.updateTable('lessons').set({ reminder_texted_at: nowIso }).where('id', '=', lesson.id).execute();
      }
    }
    return claimed.length;
  });
}
