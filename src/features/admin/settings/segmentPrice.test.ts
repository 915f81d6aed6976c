import { centsOfMillicents, millicentsFromCents } from './segmentPrice';

test.each([
  ['1.2', 1200],
  ['1,2', 1200],
  ['0.835', 835],
  [' 2 ¢ ', 2000],
  ['0', 0],
  ['100', 100_000],
])('%j cents is %d thousandths of a cent', (typed, millicents) => {
  expect(millicentsFromCents(typed)).toBe(millicents);
});

test.each(['', 'one', '-1', '1.2345', '100.001', '1e2'])('%j is refused', (typed) => {
  expect(millicentsFromCents(typed)).toBeNull();
});

test('thousandths of a cent are shown as cents without trailing zeros', () => {
  expect(centsOfMillicents(1200)).toBe('1.2');
  expect(centsOfMillicents(835)).toBe('0.835');
  expect(centsOfMillicents(2000)).toBe('2');
});
