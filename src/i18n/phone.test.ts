import { formatPhone, isCanadianPhone } from './phone';

test('a stored number is shown as people write it: Canadian nationally, another country internationally', () => {
  expect(formatPhone('+16135550177')).toBe('(613) 555-0177');
  expect(formatPhone('613-555-0177')).toBe('(613) 555-0177');
  expect(formatPhone('+12125550100')).toBe('+1 212 555 0100');
  expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
});

test('what is no phone number is shown as written; the Canadian rule is the server’s', () => {
  expect(formatPhone('ask at the desk')).toBe('ask at the desk');
  expect(formatPhone('+1613555')).toBe('+1613555');
  expect([isCanadianPhone('(613) 555-0177'), isCanadianPhone('123')]).toEqual([true, false]);
});
