import { describeFailure, extractServerErrorText, fieldMessages } from './errorText';

describe('extractServerErrorText: the Error schema (field errors, then message); a non-JSON body as it came', () => {
  test('field errors come first, joined with a bullet', () => {
    const body = { success: false, message: 'The given data was invalid.', errors: { email: ['Email is taken'], name: ['Name is required', 'Too short'] } };
    expect(extractServerErrorText(body)).toBe('Email is taken • Name is required • Too short');
  });

  test('another separator can be asked for (the admin area joins with a comma)', () => {
    expect(extractServerErrorText({ success: false, message: 'Invalid.', errors: { a: ['x'], b: ['y'] } }, { separator: ', ' })).toBe('x, y');
  });

  test('without field errors, the message', () => {
    expect(extractServerErrorText({ success: false, message: 'Nope' })).toBe('Nope');
    expect(extractServerErrorText({ success: false, message: 'Nope', errors: {} })).toBe('Nope');
  });

  test('a message that is not text (a shape the contract does not allow) gives nothing: the screen words the status', () => {
    expect(extractServerErrorText({ message: { en: 'Hello', fr: 'Bonjour' } })).toBeUndefined();
  });

  test('a body that is not JSON is shown as it is; no body gives nothing', () => {
    expect(extractServerErrorText('Bad gateway')).toBe('Bad gateway');
    expect(extractServerErrorText(undefined)).toBeUndefined();
    expect(extractServerErrorText(null)).toBeUndefined();
  });

  test('a JSON body without a message gives nothing (the screen words the status)', () => {
    expect(extractServerErrorText({ success: false, message: '  ' })).toBeUndefined();
    expect(extractServerErrorText([])).toBeUndefined();
  });
});

test('fieldMessages flattens the field lists in order, and reads nothing from a non-object', () => {
  expect(fieldMessages({ a: ['one'], b: ['two', 'three'] })).toEqual(['one', 'two', 'three']);
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
