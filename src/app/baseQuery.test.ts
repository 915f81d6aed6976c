import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { setupStore, type RootState } from './store';
import { operations, type OperationId } from '../contract/generated/operations.gen';
import { officeOperationSecurity } from '../contract/generated/officeSecurity.gen';
import { signedInOperationSecurity } from '../contract/generated/signedInSecurity.gen';
import { baseQuery } from '../api/baseQuery';
import { addOperationSecurity } from '../api/operationAuth';

// The signed-in and office operations' entries are added when their endpoints load (src/api/signedInApi.ts, officeApi.ts).
addOperationSecurity(signedInOperationSecurity);
addOperationSecurity(officeOperationSecurity);

// Driven by the generated map: a new operation is covered without touching this file.
const every = Object.entries(operations) as [OperationId, (typeof operations)[OperationId]][];

const bothSignedIn = {
  auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: 'customer-token' },
};

afterEach(() => localStorage.clear());

/** Sends the operation through the base query as its generated endpoint would, answering `status`. */
async function send(operationId: OperationId, status: number, preloadedState: Partial<RootState> = bothSignedIn) {
  const store = setupStore(preloadedState);
  let sent: Request | undefined;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent = input instanceof Request ? input : new Request(input, init);
    return new Response(JSON.stringify({ success: false, message: 'x' }), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const { method, path } = operations[operationId];
  const api: BaseQueryApi = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: operationId,
    type: method === 'GET' ? 'query' : 'mutation',
  };
  await baseQuery({ url: path.replace(/\{\w+\}/g, '1'), method }, api, {});
  return { headers: sent!.headers, auth: store.getState().auth };
}

test.each(every)('%s carries the token of its security, and only that one', async (operationId, { security }) => {
  const { headers } = await send(operationId, 200);
  const expected = (security as readonly string[]).includes('adminAuth')
    ? 'Bearer admin-token'
    : (security as readonly string[]).includes('customerAuth')
      ? 'Bearer customer-token'
      : null;
  expect(headers.get('authorization')).toBe(expected);
  expect(headers.get('accept-language')).toBe('en');
});

test.each(every)('a 401 on %s ends only the session its security requires', async (operationId, { security, anonymous }) => {
  const { auth } = await send(operationId, 401);
  const required = anonymous ? [] : (security as readonly string[]);
  expect(auth.adminToken).toBe(required.includes('adminAuth') ? null : 'admin-token');
  expect(auth.customerToken).toBe(required.includes('customerAuth') ? null : 'customer-token');
});

test('a 401 on a customer operation ends the customer session and keeps the admin one', async () => {
  const { auth } = await send('listPackages', 401);
  expect(auth).toMatchObject({ customerToken: null, adminToken: 'admin-token', adminUser: { name: 'Admin' } });
});

test('an operation open to anonymous callers and to admins goes without a token when there is none', async () => {
  const { headers } = await send('listAcceptedInstructors', 200, { auth: { ...bothSignedIn.auth, adminToken: null, adminUser: null } });
  expect(headers.get('authorization')).toBeNull();
});
