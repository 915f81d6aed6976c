import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/*
 * Phone numbers, by the library and rules the server uses (numbers read as Canadian, stored in
 * E.164). Only lazily loaded code may import this module: libphonenumber-js would weigh on a
 * public page's first load.
 */

/** Whether a phone number is a valid Canadian one (another country's needs its + code). */
export const isCanadianPhone = (value: string) => parsePhoneNumberFromString(value, 'CA')?.isValid() ?? false;

/**
 * A phone number as people write it: a Canadian one nationally, "(613) 555-0177", another
 * country's internationally, "+44 20 7946 0958"; a number the library cannot read, as it was
 * written. Only for display: `tel:` links keep the stored E.164.
 */
export function formatPhone(value: string): string {
  const phone = parsePhoneNumberFromString(value, 'CA');
  if (!phone?.isValid()) return value;
  return phone.country === 'CA' ? phone.formatNational() : phone.formatInternational();
}
