import type { Kysely, Transaction } from 'kysely';
import type { Database, Instructor, InstructorDate } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function listAcceptedInstructors(db: Db): Promise<Instructor[]> {
  return db.selectFrom('instructors').selectAll().where('status', '=', 'accepted').orderBy('f_name').orderBy('id').execute();
}

export function findAcceptedInstructor(db: Db, id: number): Promise<Instructor | undefined> {
  return db.selectFrom('instructors').selectAll().where('id', '=', id).where('status', '=', 'accepted').executeTakeFirst();
}

export function listInstructorDates(db: Db, instructorId: number): Promise<InstructorDate[]> {
  return db.selectFrom('instructor_dates').selectAll().where('instructor_id', '=', instructorId).orderBy('date').orderBy('from_time').orderBy('id').execute();
}
