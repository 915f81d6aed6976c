import { describeFailure, extractServerErrorText, fieldMessages } from './errorText';

describe('extractServerErrorText: field errors, then message/msg/error, then data, then raw JSON', () => {
  test('field errors come first, joined with a bullet', () => {
    const body = { message: 'The given data was invalid.', errors: { email: ['Email is taken'], name: ['Name is required', 'Too short'] } };
    expect(extractServerErrorText(body)).toBe('Email is taken • Name is required • Too short');
  });

  test('another separator can be asked for (the admin area joins with a comma)', () => {
    expect(extractServerErrorText({ errors: { a: ['x'], b: ['y'] } }, { separator: ', ' })).toBe('x, y');
  });

  test('an empty errors object falls through to the message', () => {
    expect(extractServerErrorText({ errors: {}, message: 'Nope' })).toBe('Nope');
  });

  test('then message, msg, error, in that order', () => {
    expect(extractServerErrorText({ message: 'm', msg: 'x', error: 'e' })).toBe('m');
    expect(extractServerErrorText({ msg: 'x', error: 'e' })).toBe('x');
    expect(extractServerErrorText({ error: 'e' })).toBe('e');
  });

  test('a message object gives the value of the language, else English, else its joined values', () => {
    expect(extractServerErrorText({ message: { en: 'Hello', fr: 'Bonjour' } }, { locale: 'fr' })).toBe('Bonjour');
    expect(extractServerErrorText({ message: { en: 'Hello', fr: 'Bonjour' } }, { locale: 'ar' })).toBe('Hello');
    expect(extractServerErrorText({ error: { a: 'One', b: 'Two' } })).toBe('One • Two');
  });

  test('then data as a string, then data.message', () => {
    expect(extractServerErrorText({ data: 'Plain text' })).toBe('Plain text');
    expect(extractServerErrorText({ data: { message: 'Inner' } })).toBe('Inner');
  });

  test('otherwise the raw JSON', () => {
    expect(extractServerErrorText({ success: false, code: 7 })).toBe('{"success":false,"code":7}');
  });

  test('a string body is shown as it is; no body gives nothing', () => {
    expect(extractServerErrorText('Bad gateway')).toBe('Bad gateway');
    expect(extractServerErrorText(undefined)).toBeUndefined();
    expect(extractServerErrorText(null)).toBeUndefined();
  });

  test('blank messages are skipped', () => {
    expect(extractServerErrorText({ message: '  ', msg: 'Real' })).toBe('Real');
  });
});

test('fieldMessages tolerates single strings and non-objects', () => {
  expect(fieldMessages({ a: 'one', b: ['two'] })).toEqual(['one', 'two']);
  expect(fieldMessages('nope')).toEqual([]);
});

describe('describeFailure', () => {
  test('an HTTP error keeps its status and body', () => {
    expect(describeFailure({ status: 422, data: { message: 'x' } })).toEqual({ kind: 'http', status: 422, body: { message: 'x' } });
  });
  test('an unparsable answer is still an HTTP error of its original status', () => {
    expect(describeFailure({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' })).toEqual({
      kind: 'http',
      status: 502,
      body: '<html>',
    });
  });
  test('timeouts and network failures are told apart', () => {
    expect(describeFailure({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toEqual({ kind: 'timeout' });
    expect(describeFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      kind: 'network',
      detail: 'TypeError: Failed to fetch',
    });
    expect(describeFailure({ message: 'boom' })).toEqual({ kind: 'network', detail: 'boom' });
  });
});
