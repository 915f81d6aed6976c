import { api, type Instructor } from '../../../api';
import type { AuthState } from '../../../state/authSlice';

/**
 * The accepted instructors as the admin sees them (with birthdays): the same public operation,
 * called with the admin's own token as bearer, never an embedded credential.
 */
export const adminInstructorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAcceptedInstructorsAsAdmin: build.query<Instructor[], void>({
      queryFn: async (_arg, { getState }, _extra, baseQuery) => {
        const token = (getState() as { auth: AuthState }).auth.adminToken;
        const result = await baseQuery({ url: '/api/api/getAcceptedInstructors', headers: token ? { authorization: `Bearer ${token}` } : {} });
        return result.error ? { error: result.error } : { data: result.data as Instructor[] };
      },
      providesTags: ['Instructors'],
    }),
  }),
});

export const { useListAcceptedInstructorsAsAdminQuery } = adminInstructorsApi;
