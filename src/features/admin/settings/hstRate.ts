import { decimalOfParts, partsFromDecimal } from './fixedPoint';

/**
 * A typed percentage as basis points: "13" → 1300, "13.5" or "13,5" → 1350. Null for anything
 * else (words, a negative rate, more than two decimals, over 100 %).
 */
export const basisPointsFromPercent = (typed: string): number | null => partsFromDecimal(typed.trim().replace(/\s*%$/, ''), 2, 10_000);

/** Basis points as the percentage the field shows: 1300 → "13", 1350 → "13.5". */
export const percentOfBasisPoints = (basisPoints: number): string => decimalOfParts(basisPoints, 2);
