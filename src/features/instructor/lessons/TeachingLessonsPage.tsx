import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useGetMyApplicationQuery, useListMyTeachingLessonsQuery, type LessonLog, type TeachingLesson } from '../../../api/signedInApi';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { SKILL_LABEL, inTeachingOrder } from '../../../components/lessons/lessonSkills';
import { PageHeading } from '../../../components/page/PageHeading';
import { torontoDay } from '../../../contract/torontoTime';
import { formatDate } from '../../../i18n/format';
import { isolated } from '../../../i18n/text';
import type { MessageId } from '../../../i18n/messages';
import { selectLocale } from '../../../state/localeSlice';
import { useAppSelector } from '../../../state/hooks';
import { failureText } from '../shared/failure';
import { RecordDialog } from './RecordDialog';
import { PhoneNumber } from '../../../components/phone/PhoneNumber';

const STATUS: Record<TeachingLesson['status'], { label: MessageId; color: 'info' | 'success' | 'warning' }> = {
  booked: { label: 'instructorArea.lesson.status.booked', color: 'info' },
  completed: { label: 'instructorArea.lesson.status.completed', color: 'success' },
  no_show: { label: 'instructorArea.lesson.status.noShow', color: 'warning' },
};

/** The in-car log entry as recorded, read-only (corrections are the office's). */
function LogEntry({ log }: { log: LessonLog }) {
  const intl = useIntl();
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5, display: 'grid', gap: 0.5, typography: 'body2' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {intl.formatMessage({ id: 'instructorArea.log.title' })}
      </Typography>
      <Box component="ul" aria-label={intl.formatMessage({ id: 'lessonLog.skills' })} sx={{ m: 0, pl: 3 }}>
        {inTeachingOrder(log.skills).map((skill) => (
          <li key={skill}>{intl.formatMessage({ id: SKILL_LABEL[skill] })}</li>
        ))}
      </Box>
      {log.notes && (
        <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
          {intl.formatMessage({ id: 'instructorArea.log.notes' }, { notes: log.notes })}
        </Typography>
      )}
      <Typography variant="body2">{intl.formatMessage({ id: 'instructorArea.log.licence' }, { licence: log.licence_number })}</Typography>
    </Box>
  );
}

