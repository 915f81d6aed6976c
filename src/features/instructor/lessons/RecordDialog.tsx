import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useIntl } from 'react-intl';
import { useRecordMyLessonOutcomeMutation, type LessonSkill, type TeachingLesson, type TeachingOutcomeInput } from '../../../api/signedInApi';
import { SelectInput, TextInput } from '../../../components/forms/TextInput';
import { LTR_INPUT } from '../../../components/forms/fieldRenderer';
import { Notice } from '../../../components/feedback/Notice';
import { SkillChecklist } from '../../../components/lessons/SkillChecklist';
import { useToasts } from '../../../components/feedback/toasts';
import { failureText } from '../shared/failure';

interface RecordDialogProps {
  lesson: TeachingLesson;
  /** The instructor's licence number from the application, offered for the log. */
  licenceNumber: string;
  /** Shown in the title ("Sunday, November 22 at 10:00, Maya"). */
  title: string;
  onClose: () => void;
}

/** Recording a started lesson: taught or a no-show, the time taught, and for a BDE student the in-car log. */
export function RecordDialog({ lesson, licenceNumber, title, onClose }: RecordDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const { enqueueSnackbar } = useToasts();
  const [record, recording] = useRecordMyLessonOutcomeMutation();
  const [outcome, setOutcome] = useState<TeachingOutcomeInput['outcome']>('completed');
  const [taught, setTaught] = useState(lesson.duration_minutes);
  const [skills, setSkills] = useState<LessonSkill[]>([]);
  const [notes, setNotes] = useState('');
  const [licence, setLicence] = useState(licenceNumber);
  const [problem, setProblem] = useState<string | null>(null);
  const withLog = lesson.bde && outcome === 'completed';
  const durations = Array.from({ length: lesson.duration_minutes / 30 }, (_, index) => (index + 1) * 30);
  const ready = !withLog || (skills.length > 0 && licence.trim() !== '');

  const send = async () => {
    setProblem(null);
    const input: TeachingOutcomeInput =
      outcome === 'no_show'
        ? { outcome }
        : {
            outcome,
            taught_minutes: taught,
            ...(withLog ? { log: { skills, notes: notes.trim(), licence_number: licence.trim() } } : {}),
          };
    const result = await record({ id: lesson.id, teachingOutcomeInput: input });
    if ('data' in result && result.data) {
      enqueueSnackbar(intl.formatMessage({ id: 'instructorArea.record.done' }), { variant: 'success' });
      onClose();
      return;
    }
    setProblem(failureText(intl, result.error));
  };

  const hoursText = (minutes: number) => intl.formatMessage({ id: 'instructorArea.lesson.duration' }, { hours: minutes / 60 });

  return (
    <Dialog open onClose={recording.isLoading ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{intl.formatMessage({ id: 'instructorArea.record.title' }, { lesson: title })}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {problem && <Notice tone="error">{problem}</Notice>}
          <FormControl>
            <FormLabel id={`${titleId}-outcome`}>{intl.formatMessage({ id: 'instructorArea.record.outcome' })}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-outcome`}
              value={outcome}
              onChange={(event) => setOutcome(event.target.value === 'no_show' ? 'no_show' : 'completed')}
            >
              <FormControlLabel value="completed" control={<Radio />} label={intl.formatMessage({ id: 'instructorArea.record.completed' })} />
              <FormControlLabel value="no_show" control={<Radio />} label={intl.formatMessage({ id: 'instructorArea.record.noShow' })} />
            </RadioGroup>
          </FormControl>
          {outcome === 'completed' && (
            <SelectInput
              name="taught"
              label={intl.formatMessage({ id: 'instructorArea.record.taught' })}
              value={String(taught)}
              options={durations.map((minutes) => ({ value: String(minutes), label: hoursText(minutes) }))}
              onChange={(event) => setTaught(Number(event.target.value) as typeof taught)}
            />
          )}
          {withLog && (
            <>
              <SkillChecklist value={skills} onChange={setSkills} />
              <TextInput
                name="notes"
                label={intl.formatMessage({ id: 'instructorArea.record.notes' })}
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
                multiline
                minRows={3}
                fullWidth
              />
              <TextInput
                name="licence"
                label={intl.formatMessage({ id: 'instructorArea.field.licenceNumber' })}
                value={licence}
                onChange={(event) => setLicence(event.target.value)}
                slotProps={LTR_INPUT}
                required
                fullWidth
              />
              {!ready && <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{intl.formatMessage({ id: 'instructorArea.record.logNeeded' })}</Box>}
            </>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={recording.isLoading}>
          {intl.formatMessage({ id: 'instructorArea.record.cancel' })}
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={!ready || recording.isLoading}>
          {intl.formatMessage({ id: recording.isLoading ? 'instructorArea.record.saving' : 'instructorArea.record.save' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
