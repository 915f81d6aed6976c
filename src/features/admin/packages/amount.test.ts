import { amountOfCents, centsFromAmount } from './amount';

test.each([
  ['85', 8500],
  ['85.5', 8550],
  ['85.05', 8505],
  ['0', 0],
  ['$399.00', 39900],
  [' 1,299.99 ', 129999],
  ['1 299,50', 129950],
  ['85,5', 8550],
  ['1,299', 129900],
  ['1000000', 100_000_000],
])('%j is %d cents', (typed, cents) => {
  expect(centsFromAmount(typed)).toBe(cents);
});

test.each(['', '85abc', 'free', '-5', '85.123', '1.2.3', '.5', '1000000.01', '1e3', '12,34,5'])('%j is refused', (typed) => {
  expect(centsFromAmount(typed)).toBeNull();
});

test('cents are shown back as an amount with two decimals', () => {
  expect(amountOfCents(39900)).toBe('399.00');
  expect(amountOfCents(5)).toBe('0.05');
  expect(centsFromAmount(amountOfCents(129999))).toBe(129999);
});
