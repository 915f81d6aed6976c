import type { InstructorDate } from '../../db/schema';
import { NotFoundError, type Executor } from '../../domain/errors';
import { findAcceptedInstructor, listInstructorDates } from './repository';

export { listAcceptedInstructors } from './repository';

/** The dates of an accepted instructor; pending or rejected ones do not exist publicly (NotFoundError). */
export async function instructorDates(db: Executor, instructorId: number): Promise<InstructorDate[]> {
  if (!(await findAcceptedInstructor(db, instructorId))) throw new NotFoundError();
  return listInstructorDates(db, instructorId);
}
