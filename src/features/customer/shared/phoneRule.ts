import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Whether a phone number is a valid Canadian one, by the library and rule the server uses. Only
 * lazily loaded code may import it: libphonenumber-js would weigh on a public page's first load.
 */
export const isCanadianPhone = (value: string) => parsePhoneNumberFromString(value, 'CA')?.isValid() ?? false;
