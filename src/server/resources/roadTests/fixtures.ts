import type { Kysely } from 'kysely';
import type { Database, LessonStatus } from '../../db/schema';

/*
 * Rows the road-test and insight tests start from, written straight into the database: lessons
 * are other resources' operations, with rules (hours, slots) these tests are not about.
 */

/** A lesson of `minutes` from `startsAt` (an instant), booked by the student. */
export async function addLesson(
  db: Kysely<Database>,
  values: { studentId: number; instructorId: number; startsAt: string; minutes?: 60 | 120; status?: LessonStatus; counted?: 0 | 1 } & Partial<
    Record<'cancelled_at' | 'reminder_texted_at' | 'confirmed_at', string>
  >,
): Promise<number> {
  const minutes = values.minutes ?? 60;
  const status = values.status ?? 'booked';
  const now = new Date().toISOString();
  const row = await db
    .insertInto('lessons')
    .values({
      student_id: values.studentId,
      instructor_id: values.instructorId,
      starts_at: values.startsAt,
      ends_at: new Date(Date.parse(values.startsAt) + minutes * 60_000).toISOString(),
      duration_minutes: minutes,
      status,
      counted: values.counted ?? (status === 'cancelled' ? 0 : 1),
      booked_by: 'student',
      cancel_reason: null,
      cancelled_at: values.cancelled_at ?? null,
      sequence: 0,
      reminder_queued_at: null,
      reminder_texted_at: values.reminder_texted_at ?? null,
      confirmed_at: values.confirmed_at ?? null,
      confirmed_via: values.confirmed_at ? 'sms' : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
