import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { type BdeClassSession } from '../../../api/signedInApi';
import { useRecordBdeAttendanceMutation } from '../../../api/officeApi';
import { attendanceInput, marksReady } from '../../../components/classes/attendanceMarks';
import { AttendanceMarksFields, useAttendanceMarks, type AttendanceWords } from '../../../components/classes/AttendanceMarksFields';
import { useSubmit } from '../../../components/forms/useSubmit';
import { ActionDialog } from '../shared/ActionDialog';
import { classConflictWords } from './classConflict';
import { sessionWhenText } from './sessionText';

/**
 * Takes (or corrects) a session's attendance: each student of its roster present (the whole
 * session counts), late (the minutes they attended) or absent. Everyone starts present, or as
 * recorded before.
 */
export function AttendanceDialog({ session, onClose }: { session: BdeClassSession; onClose: () => void }) {
  const intl = useIntl();
  const { marks, mark } = useAttendanceMarks(session);
  const [record] = useRecordBdeAttendanceMutation();
  const sending = useSubmit(record, {
    failureMessage: (text, error) => classConflictWords(intl, error) ?? text,
    toastFailure: false,
    successMessage: intl.formatMessage({ id: 'admin.classes.attendanceSaved' }),
    onSuccess: onClose,
  });
  const words: AttendanceWords = {
    status: {
      present: intl.formatMessage({ id: 'admin.classes.present' }),
      late: intl.formatMessage({ id: 'admin.classes.late' }),
      absent: intl.formatMessage({ id: 'admin.classes.absent' }),
    },
    minutesOf: (name) => intl.formatMessage({ id: 'admin.classes.minutesOf' }, { name }),
  };
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
      <AttendanceMarksFields session={session} marks={marks} onMark={mark} words={words} disabled={sending.isSubmitting} />
      {sending.fieldErrors.entries && (
        <Typography role="alert" color="error">
          {sending.fieldErrors.entries}
        </Typography>
      )}
    </ActionDialog>
  );
}
