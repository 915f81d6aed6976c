import { birthdayProblem } from './birthdayRule';

test('16 years ago today is accepted; one day short is refused; today and later are not in the past', () => {
  expect(birthdayProblem('2010-11-25', '2026-11-25')).toBeUndefined();
  expect(birthdayProblem('2010-11-26', '2026-11-25')).toBe('tooYoung');
  expect(birthdayProblem('2026-11-25', '2026-11-25')).toBe('notPast');
  expect(birthdayProblem('2030-01-01', '2026-11-25')).toBe('notPast');
});

test('born on 29 February: 16 on 29 February 16 years later; in a common year (2100) on 1 March', () => {
  expect(birthdayProblem('2008-02-29', '2024-02-28')).toBe('tooYoung');
  expect(birthdayProblem('2008-02-29', '2024-02-29')).toBeUndefined();
  expect(birthdayProblem('2084-02-29', '2100-02-28')).toBe('tooYoung');
  expect(birthdayProblem('2084-02-29', '2100-03-01')).toBeUndefined();
  expect(birthdayProblem('2010-03-01', '2026-02-28')).toBe('tooYoung');
  expect(birthdayProblem('2011-02-29', '2030-01-01')).toBe('invalid');
});
