import { issueToken } from '../../auth/tokens';
import { createStudent, type Account, type TestApp } from '../../test/helpers';
import { addInstructor } from '../lessons/fixtures';
import { bookedLessonRow, insertLesson } from '../lessons/repository';

/*
 * Rows the teaching tests start from: a "teacher" account with an instructor token and (unless
 * told otherwise) its accepted instructor row; lessons written straight into the database.
 */

export interface Teacher extends Account {
  instructorId: number | null;
}

export async function addTeacher(t: TestApp, options: { status?: 'pending' | 'accepted' | 'rejected'; withRow?: boolean } = {}): Promise<Teacher> {
  const account = await createStudent(t, { role: 'teacher' });
  await t.db.updateTable('users').set({ name: 'Omar Haddad' }).where('id', '=', account.user.id).execute();
  const token = await issueToken(t.db, account.user.id, 'test', 'instructor');
  const instructorId = options.withRow === false ? null : await addInstructor(t.db, { status: options.status, userId: account.user.id });
  return { ...account, token, instructorId };
}

/** A lesson of the student with the instructor starting at `start` (ISO), `status` booked unless told. */
export async function addLesson(
  t: TestApp,
  studentId: number,
  instructorId: number,
  start: string,
  options: { minutes?: 60 | 120; status?: 'booked' | 'cancelled' | 'completed' | 'no_show' } = {},
) {
  const row = bookedLessonRow(
    { studentId, instructorId, start: Date.parse(start), minutes: options.minutes ?? 60, bookedBy: 'office' },
    new Date().toISOString(),
  );
  return insertLesson(t.db, { ...row, status: options.status ?? 'booked' });
}
