import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useIntl } from 'react-intl';
import {
  useGetMyApplicationQuery,
  useGetMyAvailabilityQuery,
  useUpdateMyAvailabilityMutation,
  type Availability,
  type AvailabilityConflictBody,
  type HeldLesson,
} from '../../../api/signedInApi';
import { describeFailure } from '../../../api';
import { conflictCode } from '../../../api/conflictCode';
import { SelectInput, TextInput } from '../../../components/forms/TextInput';
import { ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { Notice } from '../../../components/feedback/Notice';
import { useToasts } from '../../../components/feedback/toasts';
import { PageHeading } from '../../../components/page/PageHeading';
import { torontoDay } from '../../../contract/torontoTime';
import { formatDate } from '../../../i18n/format';
import { selectLocale } from '../../../state/localeSlice';
import { useAppSelector } from '../../../state/hooks';
import { failureText, fieldErrors } from '../shared/failure';
import {
  DEFAULT_RANGE,
  ENDS,
  STARTS,
  draftOf,
  inputOf,
  nextKey,
  rowErrors,
  upcomingHours,
  type AvailabilityDraft,
  type ExceptionRow,
  type TimeRange,
} from './availabilityForm';

const startOptions = STARTS.map((time) => ({ value: time, label: time }));
const endOptions = ENDS.map((time) => ({ value: time, label: time }));

/** Weekday names in the reader's language, Sunday first (2023-01-01 was a Sunday). */
function useWeekdayNames(): string[] {
  const locale = useAppSelector(selectLocale);
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2023, 0, 1 + day))));
  }, [locale]);
}

function RowErrors({ messages }: { messages: string[] | undefined }) {
  return messages?.length ? (
    <Typography role="alert" color="error" variant="body2" sx={{ gridColumn: '1 / -1' }}>
      {messages.join(' ')}
    </Typography>
  ) : null;
}

/** A from–to pair of half-hour selects and its removal; `name` says which row, for the labels. */
function RangeFields({ range, name, onChange, onRemove }: { range: TimeRange; name: string; onChange: (range: TimeRange) => void; onRemove: () => void }) {
  const intl = useIntl();
  return (
    <>
      <SelectInput
        name={`from-${range.key}`}
        label={intl.formatMessage({ id: 'instructorArea.hours.from' })}
        value={range.from}
        options={startOptions}
        onChange={(event) => onChange({ ...range, from: event.target.value })}
      />
      <SelectInput
        name={`to-${range.key}`}
        label={intl.formatMessage({ id: 'instructorArea.hours.to' })}
        value={range.to}
        options={endOptions}
        onChange={(event) => onChange({ ...range, to: event.target.value })}
      />
      <IconButton onClick={onRemove} aria-label={intl.formatMessage({ id: 'instructorArea.hours.remove' }, { name })} sx={{ alignSelf: 'center' }}>
        <DeleteIcon />
      </IconButton>
    </>
  );
}

const rowGrid = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto', gap: 1, alignItems: 'start' } as const;

function BookedLessons({ lessons }: { lessons: readonly HeldLesson[] }) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  return (
    <Notice tone="error">
      <Typography>{intl.formatMessage({ id: 'instructorArea.hours.bookedLessons' })}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {lessons.map((lesson) => (
          <li key={lesson.id} dir="auto">
            {intl.formatMessage(
              { id: 'instructorArea.hours.bookedLesson' },
              {
                when: formatDate(lesson.starts_at, locale, { dateStyle: 'full', timeStyle: 'short' }),
                end: formatDate(lesson.ends_at, locale, { timeStyle: 'short' }),
                student: lesson.student_first_name,
              },
            )}
          </li>
        ))}
      </Box>
    </Notice>
  );
}

