import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { requestHeaders, signOutOn401 } from './operationAuth';
import type { SharedState } from '../state/shared';
import { runtimeConfig } from './runtimeConfig';

let rawBaseQuery: ReturnType<typeof fetchBaseQuery> | undefined;

// Built on first use so that the runtime config (loaded by its own script) is in place.
function raw() {
  rawBaseQuery ??= fetchBaseQuery({
    baseUrl: runtimeConfig().apiBaseUrl,
    // Endpoint names are the spec's operationIds.
    prepareHeaders(headers, { getState, endpoint }) {
      for (const [name, value] of Object.entries(requestHeaders(endpoint, getState() as SharedState))) headers.set(name, value);
      return headers;
    },
  });
  return rawBaseQuery;
}

const IDEMPOTENCY_KEY = 'Idempotency-Key';

/** 128 random bits in hex (crypto.randomUUID needs a secure context; this works on any page). */
const newIdempotencyKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * An operation whose spec declares the Idempotency-Key header (state-changing lesson and booking
 * calls) gets a fresh key per call of its mutation, that is per user action: its generated
 * endpoint names the header without a value. The key is written into the call's own arguments,
 * which RTK Query's `retry` hands unchanged to every attempt, so a retry carries the same key and
 * the server answers it with the first answer instead of changing anything twice.
 */
function keyIdempotentCall(args: string | FetchArgs): void {
  if (typeof args !== 'object' || !args.headers || args.headers instanceof Headers || Array.isArray(args.headers)) return;
  const headers = args.headers as Record<string, string | undefined>;
  if (Object.hasOwn(headers, IDEMPOTENCY_KEY) && headers[IDEMPOTENCY_KEY] === undefined) headers[IDEMPOTENCY_KEY] = newIdempotencyKey();
}

/**
 * The base of every generated endpoint. A 401 ends the session the operation requires (the admin
 * guard then sends the browser to /admin/login; a student loses the customer token).
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  keyIdempotentCall(args);
  const result = await raw()(args, api, extraOptions);
  if (result.error?.status === 401) for (const action of signOutOn401(api.endpoint)) api.dispatch(action);
  return result;
};
