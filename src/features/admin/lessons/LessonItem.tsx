import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useRecordLessonOutcomeMutation, type AdminLesson, type LessonOutcomeInput } from '../../../api/officeApi';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { hasStarted, lessonHoursText } from './lessonDay';
import { LESSON_STATUS } from './lessonStatus';
import { useLessonAction } from './useLessonAction';
import { PhoneNumber } from '../../../components/phone/PhoneNumber';

type Outcome = LessonOutcomeInput['outcome'];

const OUTCOME_BUTTON: Record<Outcome, MessageId> = { completed: 'admin.lessons.markCompleted', no_show: 'admin.lessons.markNoShow' };
const OUTCOME_DONE: Record<Outcome, MessageId> = { completed: 'admin.lessons.markedCompleted', no_show: 'admin.lessons.markedNoShow' };

interface LessonItemProps {
  lesson: AdminLesson;
  onMove: (lesson: AdminLesson) => void;
  onCancel: (lesson: AdminLesson) => void;
  onLog: (lesson: AdminLesson) => void;
}

/**
 * One lesson of the day: its hours in Toronto, the student and how to reach them, its status and
 * who booked it. A booked lesson can be cancelled, and moved until it starts; once it has started
 * the office says whether it took place, and may correct that later; a completed one has its
 * in-car log entry, which the office writes or corrects.
 */
export function LessonItem({ lesson, onMove, onCancel, onLog }: LessonItemProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const t = (id: MessageId) => intl.formatMessage({ id });
  // Each action's button is named after the lesson it acts on (a screen reader's list of buttons
  // would otherwise read "Move, Cancel, Move, Cancel"), its visible word first.
  const named = (action: MessageId) => ({
    'aria-label': intl.formatMessage({ id: 'admin.lessons.actionOf' }, { action: t(action), time: lessonHoursText(lesson, locale), name: lesson.student.name }),
  });
  const [record] = useRecordLessonOutcomeMutation();
  const outcome = useLessonAction(record, {
    successMessage: (saved) =>
      intl.formatMessage({ id: OUTCOME_DONE[saved.data.status === 'no_show' ? 'no_show' : 'completed'] }, { name: saved.data.student.name }),
    toastFailure: true,
  });
  const started = hasStarted(lesson);
  const booked = lesson.status === 'booked';
  const outcomes: Outcome[] = started && lesson.status !== 'cancelled' ? (['completed', 'no_show'] as const).filter((choice) => choice !== lesson.status) : [];
  const status = LESSON_STATUS[lesson.status];

  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: { xs: 1, md: 2 },
        gridTemplateColumns: { xs: '1fr', md: '150px minmax(0, 1fr) 170px auto' },
        alignItems: 'start',
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box>
        <Typography sx={{ fontWeight: 700 }}>{lessonHoursText(lesson, locale)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'admin.lessons.hours' }, { hours: lesson.duration_minutes / 60 })}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} dir="auto">
          {lesson.student.name}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <Link href={`mailto:${lesson.student.email}`}>
            <bdi>{lesson.student.email}</bdi>
          </Link>
        </Typography>
        {lesson.student.phone && (
          <Typography variant="body2">
            <Link href={`tel:${lesson.student.phone.replace(/[^\d+]/g, '')}`}>
              <PhoneNumber value={lesson.student.phone} />
            </Link>
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <Chip size="small" color={status.color} label={t(status.labelId)} />
        <Typography variant="body2" color="text.secondary">
          {t(lesson.booked_by === 'office' ? 'admin.lessons.bookedByOffice' : 'admin.lessons.bookedByStudent')}
        </Typography>
        {lesson.status === 'cancelled' && (
          <Typography variant="body2" color="text.secondary">
            {t(lesson.counted ? 'admin.lessons.hoursCounted' : 'admin.lessons.hoursReturned')}
          </Typography>
        )}
        {lesson.cancel_reason && (
          <Typography variant="body2" color="text.secondary" dir="auto">
            {lesson.cancel_reason}
          </Typography>
        )}
        {lesson.override && (
          <Typography variant="body2" color="warning.dark">
            {intl.formatMessage({ id: 'admin.lessons.overridden' }, { reason: <bdi dir="auto">{lesson.override.reason}</bdi> })}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: { md: 'flex-end' } }}>
        {booked && !started && (
          <Button size="small" variant="outlined" onClick={() => onMove(lesson)} {...named('admin.lessons.move')}>
            {t('admin.lessons.move')}
          </Button>
        )}
        {booked && (
          <Button size="small" variant="outlined" color="error" onClick={() => onCancel(lesson)} {...named('admin.lessons.cancel')}>
            {t('admin.lessons.cancel')}
          </Button>
        )}
        {lesson.status === 'completed' && (
          <Button size="small" variant="outlined" onClick={() => onLog(lesson)} {...named('admin.lessons.log.open')}>
            {t('admin.lessons.log.open')}
          </Button>
        )}
        {outcomes.map((choice) => (
          <Button
            key={choice}
            size="small"
            variant="outlined"
            disabled={outcome.sending}
            {...named(OUTCOME_BUTTON[choice])}
            onClick={() => void outcome.submit({ id: lesson.id, lessonOutcomeInput: { outcome: choice } })}
          >
            {t(OUTCOME_BUTTON[choice])}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
