import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { OperationId } from '../contract/generated/operations.gen';
import { requestHeaders, signOutOn401 } from './operationAuth';
import type { SharedState } from '../state/shared';
import { runtimeConfig } from './runtimeConfig';

export interface UploadRequest {
  url: string;
  method: string;
  body: FormData;
  headers: Record<string, string>;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Whole percents of the request body sent so far. */
  onProgress?: (percent: number) => void;
}

export type UploadResult = { data: unknown } | { error: FetchBaseQueryError };

/**
 * Sends a form with XMLHttpRequest, because fetch cannot report how much of a request body has
 * been sent. Answers in the shapes fetchBaseQuery uses, so screens word its failures the same way.
 */
function uploadWithProgress({ url, method, body, headers, timeoutMs, signal, onProgress }: UploadRequest): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = timeoutMs;
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      const text = xhr.responseText;
      let data: unknown;
      try {
        data = text ? JSON.parse(text) : null;
      } catch {
        resolve({ error: { status: 'PARSING_ERROR', originalStatus: xhr.status, data: text, error: 'The answer is not JSON' } });
        return;
      }
      resolve(xhr.status >= 200 && xhr.status < 300 ? { data } : { error: { status: xhr.status, data } });
    });
    xhr.addEventListener('error', () => resolve({ error: { status: 'FETCH_ERROR', error: 'Network error' } }));
    xhr.addEventListener('timeout', () => resolve({ error: { status: 'TIMEOUT_ERROR', error: 'Timed out' } }));
    xhr.addEventListener('abort', () => resolve({ error: { status: 'FETCH_ERROR', error: 'Aborted' } }));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

/**
 * Sends one operation of the spec (its method and path, relative to the API) with upload progress,
 * with the headers and the 401 handling of the base query (by the operation's security).
 */
export async function uploadOperation(
  operationId: OperationId,
  { path, ...request }: Pick<UploadRequest, 'method' | 'body' | 'timeoutMs' | 'onProgress'> & { path: string },
  { getState, dispatch, signal }: Pick<BaseQueryApi, 'getState' | 'dispatch' | 'signal'>,
): Promise<UploadResult> {
  const headers = requestHeaders(operationId, getState() as SharedState);
  const result = await uploadWithProgress({ ...request, url: `${runtimeConfig().apiBaseUrl}${path}`, headers, signal });
  if ('error' in result && result.error.status === 401) for (const action of signOutOn401(operationId)) dispatch(action);
  return result;
}

/** An upload's result as a queryFn answers it: the body typed as the operation's success answer (validated by the server's contract). */
export function asQueryResult<T>(result: UploadResult): { data: T } | { error: FetchBaseQueryError } {
  return 'error' in result ? { error: result.error } : { data: result.data as T };
}
