import { decimalOfParts, partsFromDecimal } from './fixedPoint';

/*
 * The price of a text segment is stored in thousandths of a cent: Twilio quotes prices to the
 * ten-thousandth of a dollar (US$0.0083), below a cent, and a whole number of an exact unit keeps
 * the month's sum free of floating point. The office types cents ("1.2") as on Twilio's price page.
 */

/** Typed cents as thousandths of a cent: "1.2" or "1,2" → 1200, "0.835" → 835. Null beyond 3 decimals or 100 ¢. */
export const millicentsFromCents = (typed: string): number | null => partsFromDecimal(typed.trim().replace(/\s*¢$/, ''), 3, 100_000);

/** Thousandths of a cent as the cents the field shows: 1200 → "1.2", 835 → "0.835". */
export const centsOfMillicents = (millicents: number): string => decimalOfParts(millicents, 3);
