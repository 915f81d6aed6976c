import { afterLogin, flowState } from './customerFlow';

test('navigation state keeps only same-site paths', () => {
  expect(flowState({ email: 'a@b.co', redirectTo: '/login', from: '/payment-page' })).toEqual({ email: 'a@b.co', redirectTo: '/login', from: '/payment-page' });
  expect(flowState({ from: 'https://evil.example', redirectTo: '//evil.example' })).toEqual({ email: undefined, redirectTo: undefined, from: undefined });
  expect(flowState({ email: 'a@b.co', passwordReset: true })).toMatchObject({ email: 'a@b.co', passwordReset: true });
  expect(flowState({ passwordReset: 'yes' })).not.toHaveProperty('passwordReset');
  expect(afterLogin({})).toBe('/payment-page');
  expect(afterLogin({ from: '/services' })).toBe('/services');
});
