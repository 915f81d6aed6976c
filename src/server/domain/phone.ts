import { parsePhoneNumberFromString } from 'libphonenumber-js';

/*
 * Phone numbers are read as Canadian (a number of another country needs its + code) and stored in
 * E.164, so "613-555-0142", "(613) 555 0142" and "+1 613 555 0142" are one number, written one way.
 */

/** The number in E.164 (`+16135550142`), or undefined when it is not a valid number. */
export function toE164(value: string): string | undefined {
  const phone = parsePhoneNumberFromString(value, 'CA');
  return phone?.isValid() ? phone.number : undefined;
}
