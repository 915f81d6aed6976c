import type { LessonLog, LessonLogChange } from '../../db/schema';
import type { Executor } from '../../domain/errors';
import type { InstructorHours } from '../lessons/availability';

/** The instructor row of an account (none for an account that never applied). */
export const instructorOfUser = (db: Executor, userId: number) =>
  db.selectFrom('instructors').select(['id', 'status', 'availability_updated_at', 'licence_number']).where('user_id', '=', userId).executeTakeFirst();

/** Replaces the instructor's weekly hours and their exceptions from `today` on (past ones stay as they were). */
export async function replaceHours(trx: Executor, instructorId: number, hours: InstructorHours, today: string): Promise<void> {
  await trx.deleteFrom('instructor_weekly_hours').where('instructor_id', '=', instructorId).execute();
  await trx.deleteFrom('instructor_exceptions').where('instructor_id', '=', instructorId).where('date', '>=', today).execute();
  if (hours.weekly.length)
    await trx
      .insertInto('instructor_weekly_hours')
      .values(hours.weekly.map((w) => ({ instructor_id: instructorId, ...w })))
      .execute();
  if (hours.exceptions.length)
    await trx
      .insertInto('instructor_exceptions')
      .values(hours.exceptions.map((e) => ({ instructor_id: instructorId, ...e })))
      .execute();
}

/** The instructor's booked lessons starting after `now`, with the student's first name. */
export const bookedLessonsAfter = (db: Executor, instructorId: number, now: string) =>
  db
    .selectFrom('lessons')
    .innerJoin('users', 'users.id', 'lessons.student_id')
    .select(['lessons.id', 'lessons.starts_at', 'lessons.ends_at', 'users.f_name', 'users.name'])
    .where('lessons.instructor_id', '=', instructorId)
    .where('lessons.status', '=', 'booked')
    .where('lessons.starts_at', '>', now)
    .orderBy('lessons.starts_at')
    .orderBy('lessons.id')
    .execute();

/** The instructor's lessons not cancelled starting within [from, to) (or the one lesson), earliest first, with their student. */
export function teachingLessons(db: Executor, instructorId: number, which: { from: string; to: string } | { lessonId: number }) {
  let query = db
    .selectFrom('lessons')
    .innerJoin('users', 'users.id', 'lessons.student_id')
    .selectAll('lessons')
    .select(['users.f_name', 'users.name', 'users.city', 'users.phone_number'])
    .where('lessons.instructor_id', '=', instructorId)
    .where('lessons.status', '!=', 'cancelled');
  query =
    'lessonId' in which
      ? query.where('lessons.id', '=', which.lessonId)
      : query.where('lessons.starts_at', '>=', which.from).where('lessons.starts_at', '<', which.to);
  return query.orderBy('lessons.starts_at').orderBy('lessons.id').limit(2000).execute();
}

export type TeachingLessonRow = Awaited<ReturnType<typeof teachingLessons>>[number];

/** A log entry and every write made to it, newest first. */
export interface LogWithChanges {
  log: LessonLog;
  changes: LessonLogChange[];
}

/** The log entries of the lessons, each with its changes newest first. */
export async function logsOf(db: Executor, lessonIds: readonly number[]): Promise<Map<number, LogWithChanges>> {
  const out = new Map<number, LogWithChanges>();
  if (lessonIds.length === 0) return out;
  const logs = await db
    .selectFrom('lesson_logs')
    .selectAll()
    .where('lesson_id', 'in', [...lessonIds])
    .execute();
  if (logs.length === 0) return out;
  const changes = await db
    .selectFrom('lesson_log_changes')
    .selectAll()
    .where(
      'lesson_log_id',
      'in',
      logs.map((l) => l.id),
    )
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const log of logs) out.set(log.lesson_id, { log, changes: changes.filter((c) => c.lesson_log_id === log.id) });
  return out;
}

/** What one write of a log entry says and who made it. */
export interface LogWrite {
  skills: string[];
  notes: string;
  licence_number: string;
  changedBy: { id: number; name: string; role: 'instructor' | 'office' };
}

/** Creates or corrects a lesson's log entry and appends the write to its history. */
export async function writeLog(trx: Executor, lessonId: number, write: LogWrite, now: string): Promise<void> {
  const values = { skills: write.skills.join(','), notes: write.notes, licence_number: write.licence_number };
  const existing = await trx.selectFrom('lesson_logs').select('id').where('lesson_id', '=', lessonId).executeTakeFirst();
  const logId = existing
    ? (
        await trx
          .updateTable('lesson_logs')
          .set({ ...values, updated_at: now })
          .where('id', '=', existing.id)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    : (
        await trx
          .insertInto('lesson_logs')
          .values({ lesson_id: lessonId, ...values, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
  await trx
    .insertInto('lesson_log_changes')
    .values({
      lesson_log_id: logId,
      changed_by: write.changedBy.id,
      changed_by_name: write.changedBy.name,
      role: write.changedBy.role,
      ...values,
      changed_at: now,
    })
    .execute();
}
