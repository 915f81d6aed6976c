import type { components } from '../../../contract/generated/openapi.gen';
import type { Instructor, InstructorDocument, InstructorDocumentKind, User } from '../../db/schema';
import { ConflictError, InvalidError, NotFoundError, type Executor } from '../../domain/errors';
import { toE164 } from '../../domain/phone';
import { inTransaction } from '../../domain/transaction';
import { decodesFully } from '../../media/imageVariants';
import type { Blobs } from '../../blobs/blobStore';
import { removeStoredFile, storeFile } from '../../media/storedFile';
import { pdfProblem, type PdfProblem } from '../../media/uploadedPdf';
import { removeImage, storeImage } from '../../media/uploadedImage';
import { missingItems } from '../instructors/application';
import { documentFileName } from '../instructors/documents';
import { CAR_PHOTOS, lockInstructor, torontoToday, versionOf, viewOf, writeInstructor, type InstructorView } from '../instructors/domain';
import { dropProfileChange, findProfileChange, heldForReview, proposeProfile, type PublicProfile } from '../instructors/profileChanges';
import { findDocument, findInstructorOfUser, insertInstructorOnce, listDocuments, saveDocument } from '../instructors/repository';
import type { m } from './messages';

type Key = Parameters<typeof m>[1];

/** A file as sent: its bytes and the type its first bytes name (undefined for none we know); its name is not trusted. */
export interface Upload<Type> {
  data: Buffer;
  type: Type | undefined;
}
export type DocumentType = { ext: string; mime: InstructorDocument['mime_type'] };

/**
 * The signed-in teacher's application, created as an empty draft from their account on first
 * read (two first reads at once make one).
 */
export async function myApplication(db: Executor, user: User): Promise<InstructorView> {
  const existing = await findInstructorOfUser(db, user.id);
  if (existing) return viewOf(db, existing);
  const now = new Date().toISOString();
  await insertInstructorOnce(db, {
    user_id: user.id,
    f_name: user.f_name ?? '',
    l_name: user.l_name ?? '',
    email: user.email,
    phone_number: user.phone_number ?? '',
    // The column predates drafts and is required: an unknown birthday is kept empty.
    birthday: user.birthday ?? '',
    car_image_url: null,
    status: 'pending',
    submitted_at: null,
    created_at: now,
    updated_at: now,
  });
  return viewOf(db, (await findInstructorOfUser(db, user.id))!);
}

/** One of the signed-in teacher's own documents; NotFoundError when they have no such upload (or no application). */
export async function myDocument(db: Executor, user: User, kind: InstructorDocumentKind): Promise<InstructorDocument> {
  const row = await findInstructorOfUser(db, user.id);
  const doc = row && (await findDocument(db, row.id, kind));
  if (!doc) throw new NotFoundError();
  return doc;
}

/** An approved instructor whose licence or documents change is reviewed again (off the grid meanwhile). */
const backToReview = (row: Instructor, now: string): Partial<Instructor> =>
  row.status === 'accepted' ? { status: 'pending', submitted_at: now, reviewed_at: null, review_reason: null } : {};

/** A phone as typed: empty stays empty, a phone number becomes E.164, anything else is undefined. */
function phoneOf(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed ? toE164(trimmed) : '';
}

/**
 * Saves the profile as typed onto the version read (`updated_at`); a draft may be incomplete, but
 * a phone number given must be one (stored as the account's are). While the instructor is public
 * (or a change of theirs waits for review), the public fields are held for the office's review as
 * their profile change and the private ones apply at once; saving clears a refused change.
 * ConflictError 'stale' when the application changed since.
 */
