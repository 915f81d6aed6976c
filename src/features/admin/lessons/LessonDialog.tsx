import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useIntl } from 'react-intl';
import type { AdminLesson } from '../../../api/officeApi';
import type { Locale } from '../../../i18n/locale';
import { lessonWhenText } from './lessonDay';
import { LessonItem } from './LessonItem';

interface LessonDialogProps {
  lesson: AdminLesson;
  onMove: (lesson: AdminLesson) => void;
  onCancel: (lesson: AdminLesson) => void;
  onLog: (lesson: AdminLesson) => void;
  onClose: () => void;
}

/** A lesson of the week opened: shown and acted on exactly as in the day list. */
export function LessonDialog({ lesson, onMove, onCancel, onLog, onClose }: LessonDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {intl.formatMessage(
          { id: 'admin.lessons.week.lessonTitle' },
          { instructor: <bdi key="name">{lesson.instructor.name}</bdi>, when: lessonWhenText(lesson, intl.locale as Locale) },
        )}
      </DialogTitle>
      <DialogContent dividers>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          <LessonItem lesson={lesson} onMove={onMove} onCancel={onCancel} onLog={onLog} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'admin.bookings.close' })}</Button>
      </DialogActions>
    </Dialog>
  );
}
