import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { LessonStatus } from '../../../api/signedInApi';
import type { MessageId } from '../../../i18n/messages';
import { LESSON_STATUS } from './lessonStatus';
import type { WeekBlock } from './lessonWeek';

type Look = 'free' | 'held' | LessonStatus;

const LOOKS: Record<Look, (theme: Theme) => object> = {
  booked: (theme) => ({ bgcolor: theme.palette.info.main, border: `1px solid ${theme.palette.info.dark}` }),
  completed: (theme) => ({ bgcolor: theme.palette.success.main, border: `1px solid ${theme.palette.success.dark}` }),
  no_show: (theme) => ({ bgcolor: theme.palette.warning.main, border: `1px solid ${theme.palette.warning.dark}` }),
  cancelled: (theme) => ({ bgcolor: theme.palette.grey[300], border: `1px solid ${theme.palette.grey[500]}` }),
  free: (theme) => ({ bgcolor: alpha(theme.palette.success.main, 0.14), border: `1px dashed ${theme.palette.success.dark}` }),
  // Stripes, not only a colour: a held slot reads apart from a lesson without colour vision.
  held: (theme) => ({
    bgcolor: alpha(theme.palette.secondary.main, 0.12),
    backgroundImage: `repeating-linear-gradient(45deg, ${alpha(theme.palette.secondary.main, 0.55)} 0 3px, transparent 3px 7px)`,
    border: `1px solid ${theme.palette.secondary.main}`,
  }),
};

const lookOf = (block: WeekBlock): Look => (block.kind === 'lesson' ? block.lesson.status : block.kind);

/** How a block of the week is drawn: lessons by status, free hours dashed, held slots striped. */
export const blockLook = (block: WeekBlock) => LOOKS[lookOf(block)];

/** The legend: what the week shows (a cancelled lesson frees its time, so it is not among them). */
const LABELS: Partial<Record<Look, MessageId>> = {
  booked: LESSON_STATUS.booked.labelId,
  completed: LESSON_STATUS.completed.labelId,
  no_show: LESSON_STATUS.no_show.labelId,
  free: 'admin.lessons.week.free',
  held: 'admin.lessons.week.held',
};

/** What the week's blocks mean. */
export function WeekLegend() {
  const intl = useIntl();
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage({ id: 'admin.lessons.week.legend' })}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 2 } }}
    >
      {(Object.keys(LABELS) as Look[]).map((look) => (
        <Box component="li" key={look} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '0.875rem' }}>
          <Box aria-hidden sx={(theme) => ({ width: 22, height: 14, borderRadius: 0.5, ...LOOKS[look](theme) })} />
          {intl.formatMessage({ id: LABELS[look]! })}
        </Box>
      ))}
    </Box>
  );
}