export async function updateMyApplication(
  db: Executor,
  blobs: Blobs,
  user: User,
  input: components['schemas']['InstructorProfileInput'],
): Promise<InstructorView> {
  const phone = phoneOf(input.phone_number);
  // Absent, the published phone stays as it is: a client that predates it never unpublishes it.
  const publicPhone = input.public_phone === undefined ? undefined : phoneOf(input.public_phone);
  const invalid: Partial<Record<string, Key>> = {};
  if (phone === undefined) invalid.phone_number = 'phoneInvalid';
  if (input.public_phone !== undefined && publicPhone === undefined) invalid.public_phone = 'phoneInvalid';
  if (phone === undefined || Object.keys(invalid).length > 0) throw new InvalidError<Key>(invalid);
  const publicColumns: Partial<PublicProfile> = {
    f_name: input.f_name.trim(),
    l_name: input.l_name.trim(),
    languages: input.languages.join(','),
    bio_en: input.bio.en.trim(),
    bio_fr: input.bio.fr.trim(),
    bio_ar: input.bio.ar.trim(),
    car_make_model: input.car_make_model.trim(),
    ...(publicPhone === undefined ? {} : { public_phone: publicPhone || null }),
  };
  const privateColumns = {
    // The office writes to the account's address, which may have changed since the draft began.
    email: user.email,
    phone_number: phone,
    birthday: input.birthday ?? '',
    licence_number: input.licence_number.trim(),
    licence_expires_on: input.licence_expires_on,
  };
  const { id } = (await myApplication(db, user)).row;
  const { view, orphan } = await inTransaction(db, async (trx) => {
    const row = await lockInstructor(trx, id);
    if (versionOf(row) !== input.updated_at) throw new ConflictError<Key>('changedMeanwhile', 'stale');
    const licenceChanged = row.licence_number !== privateColumns.licence_number || row.licence_expires_on !== privateColumns.licence_expires_on;
    const change = await findProfileChange(trx, id);
    const held = heldForReview(row, change);
    const saved = await writeInstructor(trx, row, {
      ...privateColumns,
      ...(held ? {} : publicColumns),
      ...(licenceChanged ? backToReview(row, new Date().toISOString()) : {}),
    });
    const orphan = held ? await proposeProfile(trx, saved, change, publicColumns) : await dropProfileChange(trx, saved, change);
    return { view: await viewOf(trx, saved), orphan };
  });
  await removeImage(blobs.uploads, CAR_PHOTOS, orphan);
  return view;
}

/** How a missing item is worded in submitMyApplication's 422. */
function missingKey(item: string, row: Instructor): Key {
  if (item.startsWith('documents.')) return 'documentRequired';
  if (item === 'languages') return 'languagesRequired';
  if (item === 'bio') return 'bioRequired';
  if (item === 'car_photo') return 'carPhotoRequired';
  if (item === 'licence_expires_on' && row.licence_expires_on) return 'licenceExpired';
  return 'required';
}

/**
 * Sends a complete application for review: a draft or rejected one becomes pending, a pending
 * one stays as it is. InvalidError naming every missing item; ConflictError 'already_approved'.
 */
export async function submitMyApplication(db: Executor, user: User): Promise<InstructorView> {
  const { id } = (await myApplication(db, user)).row;
  return inTransaction(db, async (trx) => {
    const row = await lockInstructor(trx, id);
    if (row.status === 'accepted') throw new ConflictError<Key>('alreadyApproved', 'already_approved');
    const documents = await listDocuments(trx, [row.id]);
    const missing = missingItems(row, documents, torontoToday());
    if (missing.length > 0) throw new InvalidError<Key>(Object.fromEntries(missing.map((item) => [item, missingKey(item, row)])));
    if (row.status === 'pending' && row.submitted_at !== null) return viewOf(trx, row);
    const submitted = await writeInstructor(trx, row, { status: 'pending', submitted_at: new Date().toISOString(), reviewed_at: null, review_reason: null });
    return viewOf(trx, submitted);
  });
}

const PDF_KEY: Record<PdfProblem, Key> = { notPdf: 'pdfInvalid', activeContent: 'pdfActive' };

