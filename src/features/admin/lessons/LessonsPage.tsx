import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { type LocalDate } from '../../../api/signedInApi';
import { useListAdminLessonsQuery, type AdminLesson } from '../../../api/officeApi';
import { useLiveTopics } from '../../../api/live';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { PageHeading } from '../../../components/page/PageHeading';
import { mondayOf, torontoDay } from '../../../contract/torontoTime';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { BookLessonDialog } from './BookLessonDialog';
import { CancelLessonDialog } from './CancelLessonDialog';
import { DayNavigator } from './DayNavigator';
import { InstructorSelect } from './InstructorSelect';
import { LessonDayList } from './LessonDayList';
import { dayFrom } from './lessonDay';
import { LessonDialog } from './LessonDialog';
import { LessonLogDialog } from './LessonLogDialog';
import { LessonWeekPanel, useLessonWeek } from './LessonWeekPanel';
import { MoveLessonDialog } from './MoveLessonDialog';
import { WeekNavigator } from './WeekNavigator';

type Dialog = { kind: 'open' | 'move' | 'cancel' | 'log'; lesson: AdminLesson } | { kind: 'book'; day?: LocalDate; instructorId?: number } | null;

/** The positive whole number of a URL parameter, if it is one. */
const idFrom = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * The office's in-car lessons: one Toronto day's list by instructor, or the week at a glance
 * (`view=week`); the day, the week (its Monday) and the instructor kept in the URL (absent: today,
 * this week, every instructor), and the office's actions — book by phone, move, cancel, and record
 * how a lesson went.
 */
export function LessonsPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const t = (id: MessageId) => intl.formatMessage({ id });
  const failureText = useFailureText();
  const [params, setParams] = useSearchParams();
  const today = torontoDay();
  const day = dayFrom(params.get('day'), today);
  const instructorId = idFrom(params.get('instructor'));
  const weekView = params.get('view') === 'week';
  const thisWeek = mondayOf(today);
  const monday = mondayOf(dayFrom(params.get('week'), thisWeek));
  const [dialog, setDialog] = useState<Dialog>(null);
  const tabsId = useId();

  const change = (key: string, value: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value) updated.set(key, value);
      else updated.delete(key);
      return updated;
    });

  // Lessons students book, move or cancel online show within a second (polled while the live stream is down).
  const { pollingInterval } = useLiveTopics(['lessons']);
  const query = useListAdminLessonsQuery(
    { from: day, to: day, instructorId: instructorId ?? undefined },
    { refetchOnFocus: true, refetchOnMountOrArgChange: true, pollingInterval, skip: weekView },
  );
  const week = useLessonWeek(monday, pollingInterval, !weekView);
  const shown = weekView ? week : query;
  const lessons = query.data?.data ?? [];
  const close = () => setDialog(null);
  const actions = {
    onMove: (lesson: AdminLesson) => setDialog({ kind: 'move', lesson }),
    onCancel: (lesson: AdminLesson) => setDialog({ kind: 'cancel', lesson }),
    onLog: (lesson: AdminLesson) => setDialog({ kind: 'log', lesson }),
  };
  const panel = (view: 'day' | 'week') => ({ id: `${tabsId}-${view}`, 'aria-controls': `${tabsId}-${view}-panel` });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <PageHeading id="admin.lessons.title" sx={{ mb: 0 }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'book' })}>
          {t('admin.lessons.book')}
        </Button>
      </Box>
      <Tabs
        value={weekView ? 'week' : 'day'}
        onChange={(_, view: string) => change('view', view === 'week' ? 'week' : null)}
        aria-label={t('admin.lessons.view')}
      >
        <Tab value="day" label={t('admin.lessons.view.day')} {...panel('day')} />
        <Tab value="week" label={t('admin.lessons.view.week')} {...panel('week')} />
      </Tabs>
      <Box
        role="tabpanel"
        id={`${tabsId}-${weekView ? 'week' : 'day'}-panel`}
        aria-labelledby={`${tabsId}-${weekView ? 'week' : 'day'}`}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Paper
          variant="outlined"
          component="section"
          aria-label={t(weekView ? 'admin.lessons.week.filters' : 'admin.lessons.filters')}
          sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
        >
          {weekView ? (
            <WeekNavigator monday={monday} onChange={(next) => change('week', next === thisWeek ? null : next)} />
          ) : (
            <DayNavigator day={day} onChange={(next) => change('day', next === today ? null : next)} label={t('admin.lessons.day')} />
          )}
          <Box sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' }, display: 'grid' }}>
            <InstructorSelect
              name="instructor"
              label={t('admin.lessons.instructor')}
              value={instructorId}
              onChange={(id) => change('instructor', id === null ? null : String(id))}
              noneLabel={t('admin.lessons.allInstructors')}
            />
          </Box>
          <Button startIcon={<RefreshIcon />} onClick={() => void shown.refetch()} disabled={shown.isFetching}>
            {t(weekView ? 'admin.lessons.week.refresh' : 'admin.lessons.refresh')}
          </Button>
        </Paper>

        {weekView ? (
          <LessonWeekPanel
            query={week}
            monday={monday}
            instructorId={instructorId}
            onOpen={(lesson) => setDialog({ kind: 'open', lesson })}
            onBook={(bookDay, instructor) => setDialog({ kind: 'book', day: bookDay, instructorId: instructor })}
          />
        ) : (
          <>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
              {formatDate(day, locale, { dateStyle: 'full' })}
            </Typography>
            {query.isError && (
              <ErrorNotice onRetry={() => void query.refetch()}>
                {intl.formatMessage({ id: 'admin.lessons.loadFailed' }, { error: failureText(query.error) })}
              </ErrorNotice>
            )}
            {query.isLoading && <LoadingText>{t('admin.lessons.loading')}</LoadingText>}
            {query.data && (
              <Typography color="text.secondary" role="status">
                {intl.formatMessage({ id: 'admin.lessons.count' }, { count: lessons.length })}
              </Typography>
            )}
            {query.data && lessons.length === 0 && <EmptyText>{t('admin.lessons.empty')}</EmptyText>}
            {lessons.length > 0 && <LessonDayList lessons={lessons} {...actions} />}
          </>
        )}
      </Box>

      {dialog?.kind === 'book' && <BookLessonDialog day={dialog.day ?? day} instructorId={dialog.instructorId ?? instructorId} onClose={close} />}
      {dialog?.kind === 'open' && <LessonDialog key={dialog.lesson.id} lesson={dialog.lesson} {...actions} onClose={close} />}
      {dialog?.kind === 'move' && <MoveLessonDialog key={dialog.lesson.id} lesson={dialog.lesson} onClose={close} />}
      {dialog?.kind === 'cancel' && <CancelLessonDialog key={dialog.lesson.id} lesson={dialog.lesson} onClose={close} />}
      {dialog?.kind === 'log' && <LessonLogDialog key={dialog.lesson.id} lesson={dialog.lesson} onClose={close} />}
    </Box>
  );
}
