import { useIntl } from 'react-intl';
import { useLiveTopics } from '../../../api/live';
import { useListAdminLessonSlotsQuery } from '../../../api/officeApi';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { serverFieldErrors } from '../../../components/forms/serverFieldErrors';
import type { SlotQuery } from './SlotFields';

/**
 * The free slots of one Toronto day for a student (none asked while there is no email to ask
 * for). A 422 about the email is the field's problem (`emailError`), not the list's. While a
 * lesson is being moved (`moving`, its id), its own time counts as free.
 */
export function useFreeSlots(studentEmail: string | null, { instructorId, duration, day }: SlotQuery, moving?: number) {
  const intl = useIntl();
  const failureText = useFailureText();
  // Times taken or freed meanwhile (a student online, another office screen) show within a second.
  const { pollingInterval } = useLiveTopics(['lessons']);
  const query = useListAdminLessonSlotsQuery(
    studentEmail ? { studentEmail, instructorId: instructorId ?? undefined, from: day, days: 1, duration, moving } : { studentEmail: '' },
    { skip: !studentEmail, refetchOnMountOrArgChange: true, pollingInterval },
  );
  const emailError = query.isError ? serverFieldErrors(query.error).student_email : undefined;
  return {
    // The list shown stays while it is read again (a live event): only another day, instructor or length waits for its own.
    slots: studentEmail && !query.isError ? query.currentData?.data : undefined,
    loading: Boolean(studentEmail) && query.isFetching && query.currentData === undefined,
    failure:
      studentEmail && query.isError && !emailError ? intl.formatMessage({ id: 'admin.lessons.slotsFailed' }, { error: failureText(query.error) }) : undefined,
    emailError: studentEmail ? emailError : undefined,
    refetch: () => void query.refetch(),
  };
}
