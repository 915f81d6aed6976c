/** The largest price the contract takes ($1,000,000.00). */
const MAX_CENTS = 100_000_000;

/**
 * A typed dollar amount as integer cents: "85", "85.5", "$1,299.00", "1 299,50" (French). Null
 * for anything else — words ("free", "85abc"), a negative amount, more than two decimals — so
 * the form can refuse it before sending. Digits are read as text, never through floating point.
 */
export function centsFromAmount(typed: string): number | null {
  let text = typed.replace(/[\s\u00a0\u202f]/g, '').replace(/^\$|\$$/g, '');
  if (text.includes('.')) text = text.replace(/,(?=\d{3}(?:[.,]|$))/g, '');
  else if (/,\d{1,2}$/.test(text)) text = text.replace(/,(?=\d{3}(?:,|$))/g, '').replace(',', '.');
  else text = text.replace(/,(?=\d{3}(?:,|$))/g, '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= MAX_CENTS ? cents : null;
}

/** Cents as the amount the field shows for editing: 39900 → "399.00". */
export const amountOfCents = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
