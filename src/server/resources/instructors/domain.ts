import type { Transaction } from 'kysely';
import type { components } from '../../../contract/generated/openapi.gen';
import { lockVersions, nextStamp } from '../../db/versions';
import type { Database, Instructor, InstructorDocument, InstructorDocumentKind, InstructorProfileChange } from '../../db/schema';
import { ConflictError, InvalidError, NotFoundError, type Executor } from '../../domain/errors';
import { addDays, torontoInstant, torontoMoment } from '../../../contract/torontoTime';
import { inTransaction } from '../../domain/transaction';
import type { Blobs } from '../../blobs/blobStore';
import type { MailOutbox } from '../../mail/outbox';
import { removeImage } from '../../media/uploadedImage';
import { availabilityWindows, type AvailabilityWindow } from '../lessons/availability';
import { LICENCE_WARNING_DAYS, licenceState } from './application';
import { instructorApprovedMail, instructorRejectedMail, profileChangeApprovedMail, profileChangeRejectedMail, type ReviewRecipient } from './mails';
import { dropProfileChange, findProfileChange, listProfileChanges, publicProfileOf, refuseProfileChange } from './profileChanges';
import type { m } from './messages';
import {
  findAcceptedInstructor,
  findDocument,
  findInstructor,
  listAcceptedInstructors,
  listDocuments,
  listLicenceAlerts,
  listSubmittedInstructors,
  updateInstructor,
} from './repository';

type Key = Parameters<typeof m>[1];

/** Toronto's date today (YYYY-MM-DD): licences are valid to the end of their last Toronto day. */
export const torontoToday = () => torontoMoment().date;

/** An instructor with their documents and profile change, as both the instructor and the office read them. */
export interface InstructorView {
  row: Instructor;
  documents: InstructorDocument[];
  change: InstructorProfileChange | undefined;
}

export async function viewOf(db: Executor, row: Instructor): Promise<InstructorView> {
  const [documents, change] = await Promise.all([listDocuments(db, [row.id]), findProfileChange(db, row.id)]);
  return { row, documents, change };
}

/** The version an editor reads: rows the school entered before versions existed have their creation. */
export const versionOf = (row: Instructor) => row.updated_at ?? row.created_at;

/**
 * The instructor's row, locked until the transaction ends so that two writes (a review and an
 * edit, two reviews) are decided one after the other; NotFoundError when there is none.
 */
export async function lockInstructor(trx: Transaction<Database>, id: number): Promise<Instructor> {
  await lockVersions(trx, 'instructors', [id]);
  const row = await findInstructor(trx, id);
  if (!row) throw new NotFoundError();
  return row;
}

/** Writes `changes` as a new version of a locked row. */
export const writeInstructor = (trx: Executor, row: Instructor, changes: Partial<Omit<Instructor, 'id'>>) =>
  updateInstructor(trx, row.id, { ...changes, updated_at: nextStamp([versionOf(row)]) });

/** Approved instructors on the public grid: those whose licence is still valid today. */
export const publicInstructors = (db: Executor) => listAcceptedInstructors(db, torontoToday());

/**
 * The availability of an accepted instructor on the Toronto days from today for 28 days (none
 * while their licence is not valid); pending or rejected ones do not exist publicly (NotFoundError).
 */
export async function instructorDates(db: Executor, instructorId: number): Promise<AvailabilityWindow[]> {
  const instructor = await findAcceptedInstructor(db, instructorId);
  if (!instructor) throw new NotFoundError();
  const today = torontoToday();
  // Hours past the licence's last day cannot be booked: they are not shown.
  const expires = instructor.licence_expires_on;
  if (!expires || expires < today) return [];
  const last = expires < addDays(today, 27) ? expires : addDays(today, 27);
  const range = { from: torontoInstant(today, '00:00').getTime(), to: torontoInstant(addDays(last, 1), '00:00').getTime() };
  return availabilityWindows(db, range, instructorId);
}

type AdminListQuery = { status?: Instructor['status']; licence?: 'attention'; search?: string; profile_change?: 'pending' };

/** The office's list with each instructor's documents and profile change. */
export async function officeInstructors(db: Executor, query: AdminListQuery): Promise<InstructorView[]> {
  const attentionBy = query.licence === 'attention' ? addDays(torontoToday(), LICENCE_WARNING_DAYS) : undefined;
  const rows = await listSubmittedInstructors(db, {
    status: query.status,
    attentionBy,
    search: query.search,
    profileChangePending: query.profile_change === 'pending',
  });
  const ids = rows.map((r) => r.id);
  const [documents, changes] = await Promise.all([listDocuments(db, ids), listProfileChanges(db, ids)]);
  return rows.map((row) => ({
    row,
    documents: documents.filter((d) => d.instructor_id === row.id),
    change: changes.find((c) => c.instructor_id === row.id),
  }));
}

/** One submitted application for the office; a draft is the applicant's own (NotFoundError, as for none). */
export async function officeInstructor(db: Executor, id: number): Promise<InstructorView> {
  const row = await findInstructor(db, id);
  if (!row || row.submitted_at === null) throw new NotFoundError();
  return viewOf(db, row);
}

