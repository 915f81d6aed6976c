import { centsFromDollars, taxOf, totalsOf } from './money';

describe('taxOf', () => {
  test('13 % of $199.00 is $25.87 (25.87 exactly)', () => {
    expect(taxOf(19900, 1300)).toBe(2587);
  });
  test('rounds half away from zero to the cent: 0.5 ¢ up, −0.5 ¢ down', () => {
    expect(taxOf(50, 1000)).toBe(5); // 5.0
    expect(taxOf(5, 1000)).toBe(1); // 0.5 → 1
    expect(taxOf(-5, 1000)).toBe(-1); // −0.5 → −1
    expect(taxOf(4, 1000)).toBe(0); // 0.4 → 0
    expect(taxOf(1, 1300)).toBe(0); // 0.13 → 0
    expect(taxOf(4, 1300)).toBe(1); // 0.52 → 1
  });
  test('a zero rate or amount gives no tax', () => {
    expect(taxOf(19900, 0)).toBe(0);
    expect(taxOf(0, 1300)).toBe(0);
  });
});

test('totalsOf sums the lines as rounded, not the tax of the sum', () => {
  // Two lines of 0.52 ¢ tax each round to 1 ¢ each: 2 ¢, where the sum's tax would be 1 ¢.
  expect(
    totalsOf([
      { amount_cents: 4, hst_cents: 1 },
      { amount_cents: 4, hst_cents: 1 },
    ]),
  ).toEqual({ subtotal_cents: 8, hst_cents: 2, total_cents: 10 });
  expect(
    totalsOf([
      { amount_cents: 19900, hst_cents: 2587 },
      { amount_cents: -2500, hst_cents: -325 },
    ]),
  ).toEqual({
    subtotal_cents: 17400,
    hst_cents: 2262,
    total_cents: 19662,
  });
});

test('centsFromDollars rounds the float columns to whole cents', () => {
  expect(centsFromDollars(299.99)).toBe(29999);
  expect(centsFromDollars(0.1 + 0.2)).toBe(30);
  expect(centsFromDollars(25)).toBe(2500);
});
