import type { Package } from '../../db/schema';
import { centsFromDollars, taxOf, totalsOf } from '../../domain/money';

export interface LocalizedText {
  en: string;
  fr: string;
  ar: string;
}

export interface BookingLine {
  kind: 'package' | 'discount';
  description: LocalizedText;
  amount_cents: number;
  hst_cents: number;
}

export interface PricedBooking {
  lines: BookingLine[];
  subtotal_cents: number;
  hst_rate_bp: number;
  hst_cents: number;
  total_cents: number;
}

export interface Discount {
  code: string;
  /** The partner's discount_amount, in dollars as stored. */
  amountDollars: number;
}

/** A package's names in the three languages; an empty French or Arabic name reads as the English one. */
export const packageName = (p: Pick<Package, 'en_name' | 'fr_name' | 'ar_name'>): LocalizedText => ({
  en: p.en_name,
  fr: p.fr_name || p.en_name,
  ar: p.ar_name || p.en_name,
});

const discountText = (code: string): LocalizedText => ({ en: `Discount ${code}`, fr: `Rabais ${code}`, ar: `خصم ${code}` });

/**
 * The lines of a booking: the package and, with a partner's code, a negative discount line (at most
 * the package's price, so the total is never negative). HST per line, only where the package's
 * HST applies; `hst_rate_bp` is then the school's rate, 0 otherwise.
 */
export function priceBooking(
  pkg: Pick<Package, 'en_name' | 'fr_name' | 'ar_name' | 'price_cents' | 'hst_applies'>,
  rateBp: number,
  discount: Discount | null,
): PricedBooking {
  const rate = pkg.hst_applies ? rateBp : 0;
  const line = (kind: BookingLine['kind'], description: LocalizedText, amount: number): BookingLine => ({
    kind,
    description,
    amount_cents: amount,
    hst_cents: taxOf(amount, rate),
  });
  const lines = [line('package', packageName(pkg), pkg.price_cents)];
  if (discount) {
    const off = Math.min(Math.max(centsFromDollars(discount.amountDollars), 0), pkg.price_cents);
    if (off > 0) lines.push(line('discount', discountText(discount.code), -off));
  }
  return { lines, hst_rate_bp: rate, ...totalsOf(lines) };
}
