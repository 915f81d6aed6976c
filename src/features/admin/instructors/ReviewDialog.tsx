import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useReviewInstructorMutation, type AdminInstructor, type InstructorReviewInput } from '../../../api/enrolment';
import { instructorName } from '../../../api/instructorName';
import { useSubmit } from '../../../components/forms/useSubmit';
import { ActionDialog } from '../shared/ActionDialog';
import { ReasonField } from '../shared/ReasonField';
import { conflictCode } from '../../../api/conflictCode';

/** A rejection's reason is mailed to the applicant: a word or two would tell them nothing. */
export const REASON_MIN = 10;
const REASON_MAX = 1000;

/** The refusals that mean the application changed since it was read: the page reloads it and says why. */
export type ReviewConflict = 'stale' | 'not_submitted';

interface ReviewDialogProps {
  instructor: AdminInstructor;
  decision: InstructorReviewInput['decision'];
  onConflict: (code: ReviewConflict) => void;
  onClose: () => void;
}

/** Approves or rejects a pending application, as read (its `updated_at`); a rejection needs its reason. */
export function ReviewDialog({ instructor, decision, onConflict, onClose }: ReviewDialogProps) {
  const intl = useIntl();
  const name = instructorName(instructor);
  const [reason, setReason] = useState('');
  const [review] = useReviewInstructorMutation();
  const reject = decision === 'reject';
  const action = useSubmit(review, {
    validate: ({ instructorReviewInput }) =>
      reject && (instructorReviewInput.reason ?? '').length < REASON_MIN
        ? { reason: intl.formatMessage({ id: 'admin.instructors.review.reasonShort' }, { min: REASON_MIN }) }
        : {},
    successMessage: intl.formatMessage({ id: reject ? 'admin.instructors.review.rejectedDone' : 'admin.instructors.review.approvedDone' }, { name }),
    onSuccess: onClose,
    refused: (error) => {
      const code = conflictCode(error);
      if (code !== 'stale' && code !== 'not_submitted') return false;
      onConflict(code);
      return true;
    },
    toastFailure: false,
  });

  const confirm = () =>
    void action.submit({
      id: instructor.id,
      instructorReviewInput: { decision, updated_at: instructor.updated_at, ...(reject ? { reason: reason.trim() } : {}) },
    });

  return (
    <ActionDialog
      title={intl.formatMessage({ id: reject ? 'admin.instructors.review.rejectTitle' : 'admin.instructors.review.approveTitle' }, { name })}
      problem={
        action.failure && (
          <Alert severity="error" role="alert">
            {action.failure}
          </Alert>
        )
      }
      confirmLabel={intl.formatMessage({ id: reject ? 'admin.instructors.review.reject' : 'admin.instructors.review.approve' })}
      ready={!reject || reason.trim().length > 0}
      sending={action.isSubmitting}
      danger={reject}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Typography>{intl.formatMessage({ id: reject ? 'admin.instructors.review.rejectWhat' : 'admin.instructors.review.approveWhat' }, { name })}</Typography>
      {reject && (
        <ReasonField
          value={reason}
          onChange={(text) => {
            setReason(text);
            action.setFieldErrors({});
          }}
          error={action.fieldErrors.reason}
          maxLength={REASON_MAX}
        />
      )}
    </ActionDialog>
  );
}
