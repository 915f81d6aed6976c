import { sql, type Insertable } from 'kysely';
import { addDays } from '../../../contract/torontoTime';
import type { Database, Instructor, InstructorDocument, InstructorDocumentKind } from '../../db/schema';
import type { Executor } from '../../domain/errors';
import { likePattern } from '../inquiries/repository';
import { LICENCE_WARNING_DAYS } from './application';

/** Approved instructors whose licence is valid on Toronto's `today`, by first name. */
export function listAcceptedInstructors(db: Executor, today: string): Promise<Instructor[]> {
  return db
    .selectFrom('instructors')
    .selectAll()
    .where('status', '=', 'accepted')
    .where('licence_expires_on', '>=', today)
    .orderBy('f_name')
    .orderBy('id')
    .execute();
}

export function findAcceptedInstructor(db: Executor, id: number): Promise<Instructor | undefined> {
  return db.selectFrom('instructors').selectAll().where('id', '=', id).where('status', '=', 'accepted').executeTakeFirst();
}

export function findInstructor(db: Executor, id: number): Promise<Instructor | undefined> {
  return db.selectFrom('instructors').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findInstructorOfUser(db: Executor, userId: number): Promise<Instructor | undefined> {
  return db.selectFrom('instructors').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Inserts the account's application unless one exists already (two first reads at once make one). */
export async function insertInstructorOnce(db: Executor, row: Insertable<Database['instructors']>): Promise<void> {
  await db
    .insertInto('instructors')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export function updateInstructor(db: Executor, id: number, changes: Partial<Omit<Instructor, 'id'>>): Promise<Instructor> {
  return db.updateTable('instructors').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function listDocuments(db: Executor, instructorIds: number[]): Promise<InstructorDocument[]> {
  if (instructorIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('instructor_documents').selectAll().where('instructor_id', 'in', instructorIds).orderBy('id').execute();
}

export function findDocument(db: Executor, instructorId: number, kind: InstructorDocumentKind): Promise<InstructorDocument | undefined> {
  return db.selectFrom('instructor_documents').selectAll().where('instructor_id', '=', instructorId).where('kind', '=', kind).executeTakeFirst();
}

export async function saveDocument(db: Executor, doc: Omit<InstructorDocument, 'id'>, existing: InstructorDocument | undefined): Promise<void> {
  if (existing) await db.updateTable('instructor_documents').set(doc).where('id', '=', existing.id).execute();
  else await db.insertInto('instructor_documents').values(doc).execute();
}

export interface AdminInstructorFilter {
  status?: Instructor['status'];
  /** Approved instructors whose licence expires by `attentionBy` (or has no expiry). */
  attentionBy?: string;
  search?: string;
  /** Only those whose profile change waits for the office's review. */
  profileChangePending?: boolean;
}

/** Submitted applications (drafts are the applicant's own), newest submission first. */
export function listSubmittedInstructors(db: Executor, filter: AdminInstructorFilter): Promise<Instructor[]> {
  let query = db.selectFrom('instructors').selectAll().where('submitted_at', 'is not', null);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.attentionBy) {
    const by = filter.attentionBy;
    query = query.where('status', '=', 'accepted').where((eb) => eb.or([eb('licence_expires_on', 'is', null), eb('licence_expires_on', '<=', by)]));
  }
  if (filter.profileChangePending) {
    query = query.where((eb) =>
      eb.exists(
        eb.selectFrom('instructor_profile_changes as c').select('c.id').whereRef('c.instructor_id', '=', 'instructors.id').where('c.status', '=', 'pending'),
      ),
    );
  }
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const pattern = likePattern(search);
    const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    query = query.where((eb) =>
      eb.or([like('f_name'), like('l_name'), like('email'), like('phone_number'), sql<boolean>`lower(f_name || ' ' || l_name) like ${pattern} escape '\\'`]),
    );
  }
  return query.orderBy('submitted_at', 'desc').orderBy('id', 'desc').execute();
}

/** Approved instructors whose licence has expired or expires within the warning days, soonest first. */
export function listLicenceAlerts(db: Executor, today: string): Promise<Pick<Instructor, 'id' | 'f_name' | 'l_name' | 'licence_expires_on'>[]> {
  return (
    db
      .selectFrom('instructors')
      .select(['id', 'f_name', 'l_name', 'licence_expires_on'])
      .where('status', '=', 'accepted')
      .where((eb) => eb.or([eb('licence_expires_on', 'is', null), eb('licence_expires_on', '<=', addDays(today, LICENCE_WARNING_DAYS))]))
      // Dated ones soonest first, then those without an expiry (engines place nulls differently).
      .orderBy(sql`licence_expires_on is null`)
      .orderBy('licence_expires_on')
      .orderBy('id')
      .limit(500)
      .execute()
  );
}