/** InvalidError on `file` unless the bytes are a PDF that parses without active content, or an image that decodes. */
async function checkDocument(file: Upload<DocumentType>): Promise<DocumentType> {
  const type = file.type;
  if (!type) throw new InvalidError<Key>({ file: 'fileType' });
  if (type.ext === 'pdf') {
    const problem = await pdfProblem(file.data);
    if (problem) throw new InvalidError<Key>({ file: PDF_KEY[problem] });
  } else if (!(await decodesFully(file.data))) throw new InvalidError<Key>({ file: 'fileType' });
  return type;
}

/**
 * Stores one document (the bytes decide its type: a PDF that parses, or a PNG, JPEG or WebP
 * image that decodes) in the private documents under a random name, replacing the one of that
 * kind; the replaced file is deleted once the new row is committed, and the new file when it is
 * not. A replaced document of an approved instructor sends them back to review. The uploaded
 * name is not kept: the document is named by its kind and type.
 */
export async function uploadMyDocument(
  db: Executor,
  blobs: Blobs,
  user: User,
  kind: InstructorDocumentKind,
  file: Upload<DocumentType> | undefined,
): Promise<InstructorView> {
  if (!file) throw new InvalidError<Key>({ file: 'fileRequired' });
  const type = await checkDocument(file);
  const { id } = (await myApplication(db, user)).row;
  const stored = await storeFile(blobs.documents, file.data, type.ext);
  try {
    const { view, replaced } = await inTransaction(db, async (trx) => {
      const row = await lockInstructor(trx, id);
      const existing = await findDocument(trx, id, kind);
      const now = new Date().toISOString();
      await saveDocument(
        trx,
        {
          instructor_id: id,
          kind,
          file_name: documentFileName({ kind, mime_type: type.mime }),
          stored_name: stored.key,
          mime_type: type.mime,
          size_bytes: file.data.length,
          uploaded_at: now,
        },
        existing,
      );
      return { view: await viewOf(trx, await writeInstructor(trx, row, backToReview(row, now))), replaced: existing?.stored_name };
    });
    if (replaced) await removeStoredFile(blobs.documents, replaced);
    return view;
  } catch (error) {
    await stored.remove(); // no orphan file when the row was not written
    throw error;
  }
}

/**
 * Stores the car photo with the public uploads (it is shown on the grid). While the instructor is
 * public (or a change of theirs waits for review) it is held for the office's review as part of
 * their profile change; otherwise it replaces the photo before, which is deleted.
 */
export async function uploadMyCarPhoto(db: Executor, blobs: Blobs, user: User, file: Upload<{ ext: string }> | undefined): Promise<InstructorView> {
  if (!file) throw new InvalidError<Key>({ photo: 'photoRequired' });
  const type = file.type;
  if (!type || type.ext === 'gif' || !(await decodesFully(file.data))) throw new InvalidError<Key>({ photo: 'photoType' });
  const { id } = (await myApplication(db, user)).row;
  const stored = await storeImage(blobs.uploads, CAR_PHOTOS, { data: file.data, kind: type });
  try {
    const { view, orphans } = await inTransaction(db, async (trx) => {
      const row = await lockInstructor(trx, id);
      const change = await findProfileChange(trx, id);
      if (heldForReview(row, change)) {
        // A new version all the same: the instructor's screen reads the application again.
        const saved = await writeInstructor(trx, row, {});
        const orphan = await proposeProfile(trx, saved, change, { car_image_url: stored.url });
        return { view: await viewOf(trx, saved), orphans: [orphan] };
      }
      const saved = await writeInstructor(trx, row, { car_image_url: stored.url });
      const refused = await dropProfileChange(trx, saved, change);
      return { view: await viewOf(trx, saved), orphans: [row.car_image_url, refused] };
    });
    // Only a photo uploaded here is ours to delete (seeded rows point at shared images).
    for (const url of orphans) await removeImage(blobs.uploads, CAR_PHOTOS, url);
    return view;
  } catch (error) {
    await stored.remove();
    throw error;
  }
}
