import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { type BdeClassSession } from '../../../api/signedInApi';
import { useDeleteBdeClassSessionMutation } from '../../../api/officeApi';
import { useSubmit } from '../../../components/forms/useSubmit';
import { isolated } from '../../../i18n/text';
import type { MessageId } from '../../../i18n/messages';
import { ActionDialog } from '../shared/ActionDialog';
import { AttendanceDialog } from './AttendanceDialog';
import { classConflictWords } from './classConflict';
import { sessionWhenText } from './sessionText';

/**
 * One session of the class: when, where, who teaches it and its attendance so far. Attendance is
 * taken once the session has started; a session without any may be removed (after a confirmation).
 */
export function SessionItem({ session }: { session: BdeClassSession }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [dialog, setDialog] = useState<'attendance' | 'remove' | null>(null);
  const [remove] = useDeleteBdeClassSessionMutation();
  const removal = useSubmit(remove, {
    failureMessage: (text, error) => classConflictWords(intl, error) ?? text,
    toastFailure: false,
    successMessage: t('admin.classes.removed'),
    onSuccess: () => setDialog(null),
  });
  const when = sessionWhenText(intl, session);
  // As of when the list was shown: a session starting meanwhile gets its button on the next refresh.
  const [shownAt] = useState(() => Date.now());
  const started = Date.parse(session.starts_at) <= shownAt;
  const taken = session.roster.filter((r) => r.status !== null);
  const count = (status: string) => taken.filter((r) => r.status === status).length;
  const named = (action: MessageId) => ({ 'aria-label': intl.formatMessage({ id: 'admin.classes.actionOf' }, { action: t(action), when }) });

  return (
    <Box component="li" sx={{ display: 'grid', gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700 }}>{when}</Typography>
        <Chip size="small" label={session.mode === 'online' ? t('admin.classes.mode.online') : (session.room ?? t('admin.classes.mode.classroom'))} />
      </Box>
      {session.instructor && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'admin.classes.taughtBy' }, { name: isolated(session.instructor.name) })}
        </Typography>
      )}
      <Typography variant="body2">
        {taken.length === 0
          ? t(started ? 'admin.classes.attendanceDue' : 'admin.classes.notStartedYet')
          : intl.formatMessage(
              { id: 'admin.classes.attendanceSummary' },
              { present: count('present'), late: count('late'), absent: count('absent'), students: session.roster.length },
            )}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {started && (
          <Button size="small" variant="outlined" onClick={() => setDialog('attendance')} {...named('admin.classes.takeAttendance')}>
            {t('admin.classes.takeAttendance')}
          </Button>
        )}
        {taken.length === 0 && (
          <Button size="small" variant="outlined" color="error" onClick={() => setDialog('remove')} {...named('admin.classes.remove')}>
            {t('admin.classes.remove')}
          </Button>
        )}
      </Box>
      {dialog === 'attendance' && <AttendanceDialog session={session} onClose={() => setDialog(null)} />}
      {dialog === 'remove' && (
        <ActionDialog
          title={intl.formatMessage({ id: 'admin.classes.removeTitle' }, { when })}
          problem={
            removal.failure && (
              <Alert severity="error" role="alert">
                {removal.failure}
              </Alert>
            )
          }
          confirmLabel={t('admin.classes.confirmRemove')}
          ready
          danger
          sending={removal.isSubmitting}
          onConfirm={() => void removal.submit({ id: session.id })}
          onClose={() => setDialog(null)}
        >
          <Typography>{t('admin.classes.removeWhat')}</Typography>
        </ActionDialog>
      )}
    </Box>
  );
}
