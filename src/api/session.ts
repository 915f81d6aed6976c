import { createAsyncThunk } from '@reduxjs/toolkit';
import { adminSignedOut, adminUserRefreshed, customerSignedOut } from '../state/authSlice';
import type { SharedState } from '../state/shared';
import { api } from './index';

// These thunks live in the api layer, not in state: they call endpoints, and the base query already
// imports state (tokens, sign-out actions), so state importing api would make the two a cycle.

/**
 * At start-up the stored admin user is used at once (it is already in the
 * store), then refreshed from GET /api/v1/user; if the refresh returns nothing, the admin is
 * signed out.
 */
export const refreshAdminSession = createAsyncThunk('session/refreshAdmin', async (_: void, { dispatch, getState }) => {
  if (!(getState() as SharedState).auth.adminToken) return;
  const result = await dispatch(api.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }));
  const user = result.data?.data;
  if (user) dispatch(adminUserRefreshed(user));
  else dispatch(adminSignedOut());
});

/** Logout always ends the local session, even when the server call fails (its error is only logged). */
export const logoutAdmin = createAsyncThunk('session/logoutAdmin', async (_: void, { dispatch }) => {
  try {
    await dispatch(api.endpoints.adminLogout.initiate()).unwrap();
  } catch (error) {
    console.warn('Admin logout call failed; the local session is cleared anyway.', error);
  }
  dispatch(adminSignedOut());
  dispatch(api.util.resetApiState());
});

/** Clears the token, and with the API cache the packages a signed-in student saw. */
export const logoutCustomer = createAsyncThunk('session/logoutCustomer', async (_: void, { dispatch }) => {
  try {
    await dispatch(api.endpoints.customerLogout.initiate()).unwrap();
  } catch (error) {
    console.warn('Customer logout call failed; the local token is cleared anyway.', error);
  }
  dispatch(customerSignedOut());
  dispatch(api.util.resetApiState());
});
