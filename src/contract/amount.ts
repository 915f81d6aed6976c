/*
 * The prices the office types for services and offers: dollars, digits with at most two decimals
 * ("699", "85.50"). The same rule in the admin's forms and on the server, so "85abc" or "free"
 * is refused at its field before it reaches a public page.
 */
const AMOUNT = /^\d{1,7}(?:\.\d{1,2})?$/;

export const isAmount = (text: string): boolean => AMOUNT.test(text.trim());

/** The amount of a text that `isAmount`, in integer cents (no floating point: "0.29" is 29). */
export function amountCents(text: string): number {
  const [dollars, cents = ''] = text.trim().split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}
