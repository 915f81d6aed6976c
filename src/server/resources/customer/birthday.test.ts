import { birthdayProblem } from './birthday';

const on = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return { year, month, day: date };
};

test('16 years ago today is accepted; one day short is refused; today and later are not in the past', () => {
  expect(birthdayProblem('2010-11-25', on('2026-11-25'))).toBeUndefined();
  expect(birthdayProblem('2010-11-26', on('2026-11-25'))).toBe('birthdayTooYoung');
  expect(birthdayProblem('1970-01-01', on('2026-11-25'))).toBeUndefined();
  expect(birthdayProblem('2026-11-25', on('2026-11-25'))).toBe('birthdayNotPast');
  expect(birthdayProblem('2027-01-01', on('2026-11-25'))).toBe('birthdayNotPast');
});

test('born on 29 February: 16 on 29 February 16 years later; in a common year (2100) on 1 March', () => {
  expect(birthdayProblem('2008-02-29', on('2024-02-28'))).toBe('birthdayTooYoung');
  expect(birthdayProblem('2008-02-29', on('2024-02-29'))).toBeUndefined();
  expect(birthdayProblem('2084-02-29', on('2100-02-28'))).toBe('birthdayTooYoung');
  expect(birthdayProblem('2084-02-29', on('2100-03-01'))).toBeUndefined();
  expect(birthdayProblem('2011-02-29', on('2030-01-01'))).toBe('birthdayInvalid');
});

test('a day after 28 February counts across the leap day: born 1 March 2010 turns 16 on 1 March 2026', () => {
  expect(birthdayProblem('2010-03-01', on('2026-02-28'))).toBe('birthdayTooYoung');
  expect(birthdayProblem('2010-03-01', on('2026-03-01'))).toBeUndefined();
  expect(birthdayProblem('2008-03-01', on('2024-02-29'))).toBe('birthdayTooYoung');
});

test('dates that do not exist are invalid', () => {
  expect(birthdayProblem('2008-02-30', on('2026-11-25'))).toBe('birthdayInvalid');
  expect(birthdayProblem('2008-13-01', on('2026-11-25'))).toBe('birthdayInvalid');
});
