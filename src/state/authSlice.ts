import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStored, readStoredJson, STORAGE_KEYS, type StorageKey } from './storage';

export interface AdminUser {
  id: number;
  name: string;
  email: string;
  role: string;
}

/** What the site shows of the signed-in student (the header's name and menu). */
export interface CustomerProfile {
  id: number;
  firstName: string;
  fullName: string;
  email: string;
}

export interface AuthState {
  adminToken: string | null;
  adminUser: AdminUser | null;
  customerToken: string | null;
  /**
   * Absent or null with a token: a session stored before the profile was kept (shown as "My
   * account"). Optional, so a state written without it (a test's preloaded one) stays valid.
   */
  customerUser?: CustomerProfile | null;
  /** The instructor area's session, apart from the student's: a "teacher" account's token opens only that area. */
  instructorToken?: string | null;
  instructorUser?: CustomerProfile | null;
}

export interface CustomerSession {
  customerToken: string | null;
  customerUser: CustomerProfile | null;
}

/** A stored token and, with it, its user (a user without its token is meaningless). */
function storedSession<U>(tokenKey: StorageKey, userKey: StorageKey): [string | null, U | null] {
  const token = readStored(tokenKey);
  return [token, token ? readStoredJson<U>(userKey) : null];
}

/** The student's session as storage holds it (at start-up, and when another tab changes it). */
export function loadCustomerSession(): CustomerSession {
  const [customerToken, customerUser] = storedSession<CustomerProfile>(STORAGE_KEYS.customerToken, STORAGE_KEYS.customerUser);
  return { customerToken, customerUser };
}

export function loadAuthState(): AuthState {
  // The admin's token alone is refreshed into a user at start-up.
  const [adminToken, adminUser] = storedSession<AdminUser>(STORAGE_KEYS.adminToken, STORAGE_KEYS.adminUser);
  const [instructorToken, instructorUser] = storedSession<CustomerProfile>(STORAGE_KEYS.instructorToken, STORAGE_KEYS.instructorUser);
  return { adminToken, adminUser, ...loadCustomerSession(), instructorToken, instructorUser };
}

const initialState: AuthState = { adminToken: null, adminUser: null, customerToken: null, customerUser: null, instructorToken: null, instructorUser: null };

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
    /** The login or the verification code answered a token and its student. */
    customerSignedIn(state, action: PayloadAction<{ token: string; user: CustomerProfile }>) {
      state.customerToken = action.payload.token;
      state.customerUser = action.payload.user;
    },
    /** Logout, or any 401 on a student's call. */
    customerSignedOut(state) {
      state.customerToken = null;
      state.customerUser = null;
    },
    /** The login or the verification code answered an instructor token ("teacher" account). */
    instructorSignedIn(state, action: PayloadAction<{ token: string; user: CustomerProfile }>) {
      state.instructorToken = action.payload.token;
      state.instructorUser = action.payload.user;
    },
    /** Logout, or any 401 on an instructor's call. */
    instructorSignedOut(state) {
      state.instructorToken = null;
      state.instructorUser = null;
    },
    /** Another tab signed in or out (storage event): its stored session, as read from storage. */
    customerSessionChanged(state, action: PayloadAction<CustomerSession>) {
      state.customerToken = action.payload.customerToken;
      state.customerUser = action.payload.customerToken ? action.payload.customerUser : null;
    },
  },
  selectors: {
    selectAdminToken: (state) => state.adminToken,
    selectAdminUser: (state) => state.adminUser,
    selectIsAdmin: (state) => Boolean(state.adminToken && state.adminUser?.role === 'admin'),
    selectCustomerToken: (state) => state.customerToken,
    selectIsCustomer: (state) => Boolean(state.customerToken),
    selectCustomerUser: (state) => (state.customerToken ? (state.customerUser ?? null) : null),
    selectInstructorToken: (state) => state.instructorToken ?? null,
    selectInstructorUser: (state) => (state.instructorToken ? (state.instructorUser ?? null) : null),
  },
});

export const {
  adminSignedIn,
  adminUserRefreshed,
  adminSignedOut,
  customerSignedIn,
  customerSignedOut,
  customerSessionChanged,
  instructorSignedIn,
  instructorSignedOut,
} = authSlice.actions;
export const {
  selectAdminToken,
  selectAdminUser,
  selectIsAdmin,
  selectCustomerToken,
  selectIsCustomer,
  selectCustomerUser,
  selectInstructorToken,
  selectInstructorUser,
} = authSlice.selectors;
