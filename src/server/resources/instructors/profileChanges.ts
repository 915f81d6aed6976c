import type { components } from '../../../contract/generated/openapi.gen';
import { nextStamp } from '../../db/versions';
import type { Instructor, InstructorProfileChange } from '../../db/schema';
import type { Executor } from '../../domain/errors';

/*
 * An approved instructor's public profile (what the public list shows of them) changes only once
 * the office approves: their edits are kept aside as their profile change, one per instructor,
 * which a newer edit replaces, while the instructors row goes on serving the approved version.
 * A refused change stays, with the office's reason, until the instructor saves again.
 */

export type ProfileChangeField = components['schemas']['InstructorProfileChangeField'];

const PUBLIC_COLUMNS = ['f_name', 'l_name', 'languages', 'bio_en', 'bio_fr', 'bio_ar', 'car_make_model', 'public_phone', 'car_image_url'] as const;

/** The columns of an instructor the public list shows. */
export type PublicProfile = Pick<Instructor, (typeof PUBLIC_COLUMNS)[number]>;

/** Each field the instructor and the office see, and the columns it stands for. */
const FIELD_COLUMNS: Record<ProfileChangeField, readonly (keyof PublicProfile)[]> = {
  f_name: ['f_name'],
  l_name: ['l_name'],
  languages: ['languages'],
  bio: ['bio_en', 'bio_fr', 'bio_ar'],
  car_make_model: ['car_make_model'],
  public_phone: ['public_phone'],
  car_photo: ['car_image_url'],
};

export const publicProfileOf = (source: PublicProfile): PublicProfile =>
  Object.fromEntries(PUBLIC_COLUMNS.map((column) => [column, source[column] ?? null])) as PublicProfile;

/** The fields in which `proposed` differs from `live`, in the order the screens list them. */
export function changedFields(live: PublicProfile, proposed: PublicProfile): ProfileChangeField[] {
  return (Object.keys(FIELD_COLUMNS) as ProfileChangeField[]).filter((field) =>
    FIELD_COLUMNS[field].some((column) => (live[column] ?? null) !== (proposed[column] ?? null)),
  );
}

/** Whether an edit of the public profile waits for the office: the instructor is public, or a change of theirs already waits. */
export const heldForReview = (row: Instructor, change: InstructorProfileChange | undefined) => row.status === 'accepted' || change?.status === 'pending';

export function findProfileChange(db: Executor, instructorId: number): Promise<InstructorProfileChange | undefined> {
  return db.selectFrom('instructor_profile_changes').selectAll().where('instructor_id', '=', instructorId).executeTakeFirst();
}

export function listProfileChanges(db: Executor, instructorIds: number[]): Promise<InstructorProfileChange[]> {
  if (instructorIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('instructor_profile_changes').selectAll().where('instructor_id', 'in', instructorIds).execute();
}

/**
 * Deletes an instructor's profile change, if any; returns the photo only it named (for the
 * caller to delete once committed), else null.
 */
export async function dropProfileChange(db: Executor, row: Instructor, change: InstructorProfileChange | undefined): Promise<string | null> {
  if (!change) return null;
  await db.deleteFrom('instructor_profile_changes').where('id', '=', change.id).execute();
  return change.car_image_url !== row.car_image_url ? change.car_image_url : null;
}

/**
 * Holds `edits` of a public instructor's profile for the office's review, over the change still
 * waiting (a refused one is started over from the public profile); a proposal that is the public
 * profile again withdraws the change. Returns the photo no longer named by any row (for the caller
 * to delete once committed), else null.
 */
export async function proposeProfile(
  db: Executor,
  row: Instructor,
  change: InstructorProfileChange | undefined,
  edits: Partial<PublicProfile>,
): Promise<string | null> {
  const base = change?.status === 'pending' ? change : row;
  const proposed = { ...publicProfileOf(base), ...edits };
  const orphan = change && change.car_image_url !== proposed.car_image_url && change.car_image_url !== row.car_image_url ? change.car_image_url : null;
  if (changedFields(row, proposed).length === 0) {
    await dropProfileChange(db, row, change);
    return orphan;
  }
  const now = new Date().toISOString();
  const values = {
    ...proposed,
    status: 'pending' as const,
    submitted_at: now,
    reviewed_at: null,
    review_reason: null,
    // A replaced change gets a version it never had: the office's decision names the one it read.
    updated_at: nextStamp(change ? [change.updated_at] : [], Date.parse(now)),
  };
  if (change) await db.updateTable('instructor_profile_changes').set(values).where('id', '=', change.id).execute();
  else
    await db
      .insertInto('instructor_profile_changes')
      .values({ instructor_id: row.id, ...values })
      .execute();
  return orphan;
}

/** The office's refusal: the change stays, with its reason, for the instructor to read. */
export async function refuseProfileChange(db: Executor, change: InstructorProfileChange, reason: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable('instructor_profile_changes')
    .set({ status: 'rejected', reviewed_at: now, review_reason: reason, updated_at: nextStamp([change.updated_at], Date.parse(now)) })
    .where('id', '=', change.id)
    .execute();
}
