import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStored, readStoredJson, STORAGE_KEYS } from './storage';

export interface AdminUser {
  id: number;
  name: string;
  email: string;
  role: string;
}

export interface AuthState {
  adminToken: string | null;
  adminUser: AdminUser | null;
  customerToken: string | null;
}

export function loadAuthState(): AuthState {
  const adminToken = readStored(STORAGE_KEYS.adminToken);
  return {
    adminToken,
    // A user without its token is meaningless; the token alone is refreshed into a user at start-up.
    adminUser: adminToken ? readStoredJson<AdminUser>(STORAGE_KEYS.adminUser) : null,
    customerToken: readStored(STORAGE_KEYS.customerToken),
  };
}

const initialState: AuthState = { adminToken: null, adminUser: null, customerToken: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    adminSignedIn(state, action: PayloadAction<{ token: string; user: AdminUser }>) {
      state.adminToken = action.payload.token;
      state.adminUser = action.payload.user;
    },
    adminUserRefreshed(state, action: PayloadAction<AdminUser>) {
      state.adminUser = action.payload;
    },
    /** Logout, a failed refresh at start-up, or any 401 on an admin call. */
    adminSignedOut(state) {
      state.adminToken = null;
      state.adminUser = null;
    },
    customerSignedIn(state, action: PayloadAction<string>) {
      state.customerToken = action.payload;
    },
    customerSignedOut(state) {
      state.customerToken = null;
    },
    /** The token changed in another tab (storage event). */
    customerTokenChanged(state, action: PayloadAction<string | null>) {
      state.customerToken = action.payload;
    },
  },
  selectors: {
    selectAdminToken: (state) => state.adminToken,
    selectAdminUser: (state) => state.adminUser,
    selectIsAdmin: (state) => Boolean(state.adminToken && state.adminUser?.role === 'admin'),
    selectCustomerToken: (state) => state.customerToken,
    selectIsCustomer: (state) => Boolean(state.customerToken),
  },
});

export const { adminSignedIn, adminUserRefreshed, adminSignedOut, customerSignedIn, customerSignedOut, customerTokenChanged } = authSlice.actions;
export const { selectAdminToken, selectAdminUser, selectIsAdmin, selectCustomerToken, selectIsCustomer } = authSlice.selectors;
