import { inCarDeadline, isMinor, licenceNumber } from './rules';

test('a student is a minor until the day they turn 18; an unknown birthday counts as an adult', () => {
  expect(isMinor('2008-11-29', '2026-11-28')).toBe(true);
  expect(isMinor('2008-11-29', '2026-11-29')).toBe(false);
  expect(isMinor('2008-02-29', '2026-02-28')).toBe(true);
  expect(isMinor(null, '2026-11-29')).toBe(false);
});

test('the in-car part ends on the same day of the month, months later; a day the month lacks runs on', () => {
  expect(inCarDeadline('2026-12-05', 12)).toBe('2027-12-05');
  expect(inCarDeadline('2028-02-29', 12)).toBe('2029-03-01');
});

test('a licence number is a letter and 14 digits, written as on the card', () => {
  expect(licenceNumber(' a1234-5678901234 ')).toBe('A1234-56789-01234');
  expect(licenceNumber('A1234 56789 0123')).toBeNull();
  expect(licenceNumber('11234-56789-01234')).toBeNull();
});
