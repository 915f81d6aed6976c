import { createApi } from '@reduxjs/toolkit/query/react';
import { tags } from '../contract/generated/operations.gen';
import { baseQuery } from './baseQuery';

// The generated endpoints are injected into this empty base. Its tags are every tag of
// openapi/spec.yaml, so that a hand-written override in either part of the client may name a tag
// whose endpoints the other part generates (a public inquiry refreshes the office's dashboard).
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: tags,
  endpoints: () => ({}),
});
