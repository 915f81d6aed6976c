import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { adminSignedOut, customerSignedOut, type AuthState } from '../state/authSlice';
import type { LocaleState } from '../state/localeSlice';
import { runtimeConfig } from './runtimeConfig';

interface SessionState {
  auth: AuthState;
  locale: LocaleState;
}

export type TokenKind = 'admin' | 'customer' | 'none';

const ADMIN_PATHS = ['/api/api/students-with-discounts', '/api/api/getAcceptedInstructors'];
const CUSTOMER_PATHS = ['/api/api/logout', '/api/api/getPackages'];

/** Which stored token a call carries: the admin one on /api/v1 and admin paths, the customer one on customer paths. */
export function tokenKindFor(url: string, method = 'GET'): TokenKind {
  const path = url.split('?')[0];
  if (path.startsWith('/api/v1/') || path.startsWith('/api/api/v1/admin/') || ADMIN_PATHS.includes(path)) return 'admin';
  if (path === '/api/api/partners' && method.toUpperCase() === 'POST') return 'admin';
  if (CUSTOMER_PATHS.includes(path)) return 'customer';
  return 'none';
}

const LOGIN_PATHS = ['/api/v1/login', '/api/api/login'];

let rawBaseQuery: ReturnType<typeof fetchBaseQuery> | undefined;

// Built on first use so that the runtime config (loaded by its own script) is in place.
function raw() {
  rawBaseQuery ??= fetchBaseQuery({
    baseUrl: runtimeConfig().apiBaseUrl,
    prepareHeaders(headers, { getState, arg }) {
      const state = getState() as SessionState;
      const { url, method } = typeof arg === 'string' ? { url: arg, method: 'GET' } : arg;
      const kind = tokenKindFor(url, method);
      const token = kind === 'admin' ? state.auth.adminToken : kind === 'customer' ? state.auth.customerToken : null;
      if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
      headers.set('accept', 'application/json');
      // The server words its messages (validation, login failures, mails) in the reader's language.
      headers.set('accept-language', state.locale.locale);
      return headers;
    },
  });
  return rawBaseQuery;
}

/**
 * The base of every generated endpoint. A 401 on an admin call ends the admin session (the admin
 * guard then sends the browser to /admin/login); a 401 on a customer call drops the customer token.
 * Failed logins are 401s too, but they say nothing about a session.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const result = await raw()(args, api, extraOptions);
  if (result.error?.status === 401) {
    const { url, method } = typeof args === 'string' ? { url: args, method: 'GET' } : args;
    const path = url.split('?')[0];
    if (!LOGIN_PATHS.includes(path)) {
      const kind = tokenKindFor(url, method);
      if (kind === 'admin') api.dispatch(adminSignedOut());
      if (kind === 'customer') api.dispatch(customerSignedOut());
    }
  }
  return result;
};