function LessonItem({ lesson, now, onRecord }: { lesson: TeachingLesson; now: number; onRecord: (lesson: TeachingLesson, title: string) => void }) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const time = (instant: string) => formatDate(instant, locale, { timeStyle: 'short' });
  const title = intl.formatMessage(
    { id: 'instructorArea.lesson.name' },
    { when: formatDate(lesson.starts_at, locale, { dateStyle: 'full', timeStyle: 'short' }), student: isolated(lesson.student.first_name) },
  );
  const started = new Date(lesson.starts_at).getTime() <= now;
  const status = STATUS[lesson.status];
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {/* Isolated so an Arabic page keeps "10:00–12:00" in its written order. */}
          <bdi>{`${time(lesson.starts_at)}–${time(lesson.ends_at)}`}</bdi>
        </Typography>
        <Typography color="text.secondary">{intl.formatMessage({ id: 'instructorArea.lesson.duration' }, { hours: lesson.duration_minutes / 60 })}</Typography>
        <Chip size="small" color={status.color} label={intl.formatMessage({ id: status.label })} />
        {lesson.bde && <Chip size="small" variant="outlined" label={intl.formatMessage({ id: 'instructorArea.lesson.bde' })} />}
      </Box>
      {/* In the page's direction, each value isolated: dir="auto" made a Latin name turn an Arabic line left to right. */}
      <Typography>
        {lesson.student.city ? (
          intl.formatMessage(
            { id: 'instructorArea.lesson.studentIn' },
            { name: <bdi key="name">{lesson.student.first_name}</bdi>, city: <bdi key="city">{lesson.student.city}</bdi> },
          )
        ) : (
          <bdi>{lesson.student.first_name}</bdi>
        )}
      </Typography>
      {lesson.student.phone ? (
        // In the page's direction ("اتصال بالرقم" first in Arabic), the number alone left to right.
        <Link href={`tel:${lesson.student.phone}`} sx={{ justifySelf: 'start' }}>
          {intl.formatMessage({ id: 'instructorArea.lesson.call' }, { phone: <PhoneNumber key="phone" value={lesson.student.phone} /> })}
        </Link>
      ) : (
        lesson.status === 'booked' && (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'instructorArea.lesson.phoneLater' })}
          </Typography>
        )
      )}
      {lesson.status === 'completed' && lesson.taught_minutes !== null && (
        <Typography variant="body2">{intl.formatMessage({ id: 'instructorArea.lesson.taught' }, { hours: lesson.taught_minutes / 60 })}</Typography>
      )}
      {lesson.log && <LogEntry log={lesson.log} />}
      {lesson.status === 'booked' && started && (
        <Box>
          <Button
            variant="contained"
            size="small"
            onClick={() => onRecord(lesson, title)}
            aria-label={intl.formatMessage({ id: 'instructorArea.record.named' }, { lesson: title })}
          >
            {intl.formatMessage({ id: 'instructorArea.record.open' })}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** Lessons by Toronto day, each day under its date. */
function LessonDays({
  lessons,
  now,
  label,
  onRecord,
}: {
  lessons: TeachingLesson[];
  now: number;
  label: string;
  onRecord: (lesson: TeachingLesson, title: string) => void;
}) {
  const locale = useAppSelector(selectLocale);
  const days = new Map<string, TeachingLesson[]>();
  for (const lesson of lessons) {
    const day = torontoDay(lesson.starts_at);
    days.set(day, [...(days.get(day) ?? []), lesson]);
  }
  return (
    <Box aria-label={label} role="group" sx={{ display: 'grid', gap: 2 }}>
      {[...days].map(([day, ofDay]) => (
        <Box key={day} sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            {formatDate(day, locale, { dateStyle: 'full' })}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {ofDay.map((lesson) => (
              <LessonItem key={lesson.id} lesson={lesson} now={now} onRecord={onRecord} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** /instructor/lessons: the coming lessons, and the recent ones to record (taught or no-show, and the BDE log). */
export function TeachingLessonsPage() {
  const intl = useIntl();
  const { data, error, isLoading, refetch } = useListMyTeachingLessonsQuery({});
  const application = useGetMyApplicationQuery();
  const [recording, setRecording] = useState<{ id: number; title: string } | null>(null);
  // Read once on arrival (as the student's lessons list does): a lesson that starts while the page is open shows Record after a reload.
  const [now] = useState(() => Date.now());
  const lessons = data?.data ?? [];
  const upcoming = lessons.filter((lesson) => new Date(lesson.ends_at).getTime() > now);
  // The most recent first: the lesson to record is at the top.
  const recent = lessons.filter((lesson) => new Date(lesson.ends_at).getTime() <= now).reverse();
  const open = recording ? lessons.find((lesson) => lesson.id === recording.id) : undefined;
  const onRecord = (lesson: TeachingLesson, title: string) => setRecording({ id: lesson.id, title });

  const section = (id: string, titleId: MessageId, emptyId: MessageId, list: TeachingLesson[]) => (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 2, mb: 4 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.5rem' }}>
        {intl.formatMessage({ id: titleId })}
      </Typography>
      {list.length ? (
        <LessonDays lessons={list} now={now} label={intl.formatMessage({ id: titleId })} onRecord={onRecord} />
      ) : (
        <EmptyText>{intl.formatMessage({ id: emptyId })}</EmptyText>
      )}
    </Box>
  );

  return (
    <>
      <PageHeading id="page.instructor.lessons.title" />
      {isLoading ? (
        <LoadingText>{intl.formatMessage({ id: 'instructorArea.loading' })}</LoadingText>
      ) : !data ? (
        <ErrorNotice onRetry={() => void refetch()}>{failureText(intl, error)}</ErrorNotice>
      ) : (
        <>
          {section('instructor-upcoming', 'instructorArea.lessons.upcoming', 'instructorArea.lessons.upcomingNone', upcoming)}
          {section('instructor-recent', 'instructorArea.lessons.recent', 'instructorArea.lessons.recentNone', recent)}
        </>
      )}
      {open && recording && (
        <RecordDialog lesson={open} title={recording.title} licenceNumber={application.data?.data.licence_number ?? ''} onClose={() => setRecording(null)} />
      )}
    </>
  );
}
