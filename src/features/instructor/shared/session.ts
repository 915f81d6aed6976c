import { createAsyncThunk } from '@reduxjs/toolkit';
import { api } from '../../../api';
import { instructorSignedOut } from '../../../state/authSlice';

/**
 * Signs the instructor out: the student's logout operation also accepts the instructor's token.
 * The local session always ends, even when the call fails (its error is only logged).
 */
export const logoutInstructor = createAsyncThunk('session/logoutInstructor', async (_: void, { dispatch }) => {
  try {
    await dispatch(api.endpoints.customerLogout.initiate()).unwrap();
  } catch (error) {
    console.warn('Instructor logout call failed; the local token is cleared anyway.', error);
  }
  dispatch(instructorSignedOut());
  dispatch(api.util.resetApiState());
});
