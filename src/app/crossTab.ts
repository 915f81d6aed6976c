import type { Dispatch } from '@reduxjs/toolkit';
import { customerSessionChanged, loadCustomerSession } from '../state/authSlice';
import { STORAGE_KEYS } from '../state/storage';

const CUSTOMER_KEYS: ReadonlySet<string> = new Set([STORAGE_KEYS.customerToken, STORAGE_KEYS.customerUser]);

/** A sign-in or sign-out in another tab changes this tab's student session too (token and profile). */
export function followCustomerTokenAcrossTabs(dispatch: Dispatch): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared all of storage. Storage is read again rather than the event's
    // value: a sign-in writes two keys, and the session is whatever both now hold.
    if (event.key === null || CUSTOMER_KEYS.has(event.key)) dispatch(customerSessionChanged(loadCustomerSession()));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
