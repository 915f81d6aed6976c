import type { Insertable } from 'kysely';
import type { BdeAttendanceTable, BdeClassSession, BdeClassSessionsTable } from '../../db/schema';
import { isPostgres } from '../../db/connect';
import type { Executor } from '../../domain/errors';

/** A class date (a date of a package with classroom hours) with its package's names. */
export function classDates(db: Executor) {
  return db
    .selectFrom('package_dates')
    .innerJoin('packages', 'packages.id', 'package_dates.package_id')
    .where('packages.course_hour_count', '>', 0)
    .select([
      'package_dates.id',
      'package_dates.first_date',
      'package_dates.second_date',
      'package_dates.from_time',
      'package_dates.to_time',
      'packages.id as package_id',
      'packages.en_name',
      'packages.fr_name',
      'packages.ar_name',
    ]);
}

export type ClassDate = Awaited<ReturnType<ReturnType<typeof classDates>['executeTakeFirstOrThrow']>>;

export const findClassDate = (db: Executor, id: number) => classDates(db).where('package_dates.id', '=', id).executeTakeFirst();

/**
 * Serialises the writes that depend on a class's sessions: on PostgreSQL its package_dates row FOR
 * UPDATE, so that two sessions scheduled at once are counted against the day's limit one after the
 * other; SQLite runs one write transaction at a time already.
 */
export async function lockClassDate(trx: Executor, id: number): Promise<void> {
  if (isPostgres(trx)) await trx.selectFrom('package_dates').select('id').where('id', '=', id).forUpdate().execute();
}

/** The sessions of the class dates, in time order. */
export async function sessionsOf(db: Executor, dateIds: readonly number[]): Promise<BdeClassSession[]> {
  if (dateIds.length === 0) return [];
  return db.selectFrom('bde_class_sessions').selectAll().where('package_date_id', 'in', dateIds).orderBy('starts_at').orderBy('id').execute();
}

export const findSession = (db: Executor, id: number) => db.selectFrom('bde_class_sessions').selectAll().where('id', '=', id).executeTakeFirst();

export const insertSession = (db: Executor, values: Insertable<BdeClassSessionsTable>) =>
  db.insertInto('bde_class_sessions').values(values).returningAll().executeTakeFirstOrThrow();

/** The courses booked on the class dates (any status), with their students. */
export function coursesOnDates(db: Executor, dateIds: readonly number[]) {
  if (dateIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bde_courses')
    .innerJoin('bookings', 'bookings.id', 'bde_courses.booking_id')
    .innerJoin('users', 'users.id', 'bde_courses.user_id')
    .select(['bde_courses.id', 'bde_courses.status', 'bookings.package_date_id', 'users.id as user_id', 'users.name', 'users.email'])
    .where('bookings.package_date_id', 'in', dateIds)
    .orderBy('users.name')
    .orderBy('bde_courses.id')
    .execute();
}

/** The attendance recorded at the sessions. */
export async function attendanceAt(db: Executor, sessionIds: readonly number[]) {
  if (sessionIds.length === 0) return [];
  return db.selectFrom('bde_attendance').selectAll().where('session_id', 'in', sessionIds).execute();
}

/** Records (or replaces) a student's attendance at a session. */
export async function upsertAttendance(db: Executor, row: Insertable<BdeAttendanceTable>): Promise<void> {
  await db
    .insertInto('bde_attendance')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['session_id', 'course_id'])
        .doUpdateSet({ status: row.status, minutes: row.minutes, recorded_by: row.recorded_by, recorded_at: row.recorded_at }),
    )
    .execute();
}

/** The class minutes each course has attended. */
export async function classMinutesOf(db: Executor, courseIds: readonly number[]): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('bde_attendance')
    .select(['course_id', (eb) => eb.fn.sum<number>('minutes').as('minutes')])
    .where('course_id', 'in', courseIds)
    .groupBy('course_id')
    .execute();
  return new Map(rows.map((r) => [r.course_id, Number(r.minutes)]));
}
