import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A valid Canadian phone number (written any usual way) in E.164, `+16135550142`; undefined otherwise. */
export function canadianPhoneE164(value: string): string | undefined {
  const phone = parsePhoneNumberFromString(value, 'CA');
  return phone?.isValid() ? phone.number : undefined;
}
