import {
  adminSignedIn,
  adminSignedOut,
  adminUserRefreshed,
  authSlice,
  customerSignedIn,
  customerSignedOut,
  customerTokenChanged,
  loadAuthState,
  selectIsAdmin,
} from './authSlice';

const reduce = authSlice.reducer;
const empty = reduce(undefined, { type: 'init' });
const admin = { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' };

afterEach(() => localStorage.clear());

test('an admin sign-in keeps the token and the user', () => {
  const state = reduce(empty, adminSignedIn({ token: 't1', user: admin }));
  expect(state).toMatchObject({ adminToken: 't1', adminUser: admin });
  expect(selectIsAdmin({ auth: state })).toBe(true);
});

test('a user whose role is not admin is not an admin', () => {
  const state = reduce(empty, adminSignedIn({ token: 't1', user: { ...admin, role: 'student' } }));
  expect(selectIsAdmin({ auth: state })).toBe(false);
});

test('sign-out clears the admin token and user but not the customer token', () => {
  let state = reduce(empty, customerSignedIn('c1'));
  state = reduce(state, adminSignedIn({ token: 't1', user: admin }));
  state = reduce(state, adminSignedOut());
  expect(state).toEqual({ adminToken: null, adminUser: null, customerToken: 'c1' });
});

test('a refreshed user replaces the stored one', () => {
  const state = reduce(reduce(empty, adminSignedIn({ token: 't', user: admin })), adminUserRefreshed({ ...admin, name: 'Renamed' }));
  expect(state.adminUser?.name).toBe('Renamed');
});

test('customer sign-in, sign-out and a change from another tab', () => {
  let state = reduce(empty, customerSignedIn('c1'));
  expect(state.customerToken).toBe('c1');
  state = reduce(state, customerTokenChanged('c2'));
  expect(state.customerToken).toBe('c2');
  state = reduce(state, customerSignedOut());
  expect(state.customerToken).toBeNull();
});

test('the stored session is read from the keys of the spec', () => {
  localStorage.setItem('auth_token', 'stored');
  localStorage.setItem('user_data', JSON.stringify(admin));
  localStorage.setItem('token', 'cust');
  expect(loadAuthState()).toEqual({ adminToken: 'stored', adminUser: admin, customerToken: 'cust' });
});

test('a stored user without a token, or unreadable user data, is ignored', () => {
  localStorage.setItem('user_data', JSON.stringify(admin));
  expect(loadAuthState().adminUser).toBeNull();
  localStorage.setItem('auth_token', 'stored');
  localStorage.setItem('user_data', '{not json');
  expect(loadAuthState()).toMatchObject({ adminToken: 'stored', adminUser: null });
});
