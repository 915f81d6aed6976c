import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { User } from '../../db/schema';

export const CODE_TTL_MS = 15 * 60 * 1000;
/** Attempts per code: counted per email since its last code request (an account or not). */
export const MAX_CODE_ATTEMPTS = 5;
/** Codes sent per email (sign-ups and "send a new code") per window. */
export const MAX_CODES_PER_WINDOW = 5;
export const CODE_SEND_WINDOW_MS = 60 * 60 * 1000;

export interface SignUpInput {
  fName: string;
  lName: string;
  email: string;
  password: string;
  gender: 'male' | 'female';
  type: 'student' | 'teacher' | 'company';
  phoneNumber: string;
  birthday?: string;
  latitude: number;
  longitude: number;
  city: string;
}

export interface CustomerUser {
  id: number;
  fName: string;
  lName: string;
  email: string;
  type: 'student' | 'teacher' | 'company';
  verified: boolean;
}

export const toCustomerUser = (user: User): CustomerUser => ({
  id: user.id,
  fName: user.f_name ?? '',
  lName: user.l_name ?? '',
  email: user.email,
  type: user.role === 'admin' ? 'student' : user.role,
  verified: user.email_verified_at !== null,
});

/** A uniformly random 6-digit code (crypto, not Math.random). */
export const generateCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * Codes are stored as an HMAC keyed by the server secret and bound to their user: without the key a
 * copy of the table gives no code away (an unkeyed hash of a 6-digit code is reversed at once).
 */
export const hashCode = (secret: Buffer, userId: number, code: string) => createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');

/** Compared against when there is no code, so a missing account costs the same work. */
const NO_CODE = '0'.repeat(64);

export function codeMatches(secret: Buffer, userId: number, code: string, storedHash: string | undefined): boolean {
  const given = Buffer.from(hashCode(secret, userId, code), 'hex');
  const stored = Buffer.from(storedHash ?? NO_CODE, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored) && storedHash !== undefined;
}

/** '2008-05-14 00:00:00' → '2008-05-14', or undefined when the date does not exist (2008-02-30). */
export function parseBirthday(value: string): string | undefined {
  const day = value.slice(0, 10);
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : undefined;
}

/** The sign-up fields as user columns (strings trimmed, as the form does). */
export function signUpColumns(input: SignUpInput, birthday: string | null) {
  const fName = input.fName.trim();
  const lName = input.lName.trim();
  return {
    name: `${fName} ${lName}`.trim(),
    f_name: fName,
    l_name: lName,
    role: input.type,
    gender: input.gender,
    phone_number: input.phoneNumber.trim(),
    birthday,
    city: input.city.trim(),
    latitude: input.latitude,
    longitude: input.longitude,
  };
}
