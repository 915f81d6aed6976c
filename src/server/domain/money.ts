/*
 * Money is integer cents (Canadian dollars) everywhere on the server; no float ever holds an amount.
 * Tax is computed here only, per line, so every total the product shows, stores, prints and sends
 * to Stripe is the same sum of the same rounded lines.
 */

/** `amountCents × rateBp / 10000` rounded half away from zero to the cent (13 % is 1300 bp). */
export function taxOf(amountCents: number, rateBp: number): number {
  const scaled = amountCents * rateBp; // exact: both are integers far below 2^53
  const cents = Math.floor((Math.abs(scaled) + 5000) / 10000);
  return scaled < 0 ? -cents : cents;
}

export interface PricedLine {
  amount_cents: number;
  hst_cents: number;
}

/** The sums of priced lines: subtotal, HST and total (subtotal + HST). */
export function totalsOf(lines: readonly PricedLine[]): { subtotal_cents: number; hst_cents: number; total_cents: number } {
  const subtotal = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  const hst = lines.reduce((sum, line) => sum + line.hst_cents, 0);
  return { subtotal_cents: subtotal, hst_cents: hst, total_cents: subtotal + hst };
}

/** Dollars as stored by the original columns (e.g. a partner's discount_amount) to cents. */
export function centsFromDollars(dollars: number): number {
  return Math.round(dollars * 100);
}