/** One document of a submitted application; NotFoundError for a draft, no such instructor or no such upload. */
export async function officeDocument(db: Executor, instructorId: number, kind: InstructorDocumentKind): Promise<InstructorDocument> {
  const row = await findInstructor(db, instructorId);
  const doc = row?.submitted_at ? await findDocument(db, instructorId, kind) : undefined;
  if (!doc) throw new NotFoundError();
  return doc;
}

/** What a review needs beyond the database to tell the instructor. */
export interface ReviewEnv {
  mail: MailOutbox;
  /** The site's origin, for links in mails. */
  siteOrigin: string;
}

/** The applicant's account (its email and language), or, for a row the school entered, the row's email in English. */
async function recipientOf(db: Executor, row: Instructor): Promise<ReviewRecipient> {
  const user =
    row.user_id === null
      ? undefined
      : await db.selectFrom('users').select(['email', 'f_name', 'email_locale']).where('id', '=', row.user_id).executeTakeFirst();
  return user ? { to: user.email, name: user.f_name || row.f_name, lang: user.email_locale } : { to: row.email, name: row.f_name, lang: 'en' };
}

/**
 * Approves or rejects a submitted, pending application read at `updated_at`, and queues the mail
 * telling the instructor in the same transaction. ConflictError 'stale' when it changed since
 * (so of two reviews at once only one is decided), 'not_submitted' when it is not waiting for
 * review; InvalidError on `reason` for a rejection without one.
 */
export async function reviewInstructor(
  db: Executor,
  env: ReviewEnv,
  id: number,
  input: components['schemas']['InstructorReviewInput'],
): Promise<InstructorView> {
  const reason = input.reason?.trim() ?? '';
  if (input.decision === 'reject' && !reason) throw new InvalidError<Key>({ reason: 'reasonRequired' });
  return inTransaction(db, async (trx) => {
    const row = await lockInstructor(trx, id);
    if (versionOf(row) !== input.updated_at) throw new ConflictError<Key>('changedMeanwhile', 'stale');
    if (row.status !== 'pending' || row.submitted_at === null) throw new ConflictError<Key>('notSubmitted', 'not_submitted');
    const approve = input.decision === 'approve';
    const reviewed = await writeInstructor(trx, row, {
      status: approve ? 'accepted' : 'rejected',
      reviewed_at: new Date().toISOString(),
      review_reason: approve ? null : reason,
    });
    const who = await recipientOf(trx, reviewed);
    await env.mail.queue(trx, approve ? instructorApprovedMail(who, env.siteOrigin) : instructorRejectedMail(who, reason, env.siteOrigin));
    return viewOf(trx, reviewed);
  });
}

/** The car photos' folder in the public uploads. */
export const CAR_PHOTOS = 'instructors';

/**
 * Approves or rejects an instructor's profile change read at `updated_at`, and queues the mail
 * telling the instructor in the same transaction. Approved, it becomes the public profile, and
 * the public photo it replaces is deleted once committed. ConflictError 'no_profile_change' when
 * none waits for review, 'stale' when the instructor changed it since; InvalidError on `reason`
 * for a rejection without one.
 */
export async function reviewProfileChange(
  db: Executor,
  blobs: Blobs,
  env: ReviewEnv,
  id: number,
  input: components['schemas']['InstructorProfileChangeReviewInput'],
): Promise<InstructorView> {
  const reason = input.reason?.trim() ?? '';
  if (input.decision === 'reject' && !reason) throw new InvalidError<Key>({ reason: 'reasonRequired' });
  const { view, replacedPhoto } = await inTransaction(db, async (trx) => {
    const row = await lockInstructor(trx, id);
    const change = await findProfileChange(trx, id);
    if (!change || change.status !== 'pending') throw new ConflictError<Key>('noProfileChange', 'no_profile_change');
    if (change.updated_at !== input.updated_at) throw new ConflictError<Key>('profileChangeStale', 'stale');
    const who = await recipientOf(trx, row);
    if (input.decision === 'reject') {
      await refuseProfileChange(trx, change, reason);
      await env.mail.queue(trx, profileChangeRejectedMail(who, reason, env.siteOrigin));
      return { view: await viewOf(trx, row), replacedPhoto: null as string | null };
    }
    const saved = await writeInstructor(trx, row, publicProfileOf(change));
    await dropProfileChange(trx, saved, change);
    await env.mail.queue(trx, profileChangeApprovedMail(who, env.siteOrigin));
    return { view: await viewOf(trx, saved), replacedPhoto: row.car_image_url !== saved.car_image_url ? row.car_image_url : null };
  });
  // Only a photo an instructor uploaded is ours to delete (seeded rows point at shared images).
  await removeImage(blobs.uploads, CAR_PHOTOS, replacedPhoto);
  return view;
}

/** The dashboard's licence alerts: approved instructors whose licence has expired or soon will, soonest first. */
export async function licenceAlerts(db: Executor): Promise<components['schemas']['LicenceAlert'][]> {
  const today = torontoToday();
  return (await listLicenceAlerts(db, today)).map((row) => ({
    id: row.id,
    name: row.l_name && row.l_name !== 'NULL' ? `${row.f_name} ${row.l_name}` : row.f_name,
    licence_expires_on: row.licence_expires_on,
    licence_state: licenceState(row.licence_expires_on, today),
  }));
}
