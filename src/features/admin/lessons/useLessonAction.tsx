import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { useIntl } from 'react-intl';
import { useSubmit, type CallOutcome, type SubmitOptions } from '../../../components/forms/useSubmit';
import { conflictCode, type ConflictCode } from '../../../api/conflictCode';
import { lessonConflictWords } from './lessonConflict';

type LessonActionOptions<A, R extends CallOutcome> = Pick<
  SubmitOptions<A, R, Record<string, string | undefined>>,
  'successMessage' | 'onSuccess' | 'onFailure' | 'toastFailure'
>;

/**
 * Sends one of the office's lesson actions. A refusal is worded for the office by its code and
 * stays in the dialog (`problem`, announced at once) unless toasted (an action without a dialog);
 * its code is `refusedBy`; a 422's field messages are in `fieldErrors`.
 */
export function useLessonAction<A, R extends CallOutcome>(trigger: (arg: A) => PromiseLike<R>, options: LessonActionOptions<A, R>) {
  const intl = useIntl();
  const [refusedBy, setRefusedBy] = useState<ConflictCode | undefined>(undefined);
  const action = useSubmit(trigger, {
    ...options,
    failureMessage: (text, error) => {
      setRefusedBy(conflictCode(error));
      return lessonConflictWords(intl, error) ?? text;
    },
    toastFailure: options.toastFailure ?? false,
  });
  /** Forgets the last refusal (the choice it was about has changed). */
  const clear = () => {
    setRefusedBy(undefined);
    action.clear();
  };
  const problem: ReactNode = action.failure && (
    <Alert severity="error" role="alert">
      {action.failure}
    </Alert>
  );
  return {
    submit: action.submit,
    sending: action.isSubmitting,
    problem,
    refusedBy: action.failure ? refusedBy : undefined,
    clear,
    fieldErrors: action.fieldErrors,
    setFieldErrors: action.setFieldErrors,
  };
}
