import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useRecordBdeAttendanceMutation, type AttendanceStatus, type BdeClassSession } from '../../../api/signedInApi';
import { attendanceInput, initialMarks, marksReady, type AttendanceMark } from '../../../components/classes/attendanceMarks';
import { useSubmit } from '../../../components/forms/useSubmit';
import type { MessageId } from '../../../i18n/messages';
import { ActionDialog } from '../shared/ActionDialog';
import { classConflictWords } from './classConflict';
import { sessionWhenText } from './sessionText';

const STATUSES: { value: AttendanceStatus; labelId: MessageId }[] = [
  { value: 'present', labelId: 'admin.classes.present' },
  { value: 'late', labelId: 'admin.classes.late' },
  { value: 'absent', labelId: 'admin.classes.absent' },
];

/**
 * Takes (or corrects) a session's attendance: each student of its roster present (the whole
 * session counts), late (the minutes they attended) or absent. Everyone starts present, or as
 * recorded before.
 */
export function AttendanceDialog({ session, onClose }: { session: BdeClassSession; onClose: () => void }) {
  const intl = useIntl();
  const [marks, setMarks] = useState(() => initialMarks(session));
  const [record] = useRecordBdeAttendanceMutation();
  const sending = useSubmit(record, {
    failureMessage: (text, error) => classConflictWords(intl, error) ?? text,
    toastFailure: false,
    successMessage: intl.formatMessage({ id: 'admin.classes.attendanceSaved' }),
    onSuccess: onClose,
  });
  const mark = (courseId: number, change: Partial<AttendanceMark>) => setMarks((current) => ({ ...current, [courseId]: { ...current[courseId], ...change } }));
  const confirm = () => void sending.submit({ id: session.id, bdeAttendanceInput: attendanceInput(session, marks) });

  return (
    <ActionDialog
      title={intl.formatMessage({ id: 'admin.classes.attendanceTitle' }, { when: sessionWhenText(intl, session) })}
      problem={
        sending.failure && (
          <Alert severity="error" role="alert">
            {sending.failure}
          </Alert>
        )
      }
      confirmLabel={intl.formatMessage({ id: 'admin.classes.saveAttendance' })}
      ready={marksReady(session, marks)}
      sending={sending.isSubmitting}
      maxWidth="sm"
      onConfirm={confirm}
      onClose={onClose}
    >
      {session.roster.length === 0 && <Typography>{intl.formatMessage({ id: 'admin.classes.noStudents' })}</Typography>}
      {session.roster.map((r) => {
        const labelId = `attendance-${session.id}-${r.course_id}`;
        const { status, minutes } = marks[r.course_id];
        return (
          <Box key={r.course_id} role="group" aria-labelledby={labelId} sx={{ display: 'grid', gap: 0.5, borderTop: 1, borderColor: 'divider', pt: 1 }}>
            <Typography id={labelId} sx={{ fontWeight: 600 }} dir="auto">
              {r.student.name}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <RadioGroup row aria-labelledby={labelId} value={status} onChange={(_, value) => mark(r.course_id, { status: value as AttendanceStatus })}>
                {STATUSES.map((option) => (
                  <FormControlLabel
                    key={option.value}
                    value={option.value}
                    control={<Radio />}
                    label={intl.formatMessage({ id: option.labelId })}
                    disabled={sending.isSubmitting}
                  />
                ))}
              </RadioGroup>
              {status === 'late' && (
                <TextField
                  size="small"
                  type="number"
                  name={`minutes-${r.course_id}`}
                  label={intl.formatMessage({ id: 'admin.classes.minutesOf' }, { name: r.student.name })}
                  value={minutes}
                  onChange={(event) => mark(r.course_id, { minutes: event.target.value })}
                  required
                  slotProps={{ htmlInput: { min: 0, max: 720, inputMode: 'numeric' } }}
                  sx={{ width: 200 }}
                />
              )}
            </Box>
          </Box>
        );
      })}
      {sending.fieldErrors.entries && (
        <Typography role="alert" color="error">
          {sending.fieldErrors.entries}
        </Typography>
      )}
    </ActionDialog>
  );
}
