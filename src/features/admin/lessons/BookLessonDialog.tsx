import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { type LessonSlot, type LocalDate } from '../../../api/signedInApi';
import { useCreateAdminLessonMutation } from '../../../api/officeApi';
import { isEmail } from '../../../components/forms/serverFieldErrors';
import { ActionDialog } from '../shared/ActionDialog';
import { OVERRIDABLE } from './lessonConflict';
import { SlotFields, type SlotQuery } from './SlotFields';
import { useFreeSlots } from './useFreeSlots';
import { useChosenSlot } from '../../../components/lessons/useChosenSlot';
import { useLessonAction } from './useLessonAction';

const EMAIL_PAUSE_MS = 400;

interface BookLessonDialogProps {
  /** The day and instructor the office is looking at: where the search for a slot starts. */
  day: LocalDate;
  instructorId: number | null;
  onClose: () => void;
}

/**
 * A lesson booked by the office for a student on the phone: the student's email, then a free slot.
 * Refused by a BDE rule (no G1, outside the course's in-car part, over the day's in-car hours), the
 * office may book it anyway with a reason, which the lesson keeps for the course's record.
 */
export function BookLessonDialog({ day, instructorId, onClose }: BookLessonDialogProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const [query, setQuery] = useState<SlotQuery>({ instructorId, duration: 60, day });
  const [reason, setReason] = useState('');
  const free = useFreeSlots(email, query);
  const choice = useChosenSlot<LessonSlot>(free.slots);
  const slot = choice.chosen;
  const [create] = useCreateAdminLessonMutation();
  const action = useLessonAction(create, {
    successMessage: (saved) => intl.formatMessage({ id: 'admin.lessons.booked' }, { name: saved.data.student.name }),
    onSuccess: onClose,
    onFailure: free.refetch,
  });

  // Slots are asked for once the email looks whole, after a pause in typing.
  useEffect(() => {
    const address = typed.trim();
    const timer = setTimeout(() => setEmail(isEmail(address) ? address : null), EMAIL_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const emailError = action.fieldErrors.student_email ?? free.emailError;
  const overriding = action.refusedBy !== undefined && OVERRIDABLE.includes(action.refusedBy);
  const confirm = () => {
    if (!slot || !email) return;
    void action.submit({
      adminLessonInput: {
        student_email: email,
        instructor_id: slot.instructor.id,
        starts_at: slot.starts_at,
        duration_minutes: slot.duration_minutes,
        ...(overriding ? { override_reason: reason.trim() } : {}),
      },
    });
  };
  /** Another student or slot: the refusal of the one before no longer applies. */
  const changed = () => {
    choice.clear();
    setReason('');
    if (action.refusedBy) action.clear();
  };

  return (
    <ActionDialog
      title={intl.formatMessage({ id: 'admin.lessons.bookTitle' })}
      problem={action.problem}
      confirmLabel={intl.formatMessage({ id: overriding ? 'admin.lessons.confirmOverride' : 'admin.lessons.confirmBook' })}
      ready={slot !== null && email !== null && email === typed.trim() && (!overriding || reason.trim() !== '')}
      sending={action.sending}
      maxWidth="sm"
      onConfirm={confirm}
      onClose={onClose}
    >
      <TextField
        name="student_email"
        type="email"
        label={intl.formatMessage({ id: 'admin.lessons.studentEmail' })}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          changed();
          action.setFieldErrors((errors) => ({ ...errors, student_email: undefined }));
        }}
        error={Boolean(emailError)}
        helperText={emailError ?? intl.formatMessage({ id: 'admin.lessons.studentEmailHint' })}
        required
        disabled={action.sending}
        autoComplete="off"
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: 255 } }}
      />
      <SlotFields
        query={query}
        onQuery={(next) => {
          setQuery(next);
          changed();
        }}
        anyLabel={intl.formatMessage({ id: 'admin.lessons.anyInstructor' })}
        slots={free.slots}
        loading={free.loading}
        failure={free.failure}
        onRetry={free.refetch}
        slot={slot}
        onSlot={(next) => {
          changed();
          choice.choose(next);
        }}
        vanished={choice.vanished}
        disabled={action.sending}
      />
      {overriding && (
        <TextField
          name="override_reason"
          label={intl.formatMessage({ id: 'admin.lessons.overrideReason' })}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          helperText={intl.formatMessage({ id: 'admin.lessons.overrideHint' })}
          required
          multiline
          minRows={2}
          disabled={action.sending}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      )}
    </ActionDialog>
  );
}