/** The next 14 days as the edited hours would make them, to check the week and its exceptions at a glance. */
function Preview({ draft, today }: { draft: AvailabilityDraft; today: string }) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  return (
    <Box component="section" aria-labelledby="instructor-preview-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="instructor-preview-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
        {intl.formatMessage({ id: 'instructorArea.preview.title' })}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, typography: 'body2' }}>
        {upcomingHours(draft, today).map((day) => (
          <Box key={day.date} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {formatDate(day.date, locale, { weekday: 'short', month: 'short', day: 'numeric' })}
            </Box>
            <Box component="dd" sx={{ m: 0, color: day.ranges.length ? 'text.primary' : 'text.secondary' }}>
              {day.ranges.length ? (
                <bdi>{day.ranges.map((range) => `${range.from}–${range.to}`).join(', ')}</bdi>
              ) : (
                intl.formatMessage({ id: day.off ? 'instructorArea.exceptions.off' : 'instructorArea.preview.none' })
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Editor({ availability }: { availability: Availability }) {
  const intl = useIntl();
  const weekdays = useWeekdayNames();
  const { enqueueSnackbar } = useToasts();
  const { refetch } = useGetMyAvailabilityQuery();
  const [publish, publishing] = useUpdateMyAvailabilityMutation();
  const [draft, setDraft] = useState<AvailabilityDraft>(() => draftOf(availability));
  const [version, setVersion] = useState(availability.updated_at);
  const [problem, setProblem] = useState<ReactNode>(null);
  const [errors, setErrors] = useState<Map<number, string[]>>(new Map());
  const today = torontoDay();

  const setDay = (weekday: number, ranges: TimeRange[]) =>
    setDraft((current) => ({ ...current, weekly: current.weekly.map((day, index) => (index === weekday ? ranges : day)) }));
  const setExceptions = (exceptions: ExceptionRow[]) => setDraft((current) => ({ ...current, exceptions }));

  const reload = async () => {
    setProblem(null);
    setErrors(new Map());
    const { data } = await refetch();
    if (!data) return;
    setDraft(draftOf(data.data));
    setVersion(data.data.updated_at);
  };

  const submit = async () => {
    setProblem(null);
    setErrors(new Map());
    const { input, weeklyKeys, exceptionKeys } = inputOf(draft, version);
    const result = await publish({ availabilityInput: input });
    if ('data' in result && result.data) {
      setVersion(result.data.data.updated_at);
      enqueueSnackbar(intl.formatMessage({ id: 'instructorArea.hours.published' }), { variant: 'success' });
      return;
    }
    const code = conflictCode(result.error);
    if (code === 'booked_lessons') {
      const failure = describeFailure(result.error);
      const lessons = failure.kind === 'http' ? ((failure.body as AvailabilityConflictBody).lessons ?? []) : [];
      setProblem(<BookedLessons lessons={lessons} />);
      return;
    }
    if (code === 'stale') {
      // The newer version becomes the one sent: publishing again replaces it with these edits.
      const fresh = await refetch();
      if (fresh.data) setVersion(fresh.data.data.updated_at);
      setProblem(
        <Notice
          tone="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void reload()}>
              {intl.formatMessage({ id: 'instructorArea.hours.reload' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: 'instructorArea.hours.stale' })}
        </Notice>,
      );
      return;
    }
    const { rows, general } = rowErrors(fieldErrors(result.error), weeklyKeys, exceptionKeys);
    setErrors(rows);
    setProblem(<Notice tone="error">{general.length ? general.join(' ') : failureText(intl, result.error)}</Notice>);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 4 }}
    >
      <Box component="section" aria-labelledby="instructor-weekly-title" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="instructor-weekly-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
          {intl.formatMessage({ id: 'instructorArea.hours.weekly' })}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {intl.formatMessage({ id: 'instructorArea.hours.weeklyIntro' })}
        </Typography>
        {draft.weekly.map((ranges, weekday) => (
          <Paper key={weekday} component="fieldset" variant="outlined" sx={{ m: 0, p: 2, display: 'grid', gap: 1.5 }}>
            <Typography component="legend" sx={{ fontWeight: 600, px: 0.5 }}>
              {weekdays[weekday]}
            </Typography>
            {ranges.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {intl.formatMessage({ id: 'instructorArea.hours.closed' })}
              </Typography>
            )}
            {ranges.map((range, index) => (
              <Box key={range.key} sx={rowGrid}>
                <RangeFields
                  range={range}
                  name={intl.formatMessage({ id: 'instructorArea.hours.rangeName' }, { day: weekdays[weekday], from: range.from, to: range.to })}
                  onChange={(changed) =>
                    setDay(
                      weekday,
                      ranges.map((other, at) => (at === index ? changed : other)),
                    )
                  }
                  onRemove={() =>
                    setDay(
                      weekday,
                      ranges.filter((_, at) => at !== index),
                    )
                  }
                />
                <RowErrors messages={errors.get(range.key)} />
              </Box>
            ))}
            <Box>
              <Button size="small" onClick={() => setDay(weekday, [...ranges, { key: nextKey(), ...DEFAULT_RANGE }])}>
                {intl.formatMessage({ id: 'instructorArea.hours.add' }, { day: weekdays[weekday] })}
              </Button>
            </Box>
          </Paper>
        ))}
      </Box>

      <Box component="section" aria-labelledby="instructor-exceptions-title" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="instructor-exceptions-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
          {intl.formatMessage({ id: 'instructorArea.exceptions.title' })}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {intl.formatMessage({ id: 'instructorArea.exceptions.intro' })}
        </Typography>
        {draft.exceptions.length === 0 && <Typography color="text.secondary">{intl.formatMessage({ id: 'instructorArea.exceptions.none' })}</Typography>}
        {draft.exceptions.map((row, index) => {
          const change = (changed: Partial<ExceptionRow>) =>
            setExceptions(draft.exceptions.map((other, at) => (at === index ? { ...other, ...changed } : other)));
          const remove = () => setExceptions(draft.exceptions.filter((_, at) => at !== index));
          const name = intl.formatMessage({ id: 'instructorArea.exceptions.rowName' }, { number: index + 1 });
          return (
            <Paper key={row.key} component="fieldset" variant="outlined" sx={{ m: 0, p: 2, display: 'grid', gap: 1.5 }}>
              <Typography component="legend" sx={{ fontWeight: 600, px: 0.5 }}>
                {name}
              </Typography>
              <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextInput
                  name={`date-${row.key}`}
                  type="date"
                  shrinkLabel
                  label={intl.formatMessage({ id: 'instructorArea.exceptions.date' })}
                  value={row.date}
                  slotProps={{ htmlInput: { min: today } }}
                  onChange={(event) => change({ date: event.target.value })}
                />
                <SelectInput
                  name={`kind-${row.key}`}
                  label={intl.formatMessage({ id: 'instructorArea.exceptions.kind' })}
                  value={row.kind}
                  options={[
                    { value: 'off', label: intl.formatMessage({ id: 'instructorArea.exceptions.off' }) },
                    { value: 'extra', label: intl.formatMessage({ id: 'instructorArea.exceptions.extra' }) },
                  ]}
                  onChange={(event) => change({ kind: event.target.value === 'extra' ? 'extra' : 'off' })}
                />
              </Box>
              {row.kind === 'extra' ? (
                <Box sx={rowGrid}>
                  <RangeFields range={row} name={name} onChange={(range) => change({ from: range.from, to: range.to })} onRemove={remove} />
                </Box>
              ) : (
                <Box>
                  <Button
                    size="small"
                    color="error"
                    startIcon={<DeleteIcon />}
                    onClick={remove}
                    aria-label={intl.formatMessage({ id: 'instructorArea.hours.remove' }, { name })}
                  >
                    {intl.formatMessage({ id: 'instructorArea.exceptions.remove' })}
                  </Button>
                </Box>
              )}
              <RowErrors messages={errors.get(row.key)} />
            </Paper>
          );
        })}
        <Box>
          <Button
            variant="outlined"
            size="small"
            onClick={() => setExceptions([...draft.exceptions, { key: nextKey(), date: today, kind: 'off', ...DEFAULT_RANGE }])}
          >
            {intl.formatMessage({ id: 'instructorArea.exceptions.add' })}
          </Button>
        </Box>
      </Box>

      <Preview draft={draft} today={today} />

      <Box sx={{ display: 'grid', gap: 1 }}>
        {problem}
        <Box>
          <Button type="submit" variant="contained" disabled={publishing.isLoading}>
            {intl.formatMessage({ id: publishing.isLoading ? 'instructorArea.hours.publishing' : 'instructorArea.hours.publish' })}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

function ApprovedAvailability() {
  const intl = useIntl();
  const { data, error, isLoading, refetch } = useGetMyAvailabilityQuery();
  if (isLoading) return <LoadingText>{intl.formatMessage({ id: 'instructorArea.loading' })}</LoadingText>;
  if (!data) return <ErrorNotice onRetry={() => void refetch()}>{failureText(intl, error)}</ErrorNotice>;
  return <Editor availability={data.data} />;
}

/** /instructor/availability: the weekly hours and the exceptions students book from, once the application is approved. */
export function AvailabilityPage() {
  const intl = useIntl();
  const application = useGetMyApplicationQuery();
  let body: ReactNode;
  if (application.isLoading) body = <LoadingText>{intl.formatMessage({ id: 'instructorArea.loading' })}</LoadingText>;
  else if (!application.data) body = <ErrorNotice onRetry={() => void application.refetch()}>{failureText(intl, application.error)}</ErrorNotice>;
  else if (application.data.data.status !== 'accepted') body = <Notice tone="info">{intl.formatMessage({ id: 'instructorArea.hours.notApproved' })}</Notice>;
  else body = <ApprovedAvailability />;
  return (
    <>
      <PageHeading id="page.instructor.availability.title" />
      {body}
    </>
  );
}
