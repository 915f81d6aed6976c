import {
  adminSignedIn,
  adminSignedOut,
  adminUserRefreshed,
  authSlice,
  customerSignedIn,
  customerSessionChanged,
  customerSignedOut,
  instructorSignedOut,
  loadAuthState,
  selectCustomerUser,
  selectIsAdmin,
} from './authSlice';

const reduce = authSlice.reducer;
const empty = reduce(undefined, { type: 'init' });
const admin = { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' };
const profile = { id: 5, firstName: 'Jordan', fullName: 'Jordan Tremblay', email: 'jordan@example.com' };

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
  let state = reduce(empty, customerSignedIn({ token: 'c1', user: profile }));
  state = reduce(state, adminSignedIn({ token: 't1', user: admin }));
  state = reduce(state, adminSignedOut());
  expect(state).toEqual({ adminToken: null, adminUser: null, customerToken: 'c1', customerUser: profile, instructorToken: null, instructorUser: null });
});

test('a refreshed user replaces the stored one', () => {
  const state = reduce(reduce(empty, adminSignedIn({ token: 't', user: admin })), adminUserRefreshed({ ...admin, name: 'Renamed' }));
  expect(state.adminUser?.name).toBe('Renamed');
});

test('a customer sign-in keeps the token and the student’s profile; sign-out clears both', () => {
  let state = reduce(empty, customerSignedIn({ token: 'c1', user: profile }));
  expect(state).toMatchObject({ customerToken: 'c1', customerUser: profile });
  expect(selectCustomerUser({ auth: state })).toEqual(profile);
  state = reduce(state, customerSignedOut());
  expect(state).toMatchObject({ customerToken: null, customerUser: null });
  expect(selectCustomerUser({ auth: state })).toBeNull();
});

test('another tab’s session replaces this one; a profile without a token is dropped', () => {
  let state = reduce(empty, customerSessionChanged({ customerToken: 'c2', customerUser: profile }));
  expect(state).toMatchObject({ customerToken: 'c2', customerUser: profile });
  state = reduce(state, customerSessionChanged({ customerToken: null, customerUser: profile }));
  expect(state).toMatchObject({ customerToken: null, customerUser: null });
});

test('the stored session is read from the keys of the spec', () => {
  localStorage.setItem('auth_token', 'stored');
  localStorage.setItem('user_data', JSON.stringify(admin));
  localStorage.setItem('token', 'cust');
  localStorage.setItem('customer_data', JSON.stringify(profile));
  expect(loadAuthState()).toEqual({
    adminToken: 'stored',
    adminUser: admin,
    customerToken: 'cust',
    customerUser: profile,
    instructorToken: null,
    instructorUser: null,
  });
});

test('the instructor’s session is kept apart from the student’s, stored under its own keys', () => {
  localStorage.setItem('token', 'cust');
  localStorage.setItem('instructor_token', 'inst');
  localStorage.setItem('instructor_data', JSON.stringify(profile));
  let state = loadAuthState();
  expect(state).toMatchObject({ customerToken: 'cust', instructorToken: 'inst', instructorUser: profile });
  state = reduce(state, instructorSignedOut());
  expect(state).toMatchObject({ customerToken: 'cust', instructorToken: null, instructorUser: null });
  localStorage.removeItem('instructor_token');
  expect(loadAuthState().instructorUser).toBeNull();
});

test('a student token stored alone (an older session), or with an unreadable profile, has no profile', () => {
  localStorage.setItem('token', 'cust');
  expect(loadAuthState()).toMatchObject({ customerToken: 'cust', customerUser: null });
  localStorage.setItem('customer_data', '{not json');
  expect(loadAuthState()).toMatchObject({ customerToken: 'cust', customerUser: null });
  localStorage.removeItem('token');
  localStorage.setItem('customer_data', JSON.stringify(profile));
  expect(loadAuthState()).toMatchObject({ customerToken: null, customerUser: null });
});

test('a stored user without a token, or unreadable user data, is ignored', () => {
  localStorage.setItem('user_data', JSON.stringify(admin));
  expect(loadAuthState().adminUser).toBeNull();
  localStorage.setItem('auth_token', 'stored');
  localStorage.setItem('user_data', '{not json');
  expect(loadAuthState()).toMatchObject({ adminToken: 'stored', adminUser: null });
});
