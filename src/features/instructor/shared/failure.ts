import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { IntlShape } from 'react-intl';
import { describeFailure, extractServerErrorText } from '../../../api';

type Failure = FetchBaseQueryError | SerializedError | undefined;

/** The words for a failed call: the server's own message when it gave one, else the status or the network. */
export function failureText(intl: IntlShape, error: Failure): string {
  const failure = describeFailure(error);
  if (failure.kind === 'http')
    return extractServerErrorText(failure.body) ?? intl.formatMessage({ id: 'instructorArea.error.status' }, { status: failure.status });
  return intl.formatMessage({ id: failure.kind === 'timeout' ? 'instructorArea.error.timeout' : 'instructorArea.error.network' });
}

/** A 422's field messages by field name (`weekly.2.to_time`, `documents.insurance`…); empty for any other failure. */
export function fieldErrors(error: Failure): Record<string, string[]> {
  const failure = describeFailure(error);
  if (failure.kind !== 'http' || failure.status !== 422) return {};
  const { body } = failure;
  const errors = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : undefined;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : []]),
  );
}
