import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { describeFailure } from '../../api';

/**
 * The server's per-field messages of a 422 (`errors: {field: [messages]}`), first message per
 * field, under the field's full path (`translations.fr.title`, `content.price`) and, for a form
 * with one input for a whole list or object (`images.2` → `images`), under its first segment too.
 */
export function serverFieldErrors(error: FetchBaseQueryError | SerializedError | undefined): Record<string, string> {
  const failure = describeFailure(error);
  if (failure.kind !== 'http' || failure.status !== 422) return {};
  const errors = (failure.body as { errors?: Record<string, unknown> } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : messages;
    if (typeof first !== 'string') continue;
    out[field] = first;
    out[field.split('.')[0]] ??= first;
  }
  return out;
}

export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
