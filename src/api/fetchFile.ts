import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { OperationId } from '../contract/generated/operations.gen';
import { requestHeaders, signOutOn401 } from './operationAuth';
import type { SharedState } from '../state/shared';
import { runtimeConfig } from './runtimeConfig';

export type FileResult = { data: Blob } | { error: FetchBaseQueryError };

/**
 * Downloads a private file of the API (an instructor's document, for the office or the instructor) with the operation's token, as a
 * Blob kept out of the store (which holds only serializable answers). A failure's JSON body is
 * answered in fetchBaseQuery's shape, so screens word it as any other failure; a 401 ends the
 * operation's session as the base query does.
 */
export async function fetchOperationFile(
  operationId: OperationId,
  path: string,
  { getState, dispatch, signal }: Pick<BaseQueryApi, 'getState' | 'dispatch'> & { signal?: AbortSignal },
): Promise<FileResult> {
  const headers = { ...requestHeaders(operationId, getState() as SharedState), accept: '*/*' };
  let response: Response;
  try {
    response = await fetch(`${runtimeConfig().apiBaseUrl}${path}`, { headers, signal });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  if (response.ok) return { data: await response.blob() };
  if (response.status === 401) for (const action of signOutOn401(operationId)) dispatch(action);
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the text itself is the failure's body.
  }
  return { error: { status: response.status, data } };
}
