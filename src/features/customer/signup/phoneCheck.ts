/**
 * Whether a phone number is a valid Canadian one, by libphonenumber-js (the server's rule),
 * downloaded only when a number is checked: it would weigh on the sign-up page's first load.
 * When the library cannot be downloaded the number is let through: the server decides.
 */
export async function isCanadianPhone(value: string): Promise<boolean> {
  try {
    const { parsePhoneNumberFromString } = await import('libphonenumber-js/min');
    return parsePhoneNumberFromString(value, 'CA')?.isValid() ?? false;
  } catch {
    return true;
  }
}
