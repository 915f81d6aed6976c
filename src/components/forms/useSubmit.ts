import { useRef, useState } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { OptionsObject, SnackbarKey, VariantType } from 'notistack';
import { useToasts } from '../feedback/toasts';
import { useFailureText } from '../feedback/useFailureText';
import { serverFieldErrors } from './serverFieldErrors';

export type CallFailure = FetchBaseQueryError | SerializedError;

/** What an RTK Query mutation trigger resolves to. */
export type CallOutcome = { data?: unknown; error?: undefined } | { error: CallFailure };

/** The data of a call that succeeded. */
type DataOf<R> = R extends { error: CallFailure } ? never : R extends { data?: infer D } ? D : never;

const succeeded = <R extends CallOutcome>(result: R): result is R & { data: DataOf<R> } => !result.error;
const failed = <R extends CallOutcome>(result: R): result is R & { error: CallFailure } => Boolean(result.error);

/** Per-field messages of a form, by field name. */
export type FieldErrors = Partial<Record<string, string>>;

export interface SubmitOptions<A, R extends CallOutcome, E extends FieldErrors> {
  /** The form's own checks, before anything is sent: any message stops the call and is shown by its field. */
  validate?: (arg: A) => E;
  onSuccess?: (data: DataOf<R>, arg: A) => void;
  /** Toasted on success. */
  successMessage?: string | ((data: DataOf<R>, arg: A) => string);
  /**
   * The failure as the screen words it; `text` is the failure in the reader's language (the
   * server's message, or what went wrong on the way). Default: `text` itself.
   */
  failureMessage?: (text: string, error: CallFailure, arg: A) => string;
  /** A refusal the screen answers itself (an edit's stale-record notice on a 409): true when it did, then nothing else is shown. */
  refused?: (error: CallFailure) => boolean;
  /** Also called with the failure's text, for a screen that shows it elsewhere. */
  onFailure?: (text: string) => void;
  /** False: the failure is only shown in the form (`failure`), not toasted. */
  toastFailure?: boolean;
  /** Options of both toasts (e.g. their duration). */
  toastOptions?: OptionsObject;
}

/**
 * Sends a form: one call at a time (a second submit while saving does nothing), the server's
 * per-field messages of a 422 shown by their fields (what was typed stays), any other failure
 * worded in the reader's language, kept in `failure` for the form's banner and toasted.
 */
export function useSubmit<A, R extends CallOutcome, E extends FieldErrors = FieldErrors>(
  trigger: (arg: A) => PromiseLike<R>,
  options: SubmitOptions<A, R, E> = {},
) {
  const failureText = useFailureText();
  const { enqueueSnackbar } = useToasts();
  const [fieldErrors, setFieldErrors] = useState<E>({} as E);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  // State alone would let a second click through before the first re-render.
  const inFlight = useRef(false);
  const { validate, onSuccess, successMessage, failureMessage, refused, onFailure, toastFailure = true, toastOptions } = options;
  // A form's newer toast takes the place of its older one: a wrong then a right code leaves only the right one's.
  const lastToast = useRef<SnackbarKey | undefined>(undefined);
  const toast = (text: string, variant: VariantType) => {
    lastToast.current = enqueueSnackbar(text, { ...toastOptions, variant }, lastToast.current);
  };

  /** Shows a failure the screen found itself, as a failed call's is shown. */
  const fail = (text: string) => {
    setFailure(text);
    if (toastFailure) toast(text, 'error');
    onFailure?.(text);
  };

  const submit = async (arg: A): Promise<void> => {
    if (inFlight.current) return;
    setFailure(null);
    if (validate) {
      const found = validate(arg);
      setFieldErrors(found);
      if (Object.values(found).some(Boolean)) return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const result = await trigger(arg);
      if (failed(result)) {
        // A refusal the caller handles (a stale record) leaves no field messages of the earlier attempt.
        setFieldErrors(serverFieldErrors(result.error) as E);
        if (refused?.(result.error)) return;
        const text = failureText(result.error);
        fail(failureMessage ? failureMessage(text, result.error, arg) : text);
        return;
      }
      if (!succeeded(result)) return;
      if (successMessage !== undefined) {
        toast(typeof successMessage === 'string' ? successMessage : successMessage(result.data, arg), 'success');
      }
      onSuccess?.(result.data, arg);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  /** Forgets what the last attempt showed (a reloaded record starts afresh). */
  const clear = () => {
    setFieldErrors({} as E);
    setFailure(null);
  };

  return { submit, fieldErrors, setFieldErrors, failure, setFailure, fail, clear, isSubmitting };
}
