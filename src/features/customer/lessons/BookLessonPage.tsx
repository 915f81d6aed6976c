import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { useListAcceptedInstructorsQuery } from '../../../api';
import { instructorName } from '../../../api/instructorName';
import {
  useBookLessonMutation,
  useListLessonSlotsQuery,
  useListMyLessonsQuery,
  useRescheduleMyLessonMutation,
  type Lesson,
  type LessonDuration,
  type LessonInput,
  type LessonSlot,
} from '../../../api/signedInApi';
import { Notice } from '../../../components/feedback/Notice';
import { ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { SelectInput } from '../../../components/forms/TextInput';
import { useSubmit } from '../../../components/forms/useSubmit';
import { SlotPicker } from '../../../components/lessons/SlotPicker';
import { useChosenSlot } from '../../../components/lessons/useChosenSlot';
import { useLiveTopics } from '../../../api/live';
import { useLocalizedPath } from '../../../components/navigation/useLocalizedPath';
import { PageHeading } from '../../../components/page/PageHeading';
import { paths } from '../../../config/paths';
import { addDays, torontoDay } from '../../../contract/torontoTime';
import type { Locale } from '../../../i18n/locale';
import { selectCustomerToken } from '../../../state/authSlice';
import { useAppSelector } from '../../../state/hooks';
import { conflictCode } from '../../../api/conflictCode';
import { CUSTOMER_TOAST_MS } from '../shared/customerFlow';
import { LoginPrompt } from '../shared/StudentSession';
import { dayText, lessonConflictText, lessonTimeText } from '../shared/lessonTexts';
import { NoHoursLeft } from '../shared/NoHoursLeft';
import { isolated, oneFinalPeriod } from '../../../i18n/text';

const WEEK = 7;
const HOUR_MS = 3_600_000;

/**
 * Booking an in-car lesson (/account/lessons/new) or moving a booked one to another time
 * (/account/lessons/:id/reschedule, only before its cut-off): an instructor or any, 1 or 2 hours,
 * a week of free times, then Confirm.
 */
export function BookLessonPage() {
  const intl = useIntl();
  const token = useAppSelector(selectCustomerToken);
  const { id } = useParams();
  const lessonId = id === undefined ? undefined : Number(id);
  const lessons = useListMyLessonsQuery(token ? undefined : skipToken);
  const [openedAt] = useState(() => Date.now());
  const titleId = lessonId === undefined ? 'page.bookLesson.title' : 'page.rescheduleLesson.title';

  let body;
  if (!token) body = <LoginPrompt />;
  else if (lessons.isError) body = <ErrorNotice onRetry={() => void lessons.refetch()}>{intl.formatMessage({ id: 'lessons.loadFailed' })}</ErrorNotice>;
  else if (!lessons.data) body = <LoadingText>{intl.formatMessage({ id: 'booking.loading' })}</LoadingText>;
  else if (lessonId === undefined)
    body = <SlotChooser hoursLeft={lessons.data.hours.left} cutoffHours={lessons.data.cancel_cutoff_hours} courseStart={lessons.data.bde?.course_start} />;
  else {
    const lesson = lessons.data.data.find((candidate) => candidate.id === lessonId);
    if (!lesson || lesson.status !== 'booked') body = <Notice tone="warning">{intl.formatMessage({ id: 'lessons.conflict.notBooked' })}</Notice>;
    else if (openedAt >= Date.parse(lesson.free_cancel_until))
      body = (
        <Notice tone="warning">
          {intl.formatMessage({ id: 'lessons.conflict.insideCutoff' }, { phone: intl.formatMessage({ id: 'footer.contact.phone' }) })}
        </Notice>
      );
    // The lesson's own hours are free for its new time.
    else
      body = (
        <SlotChooser
          lesson={lesson}
          hoursLeft={lessons.data.hours.left + lesson.duration_minutes / 60}
          cutoffHours={lessons.data.cancel_cutoff_hours}
          courseStart={lessons.data.bde?.course_start}
        />
      );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <AccountLink />
      <PageHeading id={titleId} />
      {body}
    </Container>
  );
}

function AccountLink() {
  const intl = useIntl();
  return (
    <Link component={RouterLink} to={paths.account.getHref()} sx={{ display: 'inline-block', mb: 2 }}>
      {intl.formatMessage({ id: 'lessons.backToAccount' })}
    </Link>
  );
}

interface SlotChooserProps {
  lesson?: Lesson;
  hoursLeft: number;
  cutoffHours: number;
  /** The first day of the student's BDE course: no in-car lesson before it, so the weeks start there. */
  courseStart?: string;
}

function SlotChooser({ lesson, hoursLeft, cutoffHours, courseStart }: SlotChooserProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const firstDay = courseStart && courseStart > torontoDay() ? courseStart : torontoDay();
  const [instructorId, setInstructorId] = useState(lesson ? String(lesson.instructor.id) : '');
  const [duration, setDuration] = useState<LessonDuration>(lesson?.duration_minutes ?? 60);
  const [weekStart, setWeekStart] = useState(firstDay);
  const [noHours, setNoHours] = useState(false);
  const [openedAt] = useState(() => Date.now());
  const instructors = useListAcceptedInstructorsQuery();
  // Times others take or free while the page is open show within a second (polled while the stream is down).
  const { pollingInterval } = useLiveTopics(['lessons']);
  // A lesson being moved may move by half an hour: its own time counts as free.
  const slots = useListLessonSlotsQuery(
    {
      instructorId: instructorId ? Number(instructorId) : undefined,
      from: weekStart,
      days: WEEK,
      duration,
      moving: lesson?.id,
    },
    { pollingInterval },
  );
  const choice = useChosenSlot<LessonSlot>(slots.currentData?.data);
  const { chosen } = choice;
  const [book] = useBookLessonMutation();
  const [reschedule] = useRescheduleMyLessonMutation();
  const send = (lessonInput: LessonInput) => (lesson ? reschedule({ id: lesson.id, lessonInput }) : book({ lessonInput }));
  const sending = useSubmit(send, {
    failureMessage: (text, error) => lessonConflictText(intl, error) ?? text,
    refused: (error) => {
      const code = conflictCode(error);
      // Said once, with the way to the packages.
      if (code === 'no_hours') {
        setNoHours(true);
        return true;
      }
      // The times refresh by themselves (the refusal invalidates them): the choice made goes.
      if (code === 'slot_taken' || code === 'slot_unavailable' || code === 'student_busy' || code === 'daily_limit') choice.clear();
      return false;
    },
    toastFailure: false,
    successMessage: ({ data }) => intl.formatMessage({ id: lesson ? 'lessons.rescheduled' : 'lessons.booked' }, { when: lessonTimeText(intl, data) }),
    toastOptions: { autoHideDuration: CUSTOMER_TOAST_MS },
    onSuccess: () => navigate(localize(paths.account.getHref())),
  });
  const tooFewHours = noHours || hoursLeft < duration / 60;
  const resetChoice = () => {
    choice.clear();
    sending.clear();
  };
  const weekEnd = addDays(weekStart, WEEK - 1);
  // A time inside the cancellation cut-off is said before Confirm: once booked, it is kept.
  const insideCutoff = chosen !== null && Date.parse(chosen.starts_at) - cutoffHours * HOUR_MS <= openedAt;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {lesson && <Typography>{intl.formatMessage({ id: 'lessons.moving' }, { when: lessonTimeText(intl, lesson) })}</Typography>}
      {firstDay !== torontoDay() && (
        <Notice tone="info">{intl.formatMessage({ id: 'lessons.conflict.beforeCourseStart' }, { date: dayText(firstDay, locale) })}</Notice>
      )}
      {tooFewHours && <NoHoursLeft none={hoursLeft <= 0} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <SelectInput
          name="instructor"
          label={intl.formatMessage({ id: 'lessons.instructor' })}
          value={instructorId}
          onChange={(event) => {
            setInstructorId(event.target.value);
            resetChoice();
          }}
          options={[
            { value: '', label: intl.formatMessage({ id: 'lessons.anyInstructor' }) },
            ...(instructors.data ?? []).map((instructor) => ({ value: String(instructor.id), label: instructorName(instructor) })),
          ]}
          fullWidth
        />
        <SelectInput
          name="duration"
          label={intl.formatMessage({ id: 'lessons.duration' })}
          value={String(duration)}
          onChange={(event) => {
            setDuration(event.target.value === '120' ? 120 : 60);
            resetChoice();
          }}
          options={[60, 120].map((minutes) => ({ value: String(minutes), label: intl.formatMessage({ id: 'lessons.hours' }, { hours: minutes / 60 }) }))}
          fullWidth
        />
      </Box>
      <Box
        component="nav"
        aria-label={intl.formatMessage({ id: 'lessons.week.nav' })}
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Button
          variant="outlined"
          disabled={weekStart <= firstDay}
          onClick={() => {
            const previous = addDays(weekStart, -WEEK);
            setWeekStart(previous < firstDay ? firstDay : previous);
            resetChoice();
          }}
        >
          {intl.formatMessage({ id: 'lessons.week.previous' })}
        </Button>
        <Typography aria-live="polite" sx={{ fontWeight: 600, textAlign: 'center' }}>
          {intl.formatMessage({ id: 'lessons.week.range' }, { from: dayText(weekStart, locale), to: dayText(weekEnd, locale) })}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => {
            setWeekStart(addDays(weekStart, WEEK));
            resetChoice();
          }}
        >
          {intl.formatMessage({ id: 'lessons.week.next' })}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -2 }}>
        {intl.formatMessage({ id: 'checkout.dates.timeZone' })}
      </Typography>
      {slots.isError ? (
        <ErrorNotice onRetry={() => void slots.refetch()}>{intl.formatMessage({ id: 'lessons.slots.loadFailed' })}</ErrorNotice>
      ) : !slots.currentData ? (
        // Another instructor's, length's or week's times are never shown while these load.
        <LoadingText>{intl.formatMessage({ id: 'lessons.slots.loading' })}</LoadingText>
      ) : (
        <SlotPicker
          slots={slots.currentData.data}
          value={chosen}
          onChange={(slot) => {
            choice.choose(slot);
            sending.clear();
          }}
          legend={intl.formatMessage({ id: 'lessons.slots.legend' })}
          showInstructor={!instructorId}
          emptyText={intl.formatMessage({ id: 'lessons.slots.empty' })}
        />
      )}
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5, position: { xs: 'sticky', sm: 'static' }, bottom: 0 }}>
        {sending.failure && <Notice tone="error">{sending.failure}</Notice>}
        {choice.vanished && !sending.failure && <Notice tone="warning">{intl.formatMessage({ id: 'lessons.slots.justTaken' })}</Notice>}
        {insideCutoff && <Notice tone="warning">{intl.formatMessage({ id: 'lessons.insideCutoff.warning' }, { cutoff: cutoffHours })}</Notice>}
        <Typography aria-live="polite">
          {chosen
            ? oneFinalPeriod(intl.formatMessage({ id: 'lessons.chosen' }, { when: lessonTimeText(intl, chosen), instructor: isolated(chosen.instructor.name) }))
            : intl.formatMessage({ id: 'lessons.chooseSlot' })}
        </Typography>
        <Box>
          <Button
            variant="contained"
            size="large"
            disabled={!chosen || tooFewHours || sending.isSubmitting}
            onClick={() =>
              chosen && void sending.submit({ instructor_id: chosen.instructor.id, starts_at: chosen.starts_at, duration_minutes: chosen.duration_minutes })
            }
          >
            {intl.formatMessage({ id: sending.isSubmitting ? 'lessons.confirming' : lesson ? 'lessons.confirmMove' : 'lessons.confirm' })}
          </Button>
        </Box>
      </Paper>
      {!lesson && (
        <Link component={RouterLink} to={`${paths.account.getHref()}#cancellation-list`}>
          {intl.formatMessage({ id: 'lessons.cancellationListLink' })}
        </Link>
      )}
    </Box>
  );
}
