import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/*
 * The 6-digit codes mailed to an account's owner (email verification, password reset): only a
 * keyed hash of each is stored.
 */

/** A uniformly random 6-digit code (crypto, not Math.random). */
export const generateCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * Codes are stored as an HMAC keyed by the server secret and bound to their user: without the key a
 * copy of the table gives no code away (an unkeyed hash of a 6-digit code is reversed at once).
 */
export const hashCode = (secret: Buffer, userId: number, code: string) => createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');

/** Compared against when there is no code, so a missing account costs the same work. */
const NO_CODE = '0'.repeat(64);

/** Whether `code` is the one stored as `storedHash`; one constant-time comparison, with or without a stored code. */
export function codeMatches(secret: Buffer, userId: number, code: string, storedHash: string | undefined): boolean {
  const given = Buffer.from(hashCode(secret, userId, code), 'hex');
  const stored = Buffer.from(storedHash ?? NO_CODE, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored) && storedHash !== undefined;
}
