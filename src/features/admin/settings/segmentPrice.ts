/*
 * The price of a text segment is stored in thousandths of a cent: Twilio quotes prices to the
 * ten-thousandth of a dollar (US$0.0083), below a cent, and a whole number of an exact unit keeps
 * the month's sum free of floating point. The office types cents ("1.2") as on Twilio's price page.
 */

/** Typed cents as thousandths of a cent: "1.2" or "1,2" → 1200, "0.835" → 835. Null beyond 3 decimals or 100 ¢. */
export function millicentsFromCents(typed: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,3}))?$/.exec(typed.trim().replace(/\s*¢$/, ''));
  if (!match) return null;
  const millicents = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return millicents <= 100_000 ? millicents : null;
}

/** Thousandths of a cent as the cents the field shows: 1200 → "1.2", 835 → "0.835". */
export function centsOfMillicents(millicents: number): string {
  const fraction = String(millicents % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${Math.trunc(millicents / 1000)}.${fraction}` : String(Math.trunc(millicents / 1000));
}
