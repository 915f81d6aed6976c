import { isolated, oneFinalPeriod, withoutBidiControls } from './text';

test('a short name at the end of a sentence ends it with one period, isolated or not; an ellipsis stays', () => {
  expect(oneFinalPeriod('Monday 10:00 with Nadia T..')).toBe('Monday 10:00 with Nadia T.');
  expect(oneFinalPeriod(`Monday 10:00 with ${isolated('Nadia T.')}.`)).toBe(`Monday 10:00 with ${isolated('Nadia T.')}`);
  expect(oneFinalPeriod(`Monday 10:00 with ${isolated('Nadia')}.`)).toBe(`Monday 10:00 with ${isolated('Nadia')}.`);
  expect(oneFinalPeriod('Loading...')).toBe('Loading...');
});

test('isolation marks wrap a value; a file for another program carries no direction mark at all', () => {
  expect(isolated('Amir K.')).toBe('\u2068Amir K.\u2069');
  const arabicDate = new Intl.DateTimeFormat('ar-u-nu-latn', { dateStyle: 'short' }).format(new Date('2026-11-24T12:00:00Z'));
  expect(withoutBidiControls(`\u200F${arabicDate}\u061C \u206609:00–15:00\u2069 \u202Bx\u202C\u200E`)).toMatch(
    /^[^\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]+$/,
  );
  expect(withoutBidiControls('\u2066+1 613 555 0142\u2069')).toBe('+1 613 555 0142');
});
