import type { Dispatch } from '@reduxjs/toolkit';
import { customerSessionChanged, loadCustomerSession } from '../state/authSlice';
import { STORAGE_KEYS } from '../state/storage';

/** A sign-in or sign-out in another tab changes this tab's student session too (token and profile). */
export function followCustomerTokenAcrossTabs(dispatch: Dispatch): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared all of storage. Storage is read again rather than the event's
    // value: a sign-in writes two keys, and the session is whatever both now hold.
    if (event.key === null || event.key === STORAGE_KEYS.customerToken || event.key === STORAGE_KEYS.customerUser) {
      dispatch(customerSessionChanged(loadCustomerSession()));
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
