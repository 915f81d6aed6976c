import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { requestHeaders, signOutOn401, type SessionState } from './operationAuth';
import { runtimeConfig } from './runtimeConfig';

let rawBaseQuery: ReturnType<typeof fetchBaseQuery> | undefined;

// Built on first use so that the runtime config (loaded by its own script) is in place.
function raw() {
  rawBaseQuery ??= fetchBaseQuery({
    baseUrl: runtimeConfig().apiBaseUrl,
    // Endpoint names are the spec's operationIds.
    prepareHeaders(headers, { getState, endpoint }) {
      for (const [name, value] of Object.entries(requestHeaders(endpoint, getState() as SessionState))) headers.set(name, value);
      return headers;
    },
  });
  return rawBaseQuery;
}

/**
 * The base of every generated endpoint. A 401 ends the session the operation requires (the admin
 * guard then sends the browser to /admin/login; a student loses the customer token).
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const result = await raw()(args, api, extraOptions);
  if (result.error?.status === 401) for (const action of signOutOn401(api.endpoint)) api.dispatch(action);
  return result;
};
