import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Partner } from '../../db/schema';
import type { ImageKind } from '../../http/multipart';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const PROFIT_PER_STUDENT = 10;

/** What anyone may see: never the account number or the discount details. */
export const toPublicPartner = (p: Partner) => ({ id: p.id, name: p.name, logo: p.logo, description: p.description });

export const toPartner = (p: Partner) => ({
  id: p.id,
  name: p.name,
  logo: p.logo,
  description: p.description,
  contact_email: p.contact_email,
  discount_code: p.discount_code,
  discount_amount: p.discount_amount,
  account_id: p.account_id,
});

/** Compares fixed-length digests, so neither the content nor the length of the secret leaks through timing. */
export function accountMatches(given: string, stored: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s.trim()).digest();
  return timingSafeEqual(digest(given), digest(stored));
}

export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * Writes the logo under uploads/partners with a random name, owner-only; returns its URL path and
 * a remover. The bytes go to a temporary name first and are renamed when complete, so a write
 * that fails (a full disk) leaves no partial file behind, under either name.
 */
export async function storeLogo(uploadsDir: string, data: Buffer, kind: ImageKind) {
  const dir = path.join(uploadsDir, 'partners');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  const file = path.join(dir, name);
  const partial = `${file}.partial`;
  try {
    await writeFile(partial, data, { flag: 'wx', mode: 0o600 });
    await rename(partial, file);
  } catch (error) {
    await unlink(partial).catch(() => undefined);
    throw error;
  }
  return { url: `/uploads/partners/${name}`, remove: () => unlink(file).catch(() => undefined) };
}
