import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { IntlShape } from 'react-intl';
import { describeFailure, fieldMessages } from '../../../api';

const MAX_FIELD_TEXT = 200;

/** The student login's error text: timeout, network failure, field errors (if short), the server's message or msg, else the status. */
export function loginFailureText(intl: IntlShape, error: FetchBaseQueryError | SerializedError | undefined): string {
  const failure = describeFailure(error);
  if (failure.kind === 'timeout') return intl.formatMessage({ id: 'common.timeout' });
  // The browser's own wording ("Failed to fetch") is English-only: the reader's language instead.
  if (failure.kind === 'network') return intl.formatMessage({ id: 'login.failed' });
  const body = (failure.body ?? {}) as { errors?: unknown; message?: unknown; msg?: unknown };
  const fields = fieldMessages(body.errors);
  if (fields.length > 0) {
    const joined = fields.join(' • ');
    return joined.length < MAX_FIELD_TEXT ? joined : intl.formatMessage({ id: 'login.validationFailed' });
  }
  for (const text of [body.message, body.msg]) if (typeof text === 'string' && text.trim()) return text;
  return intl.formatMessage({ id: 'login.serverError' }, { status: failure.status });
}
