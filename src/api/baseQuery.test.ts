import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { retry, type BaseQueryApi } from '@reduxjs/toolkit/query';
import { loadSpec } from '../contract/spec';
import { authSlice } from '../state/authSlice';
import { localeSlice } from '../state/localeSlice';
import { baseQuery } from './baseQuery';
import { officeApi } from './officeApi';
import { signedInApi } from './signedInApi';
import { api } from './index';

/*
 * The Idempotency-Key the base query gives the calls whose operation declares it: fresh for each
 * call of a mutation (a user action), the same for every retry of that call.
 */

const reducer = combineReducers({ [api.reducerPath]: api.reducer, auth: authSlice.reducer, locale: localeSlice.reducer });
const signedIn = { auth: { adminToken: 'admin-token', adminUser: null, customerToken: 'customer-token' } };

function setupStore() {
  return configureStore({
    reducer,
    preloadedState: signedIn as Partial<ReturnType<typeof reducer>>,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

describe('Idempotency-Key', () => {
  const declaring = [...loadSpec().operations.values()]
    .filter((op) => (op.definition.parameters ?? []).some((p) => (p as { $ref?: string }).$ref === '#/components/parameters/IdempotencyKey'))
    .map((op) => op.operationId);
  type Endpoint = { initiate: (arg: unknown) => Parameters<ReturnType<typeof setupStore>['dispatch']>[0] };
  const endpoints = { ...signedInApi.endpoints, ...officeApi.endpoints } as unknown as Record<string, Endpoint>;

  /** The Idempotency-Key of every request fetch receives (answering 200, or failing the first `failures`). */
  function recordKeys(failures = 0) {
    const keys: (string | null)[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      keys.push(request.headers.get('idempotency-key'));
      if (keys.length <= failures) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    return keys;
  }

  test('the spec declares it on the lesson and booking changes', () => {
    expect(declaring).toEqual(expect.arrayContaining(['cancelMyLesson', 'bookLesson', 'createBooking', 'startBookingPayment', 'markBookingPaid']));
  });

  test.each(declaring)('each call of %s carries a fresh key', async (operationId) => {
    const store = setupStore();
    const keys = recordKeys();
    await store.dispatch(endpoints[operationId].initiate({ id: 1 }));
    await store.dispatch(endpoints[operationId].initiate({ id: 1 }));
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(keys[1]).not.toBe(keys[0]);
  });

  test('a call retried by RTK Query carries the same key each time', async () => {
    const store = setupStore();
    const keys = recordKeys(2);
    const retrying = retry(baseQuery, { maxRetries: 2, backoff: async () => undefined });
    const api: BaseQueryApi = {
      signal: new AbortController().signal,
      abort: () => undefined,
      dispatch: store.dispatch,
      getState: store.getState,
      extra: undefined,
      endpoint: 'cancelMyLesson',
      type: 'mutation',
    };
    // As the generated endpoint builds it: the header named, its value left to the base query.
    const result = await retrying({ url: '/api/api/v1/lessons/1/cancel', method: 'POST', headers: { 'Idempotency-Key': undefined } }, api, {});
    expect(result.error).toBeUndefined();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  test('an operation that does not declare it, and a key the caller gives, are left as they are', async () => {
    const store = setupStore();
    const keys = recordKeys();
    await store.dispatch(endpoints.createService.initiate({ serviceInput: {} }));
    await store.dispatch(endpoints.cancelMyLesson.initiate({ id: 1, 'Idempotency-Key': 'chosen-by-caller' }));
    expect(keys).toEqual([null, 'chosen-by-caller']);
  });
});
