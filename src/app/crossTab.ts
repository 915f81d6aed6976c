import type { Dispatch } from '@reduxjs/toolkit';
import { customerTokenChanged } from '../state/authSlice';
import { STORAGE_KEYS } from '../state/storage';

/** A sign-in or sign-out in another tab changes this tab's customer state too. */
export function followCustomerTokenAcrossTabs(dispatch: Dispatch): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared all of storage.
    if (event.key === STORAGE_KEYS.customerToken || event.key === null) {
      dispatch(customerTokenChanged(event.key === null ? null : event.newValue));
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
