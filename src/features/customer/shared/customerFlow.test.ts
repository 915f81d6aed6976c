import { afterLogin, customerTokenOf, flowState } from './customerFlow';

test('the token is read from token, data.token, access_token or data.access_token', () => {
  expect(customerTokenOf({ token: 'a' })).toBe('a');
  expect(customerTokenOf({ data: { token: 'b' } })).toBe('b');
  expect(customerTokenOf({ access_token: 'c' })).toBe('c');
  expect(customerTokenOf({ data: { access_token: 'd' } })).toBe('d');
  expect(customerTokenOf({ success: true, token: '' })).toBeUndefined();
  expect(customerTokenOf(null)).toBeUndefined();
});

test('navigation state keeps only same-site paths', () => {
  expect(flowState({ email: 'a@b.co', redirectTo: '/login', from: '/payment-page' })).toEqual({ email: 'a@b.co', redirectTo: '/login', from: '/payment-page' });
  expect(flowState({ from: 'https://evil.example', redirectTo: '//evil.example' })).toEqual({ email: undefined, redirectTo: undefined, from: undefined });
  expect(afterLogin({})).toBe('/payment-page');
  expect(afterLogin({ from: '/services' })).toBe('/services');
});
