import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

// The generated endpoints are injected into this empty base; tags are those of openapi/spec.yaml.
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Auth',
    'Content',
    'Dashboard',
    'Services',
    'Inquiries',
    'Cities',
    'Partners',
    'Instructors',
    'Packages',
    'Customer',
    'Bookings',
    'Settings',
    'Account',
  ],
  endpoints: () => ({}),
});
