import type { components } from '../../../contract/generated/openapi.gen';
import { addDays, torontoDay, torontoInstant } from '../../../contract/torontoTime';
import type { RoadTest } from '../../db/schema';
import { updateVersioned } from '../../db/versions';
import { ForbiddenError, InvalidError, NotFoundError, type Executor } from '../../domain/errors';
import { inTransaction } from '../../domain/transaction';
import { writtenRow } from '../../domain/versionedWrite';
import type { m } from './messages';
import { attemptsTaken, deleteRoadTestRow, findRoadTest, insertRoadTest, isStudent, lastLessonBetween } from './repository';

type RoadTestInput = components['schemas']['RoadTestInput'];
type RoadTestUpdateInput = components['schemas']['RoadTestUpdateInput'];
type Key = Parameters<typeof m>[1];

/** How long before a test a lesson may end and still be its warm-up. */
const WARM_UP_HOURS = 3;
/** Road tests before this day are typing mistakes, not history the school keeps. */
const FIRST_DAY = '2000-01-01';

export { listRoadTests } from './repository';

/** The student's account, for the office: a 404 when `id` is not a student's. */
export async function requireStudent(db: Executor, id: number): Promise<void> {
  if (!(await isStudent(db, id))) throw new NotFoundError();
}

function checkDay(takenOn: string, today = torontoDay()): void {
  if (takenOn > today) throw new InvalidError<Key>({ taken_on: 'dayInFuture' });
  if (takenOn < FIRST_DAY) throw new InvalidError<Key>({ taken_on: 'dayTooEarly' });
}

/**
 * The warm-up lesson: the student's lesson (booked or completed) on the test's Toronto day that
 * ended at most WARM_UP_HOURS before the test's time, or the day's last one when the time is not known.
 */
async function warmUp(db: Executor, studentId: number, takenOn: string, testTime: string | undefined) {
  const dayStart = torontoInstant(takenOn, '00:00').toISOString();
  const dayEnd = torontoInstant(addDays(takenOn, 1), '00:00').toISOString();
  const at = testTime ? torontoInstant(takenOn, testTime).getTime() : undefined;
  const lesson = await lastLessonBetween(db, studentId, {
    dayStart,
    dayEnd,
    endsFrom: at === undefined ? dayStart : new Date(at - WARM_UP_HOURS * 3_600_000).toISOString(),
    endsBy: at === undefined ? dayEnd : new Date(at).toISOString(),
  });
  return { warmup_lesson_id: lesson?.id ?? null, instructor_id: lesson?.instructor_id ?? null };
}

/** Records a road test of `studentId`, its attempt the next one of the class when not given. */
export function recordRoadTest(db: Executor, studentId: number, input: RoadTestInput, by: 'student' | 'office'): Promise<RoadTest> {
  checkDay(input.taken_on);
  return inTransaction(db, async (trx) => {
    const attempt = input.attempt ?? (await attemptsTaken(trx, studentId, input.class)) + 1;
    if (attempt > 20) throw new InvalidError<Key>({ attempt: 'tooManyAttempts' });
    const now = new Date().toISOString();
    return insertRoadTest(trx, {
      student_id: studentId,
      class: input.class,
      taken_on: input.taken_on,
      test_time: input.test_time ?? null,
      centre_id: input.centre_id,
      attempt,
      result: input.result,
      ...(await warmUp(trx, studentId, input.taken_on, input.test_time)),
      recorded_by: by,
      created_at: now,
      updated_at: now,
    });
  });
}

/** The office's correction: every field as given, the warm-up linked again; it becomes the office's record. */
export function correctRoadTest(db: Executor, id: number, input: RoadTestUpdateInput): Promise<RoadTest> {
  checkDay(input.taken_on);
  return inTransaction(db, async (trx) => {
    const current = await findRoadTest(trx, id);
    if (!current) throw new NotFoundError();
    const changes = {
      class: input.class,
      taken_on: input.taken_on,
      test_time: input.test_time ?? null,
      centre_id: input.centre_id,
      attempt: input.attempt ?? current.attempt,
      result: input.result,
      ...(await warmUp(trx, current.student_id, input.taken_on, input.test_time)),
      recorded_by: 'office' as const,
    };
    return writtenRow(await updateVersioned(trx, 'road_tests', id, changes, input.expected_updated_at));
  });
}

/** The student removes a test they recorded: another's is a 404, one the office wrote a 403. */
export async function removeOwnRoadTest(db: Executor, studentId: number, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await findRoadTest(trx, id);
    if (!row || row.student_id !== studentId) throw new NotFoundError();
    if (row.recorded_by !== 'student') throw new ForbiddenError<Key>('officeRecord');
    await deleteRoadTestRow(trx, id, studentId);
  });
}

export async function deleteRoadTest(db: Executor, id: number): Promise<void> {
  if (!(await deleteRoadTestRow(db, id))) throw new NotFoundError();
}
