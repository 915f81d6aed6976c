import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import {
  useReviewInstructorMutation,
  useReviewInstructorProfileChangeMutation,
  type AdminInstructor,
  type InstructorReviewInput,
} from '../../../api/officeApi';
import { instructorName } from '../../../api/instructorName';
import { useSubmit } from '../../../components/forms/useSubmit';
import type { MessageId } from '../../../i18n/messages';
import { ActionDialog } from '../shared/ActionDialog';
import { ReasonField } from '../shared/ReasonField';
import { conflictCode } from '../../../api/conflictCode';

/** A rejection's reason is mailed to the applicant: a word or two would tell them nothing. */
export const REASON_MIN = 10;
const REASON_MAX = 1000;

/** What the office decides on: the application, or an approved instructor's change to their public profile. */
export type ReviewSubject = 'application' | 'profileChange';

/**
 * The refusals that mean what was read is no longer what waits (it changed, or was decided
 * meanwhile): the page reloads the instructor and says why.
 */
export type ReviewConflict = 'stale' | 'not_submitted' | 'no_profile_change';
const CONFLICTS: Record<ReviewSubject, readonly ReviewConflict[]> = {
  application: ['stale', 'not_submitted'],
  profileChange: ['stale', 'no_profile_change'],
};

type Wording = Record<'approveTitle' | 'rejectTitle' | 'approveWhat' | 'rejectWhat' | 'approve' | 'reject' | 'approvedDone' | 'rejectedDone', MessageId>;
const WORDING: Record<ReviewSubject, Wording> = {
  application: {
    approveTitle: 'admin.instructors.review.approveTitle',
    rejectTitle: 'admin.instructors.review.rejectTitle',
    approveWhat: 'admin.instructors.review.approveWhat',
    rejectWhat: 'admin.instructors.review.rejectWhat',
    approve: 'admin.instructors.review.approve',
    reject: 'admin.instructors.review.reject',
    approvedDone: 'admin.instructors.review.approvedDone',
    rejectedDone: 'admin.instructors.review.rejectedDone',
  },
  profileChange: {
    approveTitle: 'admin.instructors.change.approveTitle',
    rejectTitle: 'admin.instructors.change.rejectTitle',
    approveWhat: 'admin.instructors.change.approveWhat',
    rejectWhat: 'admin.instructors.change.rejectWhat',
    approve: 'admin.instructors.change.approve',
    reject: 'admin.instructors.change.reject',
    approvedDone: 'admin.instructors.change.approvedDone',
    rejectedDone: 'admin.instructors.change.rejectedDone',
  },
};

interface ReviewDialogProps {
  instructor: AdminInstructor;
  subject: ReviewSubject;
  /** The version read of what is decided on: the application's, or its profile change's. */
  version: string;
  decision: InstructorReviewInput['decision'];
  onConflict: (code: ReviewConflict) => void;
  onClose: () => void;
}

/** Approves or rejects a pending application or profile change, as read (its version); a rejection needs its reason. */
export function ReviewDialog({ instructor, subject, version, decision, onConflict, onClose }: ReviewDialogProps) {
  const intl = useIntl();
  const name = instructorName(instructor);
  const [reason, setReason] = useState('');
  const [reviewApplication] = useReviewInstructorMutation();
  const [reviewProfileChange] = useReviewInstructorProfileChangeMutation();
  const reject = decision === 'reject';
  const words = WORDING[subject];
  const send = (input: InstructorReviewInput) =>
    subject === 'application'
      ? reviewApplication({ id: instructor.id, instructorReviewInput: input })
      : reviewProfileChange({ id: instructor.id, instructorProfileChangeReviewInput: input });
  const action = useSubmit(send, {
    validate: (input) =>
      reject && (input.reason ?? '').length < REASON_MIN
        ? { reason: intl.formatMessage({ id: 'admin.instructors.review.reasonShort' }, { min: REASON_MIN }) }
        : {},
    successMessage: intl.formatMessage({ id: reject ? words.rejectedDone : words.approvedDone }, { name }),
    onSuccess: onClose,
    refused: (error) => {
      const code = CONFLICTS[subject].find((known) => known === conflictCode(error));
      if (!code) return false;
      onConflict(code);
      return true;
    },
    toastFailure: false,
  });

  const confirm = () => void action.submit({ decision, updated_at: version, ...(reject ? { reason: reason.trim() } : {}) });

  return (
    <ActionDialog
      title={intl.formatMessage({ id: reject ? words.rejectTitle : words.approveTitle }, { name })}
      problem={
        action.failure && (
          <Alert severity="error" role="alert">
            {action.failure}
          </Alert>
        )
      }
      confirmLabel={intl.formatMessage({ id: reject ? words.reject : words.approve })}
      ready={!reject || reason.trim().length > 0}
      sending={action.isSubmitting}
      danger={reject}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Typography>{intl.formatMessage({ id: reject ? words.rejectWhat : words.approveWhat }, { name })}</Typography>
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
