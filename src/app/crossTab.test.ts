import { act } from '@testing-library/react';
import { setupStore } from './store';
import { followCustomerTokenAcrossTabs } from './crossTab';

const profile = { id: 5, firstName: 'Jordan', fullName: 'Jordan Tremblay', email: 'jordan@example.com' };

afterEach(() => localStorage.clear());

/** What the browser does in this tab when another tab writes storage. */
function otherTabWrote(key: string | null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key }));
  });
}

test('another tab’s sign-in brings its student here; its sign-out, or a cleared storage, ends the session here', () => {
  const store = setupStore();
  const stop = followCustomerTokenAcrossTabs(store.dispatch);

  localStorage.setItem('customer_data', JSON.stringify(profile));
  otherTabWrote('customer_data');
  // The profile alone is no session: the token comes with the next write.
  expect(store.getState().auth).toMatchObject({ customerToken: null, customerUser: null });
  localStorage.setItem('token', 'tok-2');
  otherTabWrote('token');
  expect(store.getState().auth).toMatchObject({ customerToken: 'tok-2', customerUser: profile });

  localStorage.removeItem('customer_data');
  localStorage.removeItem('token');
  otherTabWrote('token');
  expect(store.getState().auth).toMatchObject({ customerToken: null, customerUser: null });

  localStorage.setItem('token', 'tok-3');
  otherTabWrote('token');
  expect(store.getState().auth).toMatchObject({ customerToken: 'tok-3', customerUser: null });
  localStorage.clear();
  otherTabWrote(null);
  expect(store.getState().auth.customerToken).toBeNull();

  stop();
});

test('other keys (the admin’s, the language) leave the student session alone', () => {
  localStorage.setItem('token', 'tok-1');
  const store = setupStore();
  const stop = followCustomerTokenAcrossTabs(store.dispatch);
  localStorage.removeItem('token');
  otherTabWrote('auth_token');
  expect(store.getState().auth.customerToken).toBe('tok-1');
  stop();
});
