import { createHash, timingSafeEqual } from 'node:crypto';
import type { components } from '../../../contract/generated/openapi.gen';
import { componentValidator } from '../../../contract/spec';
import type { Partner } from '../../db/schema';
import { isEmail } from '../../domain/email';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, type Executor } from '../../domain/errors';
import { textOrNull } from '../../domain/text';
import { PARTNER_TEXT, storedTranslations, type Translations } from '../../domain/translations';
import { inTransaction } from '../../domain/transaction';
import { writtenRow } from '../../domain/versionedWrite';
import type { BlobStore } from '../../blobs/blobStore';
import { imageProblem, removeImage, storeImage, type ImageProblem, type ImageUpload } from '../../media/uploadedImage';
import { makeDiscountCode } from './discountCode';
import type { m } from './messages';
import {
  deletePartner as deletePartnerRow,
  findPartner,
  hasPartnerStudents,
  insertPartner,
  listPartnerStudents,
  updatePartner as updatePartnerRow,
} from './repository';

type Key = Parameters<typeof m>[1];
type PartnerUpdateInput = components['schemas']['PartnerUpdateInput'];

export { listAllPartnerStudents, listPartners } from './repository';

const PROFIT_PER_STUDENT = 10;
/** Where logos are stored, under the uploads. */
const LOGO_FOLDER = 'partners';
const LOGO_KEY: Record<ImageProblem, Key> = { missing: 'logoRequired', tooLarge: 'logoTooLarge', notImage: 'logoNotImage' };

/**
 * Account numbers are typed by people from a letter or an email: case and surrounding spaces do
 * not count. Fixed-length digests are compared, so neither the content nor the length of the
 * secret leaks through timing.
 */
function accountMatches(given: string, stored: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s.trim().toUpperCase()).digest();
  return timingSafeEqual(digest(given), digest(stored));
}

let translationsShape: ReturnType<typeof componentValidator> | undefined;

/**
 * The French and Arabic descriptions a form sends as JSON text (a multipart field cannot carry an
 * object): checked against the spec's PartnerTranslations as a JSON body would be. Undefined
 * when none were sent, 'invalid' when the text is not such an object.
 */
function sentTranslations(text: string | undefined): Translations<typeof PARTNER_TEXT> | 'invalid' | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'invalid';
  }
  translationsShape ??= componentValidator('PartnerTranslations');
  return translationsShape(value) ? (value as Translations<typeof PARTNER_TEXT>) : 'invalid';
}

/**
 * The partner's columns from the form, and the fields that break a rule: blank name or account
 * number, a contact email that is not one, a logo over 2 MB or not an image (a missing one only
 * when `logoRequired`), translations that are not the French and Arabic descriptions.
 */
async function partnerColumns(input: PartnerUpdateInput, logo: ImageUpload | undefined, logoRequired: boolean) {
  const errors: Partial<Record<string, Key>> = {};
  const name = input.name.trim();
  const account_id = input.account_id.trim();
  const contact_email = textOrNull(input.contact_email);
  if (!name) errors.name = 'nameRequired';
  if (!account_id) errors.account_id = 'accountRequired';
  if (contact_email && !isEmail(contact_email)) errors.contact_email = 'emailInvalid';
  const translations = sentTranslations(input.translations);
  if (translations === 'invalid') errors.translations = 'translationsInvalid';
  const problem = logo || logoRequired ? await imageProblem(logo) : undefined;
  if (problem) errors.logo = LOGO_KEY[problem];
  if (Object.keys(errors).length > 0) throw new InvalidError<Key>(errors);
  const columns = {
    name,
    description: textOrNull(input.description),
    contact_email,
    discount_code: textOrNull(input.discount_code),
    discount_amount: input.discount_amount ?? 0,
    account_id,
    // Only when sent: a client that knows only the English description keeps the stored translations.
    ...(translations && translations !== 'invalid' ? { translations: storedTranslations(PARTNER_TEXT, translations) } : {}),
  };
  return { columns, logo: logo?.kind && { data: logo.data, kind: logo.kind } };
}

/**
 * Checks the partner and its logo, stores the logo in the public uploads and writes the row; with
 * no discount code typed, one that cannot be guessed is made (discountCode.ts). InvalidError names
 * every field that breaks a rule (a logo is required).
 */
export async function createPartner(
  db: Executor,
  uploads: BlobStore,
  input: components['schemas']['PartnerInput'],
  logo: ImageUpload | undefined,
): Promise<Partner> {
  const checked = await partnerColumns(input, logo, true);
  // partnerColumns refused a missing logo already; this tells the compiler so.
  if (!checked.logo) throw new InvalidError<Key>({ logo: 'logoRequired' });
  const stored = await storeImage(uploads, LOGO_FOLDER, checked.logo);
  try {
    const now = new Date().toISOString();
    const discount_code = checked.columns.discount_code ?? makeDiscountCode(checked.columns.name);
    return await inTransaction(db, (trx) => insertPartner(trx, { ...checked.columns, discount_code, logo: stored.url, created_at: now, updated_at: now }));
  } catch (error) {
    await stored.remove(); // no orphan file when the row was not written
    throw error;
  }
}

/**
 * Writes the partner as a new version (onto `expected_updated_at` when given); a new logo replaces
 * the stored one, whose file is deleted once the row no longer names it. InvalidError,
 * NotFoundError, ConflictError('changedMeanwhile').
 */
export async function updatePartner(db: Executor, uploads: BlobStore, id: number, input: PartnerUpdateInput, logo: ImageUpload | undefined): Promise<Partner> {
  const checked = await partnerColumns(input, logo, false);
  const stored = checked.logo && (await storeImage(uploads, LOGO_FOLDER, checked.logo));
  try {
    const { before, after } = await inTransaction(db, async (trx) => {
      const previous = await findPartner(trx, id);
      const row = writtenRow(await updatePartnerRow(trx, id, { ...checked.columns, ...(stored && { logo: stored.url }) }, input.expected_updated_at));
      return { before: previous, after: row };
    });
    if (stored && before) await removeImage(uploads, LOGO_FOLDER, before.logo);
    return after;
  } catch (error) {
    await stored?.remove();
    throw error;
  }
}

/**
 * Deletes the partner and its logo file. ConflictError('hasStudents', 'has_students') while
 * students are recorded under it: what the partner earned would go with them. Bookings made with
 * its code keep its name (their link is cleared by the database).
 */
export async function deletePartner(db: Executor, uploads: BlobStore, id: number): Promise<void> {
  const removed = await inTransaction(db, async (trx) => {
    const partner = await findPartner(trx, id);
    if (!partner) throw new NotFoundError();
    if (await hasPartnerStudents(trx, id)) throw new ConflictError<Key>('hasStudents', 'has_students');
    await deletePartnerRow(trx, id);
    return partner;
  });
  await removeImage(uploads, LOGO_FOLDER, removed.logo);
}

/**
 * The students a partner brought, for the holder of its account number, and what they earned
 * it. NotFoundError for no such partner; ForbiddenError('noStudents') for a wrong account number.
 */
export async function partnerStudents(db: Executor, partnerId: number, accountNumber: string) {
  const partner = await findPartner(db, partnerId);
  if (!partner) throw new NotFoundError();
  if (!accountMatches(accountNumber, partner.account_id)) throw new ForbiddenError<Key>('noStudents');
  const students = await listPartnerStudents(db, partner.id);
  return { partnerId: partner.id, students, profit: students.length * PROFIT_PER_STUDENT };
}
