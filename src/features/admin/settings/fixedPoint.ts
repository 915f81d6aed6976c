/**
 * A typed decimal as a whole number of its `decimals`-th parts: with 2, "13.5" or "13,5" → 1350.
 * Null for anything else (words, a sign, more decimals, above `max` parts). Read as text, never
 * through floating point, so 14.35 is 1435 and not 1434.9999.
 */
export function partsFromDecimal(typed: string, decimals: number, max: number): number | null {
  const match = new RegExp(`^(\\d{1,3})(?:[.,](\\d{1,${decimals}}))?$`).exec(typed);
  if (!match) return null;
  const parts = Number(match[1]) * 10 ** decimals + Number((match[2] ?? '').padEnd(decimals, '0'));
  return parts <= max ? parts : null;
}

/** Whole parts as the decimal a field shows, without trailing zeros: with 2, 1300 → "13", 1350 → "13.5". */
export function decimalOfParts(parts: number, decimals: number): string {
  const unit = 10 ** decimals;
  const fraction = String(parts % unit)
    .padStart(decimals, '0')
    .replace(/0+$/, '');
  return fraction ? `${Math.trunc(parts / unit)}.${fraction}` : String(Math.trunc(parts / unit));
}
