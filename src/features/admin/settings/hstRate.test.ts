import { basisPointsFromPercent, percentOfBasisPoints } from './hstRate';

test.each([
  ['13', 1300],
  ['13.5', 1350],
  ['13,5', 1350],
  ['14.35', 1435],
  [' 13 % ', 1300],
  ['0', 0],
  ['100', 10_000],
])('%j percent is %d basis points', (typed, basisPoints) => {
  expect(basisPointsFromPercent(typed)).toBe(basisPoints);
});

test.each(['', 'thirteen', '-13', '13.125', '100.01', '1e2'])('%j is refused', (typed) => {
  expect(basisPointsFromPercent(typed)).toBeNull();
});

test('basis points are shown as a percentage without trailing zeros', () => {
  expect(percentOfBasisPoints(1300)).toBe('13');
  expect(percentOfBasisPoints(1350)).toBe('13.5');
  expect(percentOfBasisPoints(1435)).toBe('14.35');
  expect(percentOfBasisPoints(5)).toBe('0.05');
});
