import { formatPhone } from './phone';
import { northAmericanPhoneText } from './northAmericanPhone';

test('a North American number reads as the phone library writes it; anything else stays as given', () => {
  expect(northAmericanPhoneText('+16135550177')).toBe('(613) 555-0177');
  expect(northAmericanPhoneText('+16135550177')).toBe(formatPhone('+16135550177'));
  expect(northAmericanPhoneText('+442079460958')).toBe('+442079460958');
  expect(northAmericanPhoneText('+1 613-555-0142')).toBe('+1 613-555-0142');
});
