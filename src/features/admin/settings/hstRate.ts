/**
 * A typed percentage as basis points: "13" → 1300, "13.5" or "13,5" → 1350. Null for anything
 * else (words, a negative rate, more than two decimals, over 100 %). Read as text, never through
 * floating point, so 14.35 is 1435 and not 1434.9999.
 */
export function basisPointsFromPercent(typed: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(typed.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= 10_000 ? basisPoints : null;
}

/** Basis points as the percentage the field shows: 1300 → "13", 1350 → "13.5". */
export function percentOfBasisPoints(basisPoints: number): string {
  const hundredths = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return hundredths ? `${Math.trunc(basisPoints / 100)}.${hundredths}` : String(Math.trunc(basisPoints / 100));
}
