import type { Insertable, Updateable } from 'kysely';
import type { RoadTest, RoadTestsTable } from '../../db/schema';
import type { Executor } from '../../domain/errors';

export function listRoadTests(db: Executor, studentId: number): Promise<RoadTest[]> {
  return db.selectFrom('road_tests').selectAll().where('student_id', '=', studentId).orderBy('taken_on', 'desc').orderBy('id', 'desc').limit(200).execute();
}

export function findRoadTest(db: Executor, id: number): Promise<RoadTest | undefined> {
  return db.selectFrom('road_tests').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertRoadTest(db: Executor, row: Insertable<RoadTestsTable>): Promise<RoadTest> {
  return db.insertInto('road_tests').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function deleteRoadTestRow(db: Executor, id: number, studentId?: number): Promise<boolean> {
  let query = db.deleteFrom('road_tests').where('id', '=', id);
  if (studentId !== undefined) query = query.where('student_id', '=', studentId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type RoadTestChanges = Updateable<RoadTestsTable>;

/** The tests of a class the student took (passed or failed), but `except`: the attempts before the next one. */
export async function attemptsTaken(db: Executor, studentId: number, testClass: 'G2' | 'G', except?: number): Promise<number> {
  let query = db
    .selectFrom('road_tests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('student_id', '=', studentId)
    .where('class', '=', testClass)
    .where('result', 'in', ['pass', 'fail']);
  if (except !== undefined) query = query.where('id', '!=', except);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The student's last lesson (booked or completed) starting in [dayStart, dayEnd) and ending in
 * [endsFrom, endsBy]: the warm-up before a test.
 */
export function lastLessonBetween(db: Executor, studentId: number, range: { dayStart: string; dayEnd: string; endsFrom: string; endsBy: string }) {
  return db
    .selectFrom('lessons')
    .select(['id', 'instructor_id'])
    .where('student_id', '=', studentId)
    .where('status', 'in', ['booked', 'completed'])
    .where('starts_at', '>=', range.dayStart)
    .where('starts_at', '<', range.dayEnd)
    .where('ends_at', '>=', range.endsFrom)
    .where('ends_at', '<=', range.endsBy)
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function isStudent(db: Executor, userId: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('users').select('id').where('id', '=', userId).where('role', '=', 'student').executeTakeFirst();
}

export function instructorsOf(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('instructors').select(['id', 'f_name', 'l_name']).where('id', 'in', ids).execute();
}
