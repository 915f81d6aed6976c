import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { type LessonSlot } from '../../../api/signedInApi';
import { useMoveAdminLessonMutation, type AdminLesson } from '../../../api/officeApi';
import type { Locale } from '../../../i18n/locale';
import { isolated, oneFinalPeriod } from '../../../i18n/text';
import { torontoDay } from '../../../contract/torontoTime';
import { ActionDialog } from '../shared/ActionDialog';
import { lessonWhenText } from './lessonDay';
import { SlotFields, type SlotQuery } from './SlotFields';
import { useFreeSlots } from './useFreeSlots';
import { useChosenSlot } from '../../../components/lessons/useChosenSlot';
import { useLessonAction } from './useLessonAction';

/** Moves a booked lesson to another free slot of the same or another instructor, for the same student. */
export function MoveLessonDialog({ lesson, onClose }: { lesson: AdminLesson; onClose: () => void }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [query, setQuery] = useState<SlotQuery>({
    instructorId: lesson.instructor.id,
    duration: lesson.duration_minutes,
    day: torontoDay(lesson.starts_at),
  });
  const free = useFreeSlots(lesson.student.email, query, lesson.id);
  const choice = useChosenSlot<LessonSlot>(free.slots);
  const slot = choice.chosen;
  const [move] = useMoveAdminLessonMutation();
  const action = useLessonAction(move, {
    successMessage: intl.formatMessage({ id: 'admin.lessons.moved' }, { name: lesson.student.name }),
    onSuccess: onClose,
    // A refused slot may have been taken meanwhile: show what is free now.
    onFailure: free.refetch,
  });

  const confirm = () => {
    if (!slot) return;
    void action.submit({
      id: lesson.id,
      lessonInput: { instructor_id: slot.instructor.id, starts_at: slot.starts_at, duration_minutes: slot.duration_minutes },
    });
  };

  return (
    <ActionDialog
      title={intl.formatMessage({ id: 'admin.lessons.moveTitle' }, { name: lesson.student.name })}
      problem={action.problem}
      confirmLabel={intl.formatMessage({ id: 'admin.lessons.confirmMove' })}
      ready={slot !== null}
      sending={action.sending}
      maxWidth="sm"
      onConfirm={confirm}
      onClose={onClose}
    >
      <Typography>
        {oneFinalPeriod(
          intl.formatMessage({ id: 'admin.lessons.moveFrom' }, { when: lessonWhenText(lesson, locale), instructor: isolated(lesson.instructor.name) }),
        )}
      </Typography>
      <SlotFields
        query={query}
        onQuery={(next) => {
          setQuery(next);
          choice.clear();
        }}
        slots={free.slots}
        loading={free.loading}
        failure={free.failure ?? free.emailError}
        onRetry={free.refetch}
        slot={slot}
        onSlot={choice.choose}
        vanished={choice.vanished}
        disabled={action.sending}
      />
    </ActionDialog>
  );
}
