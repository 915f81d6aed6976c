import { smsSize } from './smsSegments';

test('GSM-7 text: 160 characters in one segment, 153 a segment beyond; é is in the alphabet', () => {
  expect(smsSize('')).toEqual({ encoding: 'gsm7', segments: 1 });
  expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'gsm7', segments: 1 });
  expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'gsm7', segments: 2 });
  expect(smsSize('a'.repeat(306))).toEqual({ encoding: 'gsm7', segments: 2 });
  expect(smsSize('a'.repeat(307))).toEqual({ encoding: 'gsm7', segments: 3 });
  expect(smsSize('Votre leçon est confirmée')).toEqual({ encoding: 'ucs2', segments: 1 });
  expect(smsSize('Rendez-vous confirmé à 9 h')).toEqual({ encoding: 'gsm7', segments: 1 });
});

test('the extension table counts twice and an escaped pair is never split', () => {
  expect(smsSize('€'.repeat(80))).toEqual({ encoding: 'gsm7', segments: 1 });
  expect(smsSize('€'.repeat(81))).toEqual({ encoding: 'gsm7', segments: 2 });
  // 152 plain characters and a euro: 154 septets do not fit the first segment's 153.
  expect(smsSize(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toEqual({ encoding: 'gsm7', segments: 3 });
});

test('one character outside GSM-7 (Arabic, ê, ç, ’) makes the text UCS-2: 70 in one segment, 67 a segment beyond', () => {
  expect(smsSize('Drive Ontario: درسك غدًا')).toMatchObject({ encoding: 'ucs2', segments: 1 });
  expect(smsSize(`${'a'.repeat(69)}ê`)).toEqual({ encoding: 'ucs2', segments: 1 });
  expect(smsSize(`${'a'.repeat(70)}’`)).toEqual({ encoding: 'ucs2', segments: 2 });
  expect(smsSize('ب'.repeat(134))).toEqual({ encoding: 'ucs2', segments: 2 });
  expect(smsSize('ب'.repeat(135))).toEqual({ encoding: 'ucs2', segments: 3 });
  // A surrogate pair (an emoji) is two units and stays whole.
  expect(smsSize(`${'a'.repeat(66)}😀${'a'.repeat(66)}`)).toEqual({ encoding: 'ucs2', segments: 3 });
});
