/**
 * A North American number stored in E.164 ("+16135550177") as people write it, "(613) 555-0177",
 * for public pages, which do not load the phone library (src/i18n/phone.ts formats numbers in the
 * signed-in areas); any other text as given.
 */
export function northAmericanPhoneText(value: string): string {
  const parts = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(value);
  return parts ? `(${parts[1]}) ${parts[2]}-${parts[3]}` : value;
}
