import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SerializedError, ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useIntl } from 'react-intl';
import { describeFailure } from '../../../api';
import { useAppDispatch } from '../../../state/hooks';
import type { SharedState } from '../../../state/shared';

/**
 * An edit form's answer to a save refused because someone else changed the record since it was
 * loaded (409; the forms send the version they loaded as `expected_updated_at`). The form keeps
 * what was typed; the notice's Reload fetches the stored record and hands it to `apply`, which
 * puts its values and its version in the form.
 */
export function useStaleRecord<R>(fetchRecord: () => Promise<R | undefined>, apply: (record: R) => void) {
  const intl = useIntl();
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);

  /** True (and the notice shown) when `error` is that refusal. */
  const refused = (error: FetchBaseQueryError | SerializedError | undefined) => {
    const failure = describeFailure(error);
    const conflict = failure.kind === 'http' && failure.status === 409;
    setStale(conflict);
    return conflict;
  };

  const reload = async () => {
    setReloading(true);
    try {
      const record = await fetchRecord();
      // A record deleted meanwhile: the next save says so (404).
      if (record) apply(record);
      setStale(false);
    } catch {
      // Unreachable server: the notice stays, Reload can be pressed again.
    } finally {
      setReloading(false);
    }
  };

  const notice: ReactNode = stale && (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => void reload()} disabled={reloading}>
          {intl.formatMessage({ id: 'admin.staleRecord.reload' })}
        </Button>
      }
    >
      {intl.formatMessage({ id: 'admin.staleRecord.changed' })}
    </Alert>
  );

  return { refused, notice, clear: () => setStale(false) };
}

/** An admin list's endpoint (api.endpoints.listAdminCities…): its records carry their `id`. */
interface RecordList<R extends { id: number }> {
  initiate: (
    arg: undefined,
    options: { subscribe: boolean; forceRefetch: boolean },
  ) => ThunkAction<{ unwrap: () => Promise<{ data: R[] }> }, SharedState, unknown, UnknownAction>;
}

/** useStaleRecord for a record of an admin list: Reload fetches the list afresh (not from the cache) and takes the record `id`. */
export function useStaleListedRecord<R extends { id: number }>(list: RecordList<R>, id: number | undefined, apply: (record: R) => void) {
  const dispatch = useAppDispatch();
  return useStaleRecord(async () => {
    const { data } = await dispatch(list.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap();
    return data.find((record) => record.id === id);
  }, apply);
}
