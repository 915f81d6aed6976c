import { createHash, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { components } from '../../../contract/generated/openapi.gen';
import type { Partner } from '../../db/schema';
import { isEmail } from '../../domain/email';
import { ForbiddenError, InvalidError, NotFoundError, type Executor } from '../../domain/errors';
import { textOrNull } from '../../domain/text';
import { inTransaction } from '../../domain/transaction';
import { decodesFully } from '../../media/imageVariants';
import { storeFile } from '../../media/storedFile';
import type { m } from './messages';
import { findPartner, insertPartner, listPartnerStudents } from './repository';

type Key = Parameters<typeof m>[1];

export { listAllPartnerStudents, listPartners } from './repository';

const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const PROFIT_PER_STUDENT = 10;

/** A logo as sent: its bytes, and the image type its first bytes name (undefined for none). */
export interface LogoUpload {
  data: Buffer;
  kind: { ext: string } | undefined;
}

/** Compares fixed-length digests, so neither the content nor the length of the secret leaks through timing. */
function accountMatches(given: string, stored: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s.trim()).digest();
  return timingSafeEqual(digest(given), digest(stored));
}

/** Writes the logo under uploads/partners with a random name; returns its URL path and a remover. */
async function storeLogo(uploadsDir: string, data: Buffer, ext: string) {
  const stored = await storeFile(path.join(uploadsDir, 'partners'), data, ext);
  return { url: `/uploads/partners/${stored.name}`, remove: stored.remove };
}

/**
 * Checks the partner and its logo, stores the logo under `uploadsDir` and writes the row.
 * InvalidError names every field that breaks a rule: blank name or account number, a contact
 * email that is not one, a logo missing, over 2 MB or not an image.
 */
export async function createPartner(
  db: Executor,
  uploadsDir: string,
  input: components['schemas']['PartnerInput'],
  logo: LogoUpload | undefined,
): Promise<Partner> {
  const errors: Partial<Record<string, Key>> = {};
  const name = input.name.trim();
  const accountId = input.account_id.trim();
  const contactEmail = textOrNull(input.contact_email);
  if (!name) errors.name = 'nameRequired';
  if (!accountId) errors.account_id = 'accountRequired';
  if (contactEmail && !isEmail(contactEmail)) errors.contact_email = 'emailInvalid';

  // The bytes decide, not the file name or the declared type: a known image signature, and
  // every pixel decodes (the pages show it through renderings made from it, src/server/media).
  if (!logo) errors.logo = 'logoRequired';
  else if (logo.data.length > LOGO_MAX_BYTES) errors.logo = 'logoTooLarge';
  else if (!logo.kind || !(await decodesFully(logo.data))) errors.logo = 'logoNotImage';
  if (!logo?.kind || Object.keys(errors).length > 0) throw new InvalidError<Key>(errors);

  const stored = await storeLogo(uploadsDir, logo.data, logo.kind.ext);
  try {
    const now = new Date().toISOString();
    return await inTransaction(db, (trx) =>
      insertPartner(trx, {
        name,
        logo: stored.url,
        description: textOrNull(input.description),
        contact_email: contactEmail,
        discount_code: textOrNull(input.discount_code),
        discount_amount: input.discount_amount ?? 0,
        account_id: accountId,
        created_at: now,
        updated_at: now,
      }),
    );
  } catch (error) {
    await stored.remove(); // no orphan file when the row was not written
    throw error;
  }
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
