import { setupStore } from './store';
import { mockApi } from '../test/mockApi';
import { adminSignedIn, customerSignedIn } from '../state/authSlice';
import { logoutAdmin, logoutCustomer, refreshAdminSession } from '../api/session';

const admin = { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' as const };

afterEach(() => localStorage.clear());

function storeWithStoredAdmin() {
  localStorage.setItem('auth_token', 'stored-token');
  localStorage.setItem('user_data', JSON.stringify(admin));
  return setupStore();
}

describe('admin start-up rule', () => {
  test('the stored user is there at once, then replaced by the refreshed one', async () => {
    const api = mockApi({ getCurrentUser: { body: { success: true, data: { ...admin, name: 'Fresh Name' } } } });
    const store = storeWithStoredAdmin();
    expect(store.getState().auth.adminUser).toEqual(admin);
    await store.dispatch(refreshAdminSession());
    expect(store.getState().auth.adminUser?.name).toBe('Fresh Name');
    expect(api.calls[0].headers.get('authorization')).toBe('Bearer stored-token');
  });

  test('a refresh that returns nothing signs the admin out and clears storage', async () => {
    mockApi({ getCurrentUser: { status: 401, body: { success: false, message: 'Unauthenticated.' } } });
    const store = storeWithStoredAdmin();
    await store.dispatch(refreshAdminSession());
    expect(store.getState().auth).toMatchObject({ adminToken: null, adminUser: null });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_data')).toBeNull();
  });

  test('without a stored token nothing is asked', async () => {
    const api = mockApi({});
    const store = setupStore();
    await store.dispatch(refreshAdminSession());
    expect(api.calls).toHaveLength(0);
  });
});

test('any 401 on an admin call ends the admin session', async () => {
  mockApi({ getCurrentUser: { status: 401, body: { success: false, message: 'Unauthenticated.' } } });
  const store = storeWithStoredAdmin();
  const { api } = await import('../api/index');
  await store.dispatch(api.endpoints.getCurrentUser.initiate());
  expect(store.getState().auth.adminToken).toBeNull();
});

test('a wrong password on the admin login is not a lost session', async () => {
  mockApi({ adminLogin: { status: 401, body: { success: false, message: 'Invalid credentials' } } });
  const store = storeWithStoredAdmin();
  const { api } = await import('../api/index');
  await store.dispatch(api.endpoints.adminLogin.initiate({ adminLoginInput: { email: 'a@b.co', password: 'x' } }));
  expect(store.getState().auth.adminToken).toBe('stored-token');
});

test('admin logout clears the session even when the server call fails', async () => {
  mockApi({ adminLogout: { status: 500, body: { success: false, message: 'Server Error' } } });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const store = setupStore();
  store.dispatch(adminSignedIn({ token: 't', user: admin }));
  expect(localStorage.getItem('auth_token')).toBe('t');
  await store.dispatch(logoutAdmin());
  expect(store.getState().auth.adminToken).toBeNull();
  expect(localStorage.getItem('auth_token')).toBeNull();
  warn.mockRestore();
});

const profile = { id: 5, firstName: 'Jordan', fullName: 'Jordan Tremblay', email: 'jordan@example.com' };

test('customer logout sends the customer token and clears it with the stored profile', async () => {
  const api = mockApi({ customerLogout: { body: { success: true, message: 'Logged out' } } });
  const store = setupStore();
  store.dispatch(customerSignedIn({ token: 'cust-token', user: profile }));
  expect(localStorage.getItem('token')).toBe('cust-token');
  expect(JSON.parse(localStorage.getItem('customer_data') ?? 'null')).toEqual(profile);
  await store.dispatch(logoutCustomer());
  expect(api.calls[0].headers.get('authorization')).toBe('Bearer cust-token');
  expect(store.getState().auth).toMatchObject({ customerToken: null, customerUser: null });
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('customer_data')).toBeNull();
});

test('a stored student session comes back with its profile; a 401 on a student call ends it', async () => {
  mockApi({ listPackages: { status: 401, body: { success: false, message: 'Unauthenticated.' } } });
  localStorage.setItem('token', 'cust-token');
  localStorage.setItem('customer_data', JSON.stringify(profile));
  const store = setupStore();
  expect(store.getState().auth).toMatchObject({ customerToken: 'cust-token', customerUser: profile });
  const { api } = await import('../api/index');
  await store.dispatch(api.endpoints.listPackages.initiate());
  expect(store.getState().auth).toMatchObject({ customerToken: null, customerUser: null });
  expect(localStorage.getItem('customer_data')).toBeNull();
});
