import { useLocation } from 'react-router-dom';
import type { ReturnToState } from '../../config/paths';

/** Navigation state for a link to the login or the sign-up: once signed in, the student comes back to this page. */
export function useReturnHere(): ReturnToState {
  const { pathname, search } = useLocation();
  return { from: pathname + search };
}
