import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useListMyBdeSessionsQuery, useRecordMyBdeAttendanceMutation, type BdeClassSession } from '../../../api/signedInApi';
import { attendanceInput, marksReady } from '../../../components/classes/attendanceMarks';
import { AttendanceMarksFields, useAttendanceMarks, type AttendanceWords } from '../../../components/classes/AttendanceMarksFields';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useSubmit } from '../../../components/forms/useSubmit';
import { PageHeading } from '../../../components/page/PageHeading';
import { formatDate } from '../../../i18n/format';
import type { MessageId } from '../../../i18n/messages';
import { isolated } from '../../../i18n/text';
import { selectLocale } from '../../../state/localeSlice';
import { useAppSelector } from '../../../state/hooks';
import { failureText } from '../shared/failure';

/** A session's day and hours in Toronto, the hours isolated so that they keep their order in Arabic. */
function useWhen() {
  const locale = useAppSelector(selectLocale);
  return (session: BdeClassSession) =>
    `${formatDate(session.day, locale, { weekday: 'long', day: 'numeric', month: 'long' })}, ${isolated(
      `${formatDate(session.starts_at, locale, { timeStyle: 'short' })}–${formatDate(session.ends_at, locale, { timeStyle: 'short' })}`,
    )}`;
}

/** The attendance of a started session: each student present, late (with the minutes attended) or absent. */
function AttendanceForm({ session, when }: { session: BdeClassSession; when: string }) {
  const intl = useIntl();
  const { marks, mark } = useAttendanceMarks(session);
  const [record] = useRecordMyBdeAttendanceMutation();
  const sending = useSubmit(record, { toastFailure: false, successMessage: intl.formatMessage({ id: 'instructorArea.classes.saved' }) });
  const words: AttendanceWords = {
    status: {
      present: intl.formatMessage({ id: 'instructorArea.classes.present' }),
      late: intl.formatMessage({ id: 'instructorArea.classes.late' }),
      absent: intl.formatMessage({ id: 'instructorArea.classes.absent' }),
    },
    minutesOf: (name) => intl.formatMessage({ id: 'instructorArea.classes.minutesOf' }, { name }),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sending.submit({ id: session.id, bdeAttendanceInput: attendanceInput(session, marks) });
  };
  if (session.roster.length === 0) return <EmptyText>{intl.formatMessage({ id: 'instructorArea.classes.noStudents' })}</EmptyText>;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'instructorArea.classes.attendanceOf' }, { when })}
      sx={{ display: 'grid', gap: 1 }}
    >
      {sending.failure && (
        <Alert severity="error" role="alert">
          {sending.failure}
        </Alert>
      )}
      <AttendanceMarksFields session={session} marks={marks} onMark={mark} words={words} disabled={sending.isSubmitting} />
      {sending.fieldErrors.entries && (
        <Typography role="alert" color="error">
          {sending.fieldErrors.entries}
        </Typography>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={!marksReady(session, marks) || sending.isSubmitting}>
          {intl.formatMessage({ id: sending.isSubmitting ? 'instructorArea.classes.saving' : 'instructorArea.classes.save' })}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * /instructor/classes: the BDE class sessions the office assigned to the instructor, coming and
 * recent, with the attendance of each started one to take or correct: online class time counts by
 * the attendance its instructor records.
 */
export function TeachingClassesPage() {
  const intl = useIntl();
  const when = useWhen();
  const { data, error, isLoading, refetch } = useListMyBdeSessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  // Read once on arrival: a session that starts while the page is open gets its form after a reload.
  const [now] = useState(() => Date.now());
  const sessions = data?.data ?? [];
  const started = sessions.filter((s) => Date.parse(s.starts_at) <= now).reverse();
  const coming = sessions.filter((s) => Date.parse(s.starts_at) > now);

  const item = (session: BdeClassSession, withForm: boolean) => (
    <Paper key={session.id} variant="outlined" component="article" aria-label={when(session)} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700 }}>{when(session)}</Typography>
        <Chip
          size="small"
          label={
            session.mode === 'online'
              ? intl.formatMessage({ id: 'instructorArea.classes.online' })
              : (session.room ?? intl.formatMessage({ id: 'instructorArea.classes.classroom' }))
          }
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage({ id: 'instructorArea.classes.students' }, { count: session.roster.length })}
      </Typography>
      {withForm && <AttendanceForm session={session} when={when(session)} />}
    </Paper>
  );
  const section = (id: string, titleId: MessageId, emptyId: MessageId, list: BdeClassSession[], withForm: boolean) => (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 2, mb: 4 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.5rem' }}>
        {intl.formatMessage({ id: titleId })}
      </Typography>
      {list.length ? list.map((session) => item(session, withForm)) : <EmptyText>{intl.formatMessage({ id: emptyId })}</EmptyText>}
    </Box>
  );

  return (
    <>
      <PageHeading id="page.instructor.classes.title" />
      {isLoading ? (
        <LoadingText>{intl.formatMessage({ id: 'instructorArea.loading' })}</LoadingText>
      ) : !data ? (
        <ErrorNotice onRetry={() => void refetch()}>{failureText(intl, error)}</ErrorNotice>
      ) : (
        <>
          {section('instructor-classes-started', 'instructorArea.classes.started', 'instructorArea.classes.startedNone', started, true)}
          {section('instructor-classes-coming', 'instructorArea.classes.coming', 'instructorArea.classes.comingNone', coming, false)}
        </>
      )}
    </>
  );
}
