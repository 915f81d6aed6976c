import { randomInt } from 'node:crypto';

/*
 * Discount codes the school makes for a partner. Codes typed as the partner's name and amount
 * (LIMESTONE25) were found by trying a few hundred: a made code is the name's first word, a dash
 * and 8 characters drawn at random (crypto) from 31 that cannot be mistaken for one another (no 0
 * and O, no 1, I and L): 31^8 ≈ 8.5 × 10^11 codes per prefix, against 10 wrong tries per account an
 * hour (resources/bookings). The office may still type a code of its own; the admin form warns
 * when it is shorter than 8 characters.
 */

export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const RANDOM_PART_LENGTH = 8;
/** Where the partner's name gives no Latin letters or digits (an Arabic name, say). */
const FALLBACK_PREFIX = 'PARTNER';
const PREFIX_MAX = 12;

/** The first word of the partner's name in capitals, accents dropped, letters and digits only: "Limestone Credit Union" → LIMESTONE. */
function prefixOf(name: string): string {
  const [firstWord = ''] = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/\s+/)
    .filter((word) => /[A-Z0-9]/.test(word));
  return firstWord.replace(/[^A-Z0-9]/g, '').slice(0, PREFIX_MAX) || FALLBACK_PREFIX;
}

/** A new code for the partner named `name`, such as LIMESTONE-7KQ2M9XP. */
export function makeDiscountCode(name: string): string {
  let random = '';
  for (let i = 0; i < RANDOM_PART_LENGTH; i += 1) random += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${prefixOf(name)}-${random}`;
}
