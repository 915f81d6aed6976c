import { createAsyncThunk } from '@reduxjs/toolkit';
import { api } from '../../../api';
import { signedInApi } from '../../../api/signedInApi';
import { instructorSignedOut } from '../../../state/authSlice';

/**
 * Signs the instructor out (revoking the instructor's token, never a student session the browser
 * also holds). The local session always ends, even when the call fails (its error is only logged).
 */
export const logoutInstructor = createAsyncThunk('session/logoutInstructor', async (_: void, { dispatch }) => {
  try {
    await dispatch(signedInApi.endpoints.instructorLogout.initiate()).unwrap();
  } catch (error) {
    console.warn('Instructor logout call failed; the local token is cleared anyway.', error);
  }
  dispatch(instructorSignedOut());
  dispatch(api.util.resetApiState());
});
