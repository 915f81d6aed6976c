import { isolated, oneFinalPeriod } from './text';

test('a short name at the end of a sentence ends it with one period, isolated or not; an ellipsis stays', () => {
  expect(oneFinalPeriod('Monday 10:00 with Nadia T..')).toBe('Monday 10:00 with Nadia T.');
  expect(oneFinalPeriod(`Monday 10:00 with ${isolated('Nadia T.')}.`)).toBe(`Monday 10:00 with ${isolated('Nadia T.')}`);
  expect(oneFinalPeriod(`Monday 10:00 with ${isolated('Nadia')}.`)).toBe(`Monday 10:00 with ${isolated('Nadia')}.`);
  expect(oneFinalPeriod('Loading...')).toBe('Loading...');
});

test('isolation marks wrap a value', () => {
  expect(isolated('Amir K.')).toBe('\u2068Amir K.\u2069');
});
