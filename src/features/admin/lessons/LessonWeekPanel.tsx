import Typography from '@mui/material/Typography';
import { addDays } from '../../../contract/torontoTime';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { type LocalDate } from '../../../api/signedInApi';
import { useGetAdminLessonWeekQuery, type AdminLesson } from '../../../api/officeApi';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { adminLinks } from '../screens';
import { LessonWeekGrid } from './LessonWeekGrid';

/**
 * The office's week, read in one call: refreshed by every lesson change (its cache tags) and by the
 * live events of lessons (`pollingInterval` from `useLiveTopics`); skipped while the day is shown.
 */
export function useLessonWeek(monday: LocalDate, pollingInterval: number, skip: boolean) {
  return useGetAdminLessonWeekQuery({ day: monday }, { refetchOnFocus: true, refetchOnMountOrArgChange: true, pollingInterval, skip });
}

interface LessonWeekPanelProps {
  query: ReturnType<typeof useLessonWeek>;
  monday: LocalDate;
  /** One instructor's row alone, or every instructor's (null). */
  instructorId: number | null;
  onOpen: (lesson: AdminLesson) => void;
  onBook: (day: LocalDate, instructorId: number) => void;
}

/** The week's heading, its loading, failure and emptiness, and its grid. */
export function LessonWeekPanel({ query, monday, instructorId, onOpen, onBook }: LessonWeekPanelProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const failureText = useFailureText();
  const navigate = useNavigate();
  // The week shown stays while it is read again; another week waits for its own.
  const week = query.currentData;
  const rows = week?.data.instructors.filter((row) => instructorId === null || row.instructor.id === instructorId) ?? [];
  const range = intl.formatMessage(
    { id: 'admin.lessons.week.range' },
    { from: formatDate(monday, locale, { dateStyle: 'long' }), to: formatDate(addDays(monday, 6), locale, { dateStyle: 'long' }) },
  );

  return (
    <>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {range}
      </Typography>
      {query.isError && (
        <ErrorNotice onRetry={() => void query.refetch()}>
          {intl.formatMessage({ id: 'admin.lessons.loadFailed' }, { error: failureText(query.error) })}
        </ErrorNotice>
      )}
      {!week && !query.isError && <LoadingText>{intl.formatMessage({ id: 'admin.lessons.loading' })}</LoadingText>}
      {week && rows.length === 0 && <EmptyText>{intl.formatMessage({ id: 'admin.lessons.week.noInstructors' })}</EmptyText>}
      {week && rows.length > 0 && (
        <LessonWeekGrid
          week={{ ...week.data, instructors: rows }}
          onOpen={onOpen}
          onBook={onBook}
          onHeld={() => void navigate(adminLinks.cancellationList.getHref())}
        />
      )}
    </>
  );
}
