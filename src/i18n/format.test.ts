import { formatCents, formatDate, formatMoney } from './format';

describe('formatMoney', () => {
  test('shows a plain dollar sign in every language', () => {
    expect(formatMoney(399, 'en')).toBe('$399');
    // French separates with non-breaking spaces, so the amount never wraps away from its sign.
    expect(formatMoney('399', 'fr')).toBe('399\u00a0$');
    expect(formatMoney(199, 'ar')).toBe('$199');
  });
  test('keeps cents when there are some', () => {
    expect(formatMoney('1399.5', 'en')).toBe('$1,399.50');
    expect(formatMoney(1399.5, 'fr')).toBe('1\u00a0399,50\u00a0$');
  });
  test('a price that is not a number is shown as written; nothing for no price', () => {
    expect(formatMoney('Free', 'en')).toBe('Free');
    expect(formatMoney('$499', 'en')).toBe('$499');
    expect(formatMoney(null, 'en')).toBe('');
  });
});

describe('formatDate', () => {
  test('a calendar day stays the same day in every time zone', () => {
    expect(formatDate('2026-11-24', 'en')).toBe('Nov 24, 2026');
    expect(formatDate('2026-11-24', 'fr')).toBe('24 nov. 2026');
  });
  test('an instant is shown on its Toronto day', () => {
    // 03:00 UTC on the 2nd is still the 1st in Toronto.
    expect(formatDate('2026-11-02T03:00:00.000Z', 'en')).toBe('Nov 1, 2026');
  });
  test('Arabic uses Latin digits', () => {
    expect(formatDate('2026-11-24', 'ar')).toMatch(/2026/);
  });
  test('an unreadable date is shown as written', () => {
    expect(formatDate('next Tuesday', 'en')).toBe('next Tuesday');
  });
});

describe('formatCents', () => {
  test('shows every cent, in each language, with Western digits in Arabic', () => {
    expect(formatCents(19900, 'en')).toBe('$199.00');
    expect(formatCents(19662, 'fr').replace(/\s/g, ' ')).toBe('196,62 $');
    expect(formatCents(2262, 'ar')).toBe('$22.62');
    expect(formatCents(-2500, 'en')).toBe('-$25.00');
  });
});
