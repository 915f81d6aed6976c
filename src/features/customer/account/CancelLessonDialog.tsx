import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCancelMyLessonMutation, type Lesson } from '../../../api/signedInApi';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { useSubmit } from '../../../components/forms/useSubmit';
import { CUSTOMER_TOAST_MS } from '../shared/customerFlow';
import { lessonConflictText, lessonTimeText } from '../shared/lessonTexts';

interface CancelLessonDialogProps {
  lesson: Lesson | null;
  /** The school's cut-off, in hours before a lesson. */
  cutoffHours: number;
  /** The time (ms) the page compares the cut-off with. */
  now: number;
  onClose: () => void;
}

/**
 * Asks before cancelling a lesson, saying what it costs: before its cut-off the hours come back,
 * after it the lesson is counted as taken.
 */
export function CancelLessonDialog({ lesson, cutoffHours, now, onClose }: CancelLessonDialogProps) {
  const intl = useIntl();
  const [cancel] = useCancelMyLessonMutation();
  const cancelling = useSubmit(cancel, {
    successMessage: intl.formatMessage({ id: 'lessons.cancel.done' }),
    failureMessage: (text, error) => lessonConflictText(intl, error) ?? text,
    toastOptions: { autoHideDuration: CUSTOMER_TOAST_MS },
    onSuccess: onClose,
    onFailure: onClose,
  });
  // The dialog keeps its text while it closes.
  const [shown, setShown] = useState(lesson);
  if (lesson && lesson !== shown) setShown(lesson);
  const free = shown ? now < Date.parse(shown.free_cancel_until) : true;
  return (
    <ConfirmDialog
      open={lesson !== null}
      confirmLabel={intl.formatMessage({ id: 'lessons.cancel.confirm' })}
      cancelLabel={intl.formatMessage({ id: 'lessons.cancel.keep' })}
      busy={cancelling.isSubmitting}
      onConfirm={() => lesson && void cancelling.submit({ id: lesson.id })}
      onCancel={onClose}
    >
      {shown &&
        intl.formatMessage(
          { id: free ? 'lessons.cancel.free' : 'lessons.cancel.counted' },
          { when: lessonTimeText(intl, shown), hours: shown.duration_minutes / 60, cutoff: cutoffHours },
        )}
    </ConfirmDialog>
  );
}
