import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { describeFailure } from '../../../api';
import { conflictCode } from '../../../api/conflictCode';
import { type LessonLog, type LessonSkill } from '../../../api/signedInApi';
import { useGetLessonLogQuery, useUpdateLessonLogMutation, type AdminLesson } from '../../../api/officeApi';
import { ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { SkillChecklist } from '../../../components/lessons/SkillChecklist';
import { SKILL_LABEL } from '../../../components/lessons/lessonSkills';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { useSubmit, type FieldErrors } from '../../../components/forms/useSubmit';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { isolated, oneFinalPeriod } from '../../../i18n/text';
import type { MessageId } from '../../../i18n/messages';
import { ActionDialog } from '../shared/ActionDialog';
import { lessonWhenText } from './lessonDay';
import { lessonConflictWords } from './lessonConflict';

const NOTES_MAX = 2000;
const LICENCE_MAX = 30;
const ROLE_LABEL: Record<LessonLog['changes'][number]['role'], MessageId> = {
  instructor: 'admin.lessons.log.byInstructor',
  office: 'admin.lessons.log.byOffice',
};

/** Who changed the entry, when (in Toronto) and what it then said; newest first, as the server answers. */
function LogHistory({ log }: { log: LessonLog }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h3" id={headingId} sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        {intl.formatMessage({ id: 'admin.lessons.log.history' })}
      </Typography>
      <Box component="ol" sx={{ m: 0, ps: 3, display: 'grid', gap: 1 }}>
        {log.changes.map((change) => (
          <li key={`${change.changed_at}-${change.changed_by}`}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {intl.formatMessage(
                { id: 'admin.lessons.log.changeBy' },
                {
                  when: formatDate(change.changed_at, locale, { dateStyle: 'medium', timeStyle: 'short' }),
                  who: <bdi key="who">{change.changed_by}</bdi>,
                  role: intl.formatMessage({ id: ROLE_LABEL[change.role] }),
                },
              )}
            </Typography>
            <Typography variant="body2">{intl.formatList(change.skills.map((skill) => intl.formatMessage({ id: SKILL_LABEL[skill] })))}</Typography>
            {change.notes && (
              <Typography variant="body2" color="text.secondary" dir="auto" sx={{ whiteSpace: 'pre-line' }}>
                {change.notes}
              </Typography>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}

interface LogFormProps {
  lesson: AdminLesson;
  /** Null while the lesson has no entry: the office writes the first. */
  log: LessonLog | null;
  notice: string | null;
  onStale: () => void;
  onClose: () => void;
}

/** The entry as read (or empty), to correct; sent with the version read so a change made meanwhile is not overwritten. */
function LogForm({ lesson, log, notice, onStale, onClose }: LogFormProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [skills, setSkills] = useState<LessonSkill[]>(log?.skills ?? []);
  const [notes, setNotes] = useState(log?.notes ?? '');
  const [licence, setLicence] = useState(log?.licence_number ?? '');
  const [update] = useUpdateLessonLogMutation();
  const action = useSubmit(update, {
    // The server's 422 may also name `notes`: the field messages are any field's.
    validate: ({ lessonLogInput }): FieldErrors => ({
      skills: lessonLogInput.skills.length === 0 ? intl.formatMessage({ id: 'admin.lessons.log.skillsRequired' }) : undefined,
      licence_number: lessonLogInput.licence_number === '' ? intl.formatMessage({ id: 'admin.lessons.log.licenceRequired' }) : undefined,
    }),
    successMessage: intl.formatMessage({ id: 'admin.lessons.log.saved' }, { name: lesson.student.name }),
    onSuccess: onClose,
    refused: (error) => {
      if (conflictCode(error) !== 'stale') return false;
      onStale();
      return true;
    },
    failureMessage: (text, error) => lessonConflictWords(intl, error) ?? text,
    toastFailure: false,
  });
  const save = () =>
    void action.submit({
      id: lesson.id,
      lessonLogInput: { skills, notes: notes.trim(), licence_number: licence.trim(), ...(log ? { updated_at: log.updated_at } : {}) },
    });

  return (
    <ActionDialog
      title={intl.formatMessage({ id: 'admin.lessons.log.title' }, { name: lesson.student.name })}
      problem={
        <>
          {notice && (
            <Alert severity="warning" role="alert">
              {notice}
            </Alert>
          )}
          {action.failure && (
            <Alert severity="error" role="alert">
              {action.failure}
            </Alert>
          )}
        </>
      }
      confirmLabel={intl.formatMessage({ id: 'admin.lessons.log.save' })}
      ready
      sending={action.isSubmitting}
      maxWidth="sm"
      onConfirm={save}
      onClose={onClose}
    >
      <Typography>
        {oneFinalPeriod(
          intl.formatMessage({ id: 'admin.lessons.log.what' }, { when: lessonWhenText(lesson, locale), instructor: isolated(lesson.instructor.name) }),
        )}
      </Typography>
      {!log && <Typography color="text.secondary">{intl.formatMessage({ id: 'admin.lessons.log.none' })}</Typography>}
      <FormControl error={Boolean(action.fieldErrors.skills)} component="fieldset">
        <FormLabel component="legend">{intl.formatMessage({ id: 'lessonLog.skills' })}</FormLabel>
        <SkillChecklist value={skills} onChange={setSkills} />
        {action.fieldErrors.skills && <FormHelperText>{action.fieldErrors.skills}</FormHelperText>}
      </FormControl>
      <TextField
        name="notes"
        label={intl.formatMessage({ id: 'admin.lessons.log.notes' })}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        error={Boolean(action.fieldErrors.notes)}
        helperText={action.fieldErrors.notes}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
      />
      <TextField
        name="licence_number"
        label={intl.formatMessage({ id: 'admin.lessons.log.licence' })}
        value={licence}
        onChange={(event) => setLicence(event.target.value)}
        error={Boolean(action.fieldErrors.licence_number)}
        helperText={action.fieldErrors.licence_number}
        required
        slotProps={{ htmlInput: { maxLength: LICENCE_MAX } }}
      />
      {log && log.changes.length > 0 && <LogHistory log={log} />}
    </ActionDialog>
  );
}

/**
 * The in-car log entry of a completed lesson: the office writes it when the instructor did not, or
 * corrects it; every write joins the history. An entry changed meanwhile is reloaded, and the
 * office told to correct it again.
 */
export function LessonLogDialog({ lesson, onClose }: { lesson: AdminLesson; onClose: () => void }) {
  const intl = useIntl();
  const failureText = useFailureText();
  const query = useGetLessonLogQuery({ id: lesson.id }, { refetchOnMountOrArgChange: true });
  const [notice, setNotice] = useState<string | null>(null);
  const failure = describeFailure(query.error);
  const none = failure.kind === 'http' && failure.status === 404;
  const log = query.data?.data ?? null;

  if (query.isFetching || (query.isError && !none)) {
    return (
      <ActionDialog
        title={intl.formatMessage({ id: 'admin.lessons.log.title' }, { name: lesson.student.name })}
        problem={null}
        confirmLabel={intl.formatMessage({ id: 'admin.lessons.log.save' })}
        ready={false}
        sending={false}
        maxWidth="sm"
        onConfirm={() => undefined}
        onClose={onClose}
      >
        {query.isFetching ? (
          <LoadingText>{intl.formatMessage({ id: 'admin.lessons.log.loading' })}</LoadingText>
        ) : (
          <ErrorNotice onRetry={() => void query.refetch()}>
            {intl.formatMessage({ id: 'admin.lessons.log.loadFailed' }, { error: failureText(query.error) })}
          </ErrorNotice>
        )}
      </ActionDialog>
    );
  }
  return (
    <LogForm
      // A reloaded entry starts the form afresh from what is now stored.
      key={log?.updated_at ?? 'none'}
      lesson={lesson}
      log={none ? null : log}
      notice={notice}
      onStale={() => {
        setNotice(intl.formatMessage({ id: 'admin.lessons.log.stale' }));
        void query.refetch();
      }}
      onClose={onClose}
    />
  );
}
