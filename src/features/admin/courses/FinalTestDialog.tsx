import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useRecordBdeFinalTestMutation, type AdminBdeCourse } from '../../../api/officeApi';
import { useSubmit } from '../../../components/forms/useSubmit';
import { torontoDay } from '../../../contract/torontoTime';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { ActionDialog } from '../shared/ActionDialog';

const PERCENT = /^(100|\d{1,2})$/;

/**
 * Records a sitting of the final test: the day (today by default) and each part's score. The
 * sittings before are listed, so a retake is recorded knowing what failed.
 */
export function FinalTestDialog({ course, onClose }: { course: AdminBdeCourse; onClose: () => void }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [takenOn, setTakenOn] = useState(() => torontoDay());
  const [theory, setTheory] = useState('');
  const [inCar, setInCar] = useState('');
  const [record] = useRecordBdeFinalTestMutation();
  const sending = useSubmit(record, {
    toastFailure: false,
    successMessage: intl.formatMessage({ id: 'admin.courses.test.saved' }, { name: course.student.name }),
    onSuccess: onClose,
  });
  const ready = takenOn !== '' && PERCENT.test(theory) && PERCENT.test(inCar);
  const confirm = () =>
    void sending.submit({ id: course.id, bdeFinalTestInput: { taken_on: takenOn, theory_percent: Number(theory), in_car_percent: Number(inCar) } });
  const percentField = (name: string, labelId: 'admin.courses.test.theory' | 'admin.courses.test.inCar', value: string, set: (v: string) => void) => (
    <TextField
      name={name}
      type="number"
      label={intl.formatMessage({ id: labelId })}
      value={value}
      onChange={(event) => set(event.target.value)}
      error={Boolean(sending.fieldErrors[name])}
      helperText={sending.fieldErrors[name] ?? intl.formatMessage({ id: 'admin.courses.test.percentHelp' }, { pass: course.progress.pass_percent })}
      required
      disabled={sending.isSubmitting}
      slotProps={{ htmlInput: { min: 0, max: 100, inputMode: 'numeric' } }}
    />
  );

  return (
    <ActionDialog
      title={intl.formatMessage({ id: 'admin.courses.test.title' }, { name: course.student.name })}
      problem={sending.failure && <Alert severity="error">{sending.failure}</Alert>}
      confirmLabel={intl.formatMessage({ id: 'admin.courses.test.save' })}
      ready={ready}
      sending={sending.isSubmitting}
      onConfirm={confirm}
      onClose={onClose}
    >
      {course.tests.length > 0 && (
        <Box component="ul" sx={{ m: 0, ps: 2.5 }} aria-label={intl.formatMessage({ id: 'admin.courses.test.before' })}>
          {course.tests.map((test) => (
            <Typography component="li" key={test.id} variant="body2">
              {intl.formatMessage(
                { id: test.passed ? 'admin.courses.test.passedOn' : 'admin.courses.test.failedOn' },
                { date: formatDate(test.taken_on, locale), theory: test.theory_percent, inCar: test.in_car_percent },
              )}
            </Typography>
          ))}
        </Box>
      )}
      <TextField
        name="taken_on"
        type="date"
        label={intl.formatMessage({ id: 'admin.courses.test.takenOn' })}
        value={takenOn}
        onChange={(event) => setTakenOn(event.target.value)}
        error={Boolean(sending.fieldErrors.taken_on)}
        helperText={sending.fieldErrors.taken_on}
        required
        disabled={sending.isSubmitting}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: course.course_start, max: torontoDay() } }}
      />
      {percentField('theory_percent', 'admin.courses.test.theory', theory, setTheory)}
      {percentField('in_car_percent', 'admin.courses.test.inCar', inCar, setInCar)}
    </ActionDialog>
  );
}
