import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../components/navigation/RouterLink';
import type { Lesson } from '../../../api/signedInApi';
import { EmptyText } from '../../../components/feedback/StatusMessage';
import { paths } from '../../../config/paths';
import { lessonStatusLabel, lessonTimeText } from '../shared/lessonTexts';
import { CancelLessonDialog } from './CancelLessonDialog';

/** A lesson the student may still cancel or move: booked and not started. */
const isUpcoming = (lesson: Lesson, now: number) => lesson.status === 'booked' && Date.parse(lesson.starts_at) > now;

/** The student's lessons: the coming ones (with Reschedule and Cancel) and the others (past or cancelled). */
export function LessonsList({ lessons, cutoffHours }: { lessons: Lesson[]; cutoffHours: number }) {
  const intl = useIntl();
  const [cancelling, setCancelling] = useState<Lesson | null>(null);
  // When the page was opened: what may still be cancelled or moved is decided from then.
  const [now] = useState(() => Date.now());
  const upcoming = lessons.filter((lesson) => isUpcoming(lesson, now));
  // Past and cancelled lessons, newest first, whichever way each ended.
  const others = lessons.filter((lesson) => !isUpcoming(lesson, now)).sort((a, b) => b.starts_at.localeCompare(a.starts_at) || b.id - a.id);
  return (
    <>
      <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {intl.formatMessage({ id: 'lessons.upcoming' })}
      </Typography>
      {upcoming.length === 0 ? (
        <EmptyText>{intl.formatMessage({ id: 'lessons.upcoming.empty' })}</EmptyText>
      ) : (
        <LessonCards label={intl.formatMessage({ id: 'lessons.upcoming' })} lessons={upcoming} now={now} onCancel={setCancelling} />
      )}
      {others.length > 0 && (
        <>
          <Typography variant="h3" sx={{ fontSize: '1.15rem', mt: 3, mb: 1 }}>
            {intl.formatMessage({ id: 'lessons.past' })}
          </Typography>
          <LessonCards label={intl.formatMessage({ id: 'lessons.past' })} lessons={others} now={now} />
        </>
      )}
      <CancelLessonDialog lesson={cancelling} cutoffHours={cutoffHours} now={now} onClose={() => setCancelling(null)} />
    </>
  );
}

function LessonCards({ label, lessons, now, onCancel }: { label: string; lessons: Lesson[]; now: number; onCancel?: (lesson: Lesson) => void }) {
  const intl = useIntl();
  const phone = intl.formatMessage({ id: 'footer.contact.phone' });
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {lessons.map((lesson) => {
        const when = lessonTimeText(intl, lesson);
        const movable = now < Date.parse(lesson.free_cancel_until);
        return (
          <Card component="li" variant="outlined" key={lesson.id}>
            <CardContent sx={{ display: 'grid', gap: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="h4" sx={{ fontWeight: 600, m: 0 }}>
                  {when}
                </Typography>
                <Chip size="small" label={intl.formatMessage({ id: lessonStatusLabel(lesson) })} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {intl.formatMessage(
                  { id: 'lessons.withInstructor' },
                  { instructor: <bdi key="instructor">{lesson.instructor.name}</bdi>, hours: lesson.duration_minutes / 60 },
                )}
              </Typography>
              {onCancel && (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  {movable ? (
                    <Button
                      variant="outlined"
                      component={RouterLink}
                      to={paths.rescheduleLesson.getHref(lesson.id)}
                      aria-label={intl.formatMessage({ id: 'lessons.rescheduleNamed' }, { when })}
                    >
                      {intl.formatMessage({ id: 'lessons.reschedule' })}
                    </Button>
                  ) : (
                    <Typography variant="body2">
                      {intl.formatMessage(
                        { id: 'lessons.callToMove' },
                        {
                          phone: (
                            <Link key="phone" href={`tel:${phone.replace(/[^+\d]/g, '')}`} dir="ltr" underline="always">
                              {phone}
                            </Link>
                          ),
                        },
                      )}
                    </Typography>
                  )}
                  <Button color="error" onClick={() => onCancel(lesson)} aria-label={intl.formatMessage({ id: 'lessons.cancelNamed' }, { when })}>
                    {intl.formatMessage({ id: 'lessons.cancel' })}
                  </Button>
                </Box>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
