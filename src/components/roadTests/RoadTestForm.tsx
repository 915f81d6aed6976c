import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import type { components } from '../../contract/generated/openapi.gen';
import { torontoDay } from '../../contract/torontoTime';
import type { MessageId } from '../../i18n/messages';
import { Notice } from '../feedback/Notice';
import { SelectInput, TextInput } from '../forms/TextInput';
import type { FieldErrors } from '../forms/useSubmit';

type Schemas = components['schemas'];
export type RoadTestInput = Schemas['RoadTestInput'];
type Centre = Schemas['DriveTestCentre'];

const RESULTS: readonly Schemas['RoadTestResult'][] = ['pass', 'fail', 'not_taken'];

/** The catalog's name of a result. */
export const resultLabelId = (result: Schemas['RoadTestResult']) =>
  result === 'not_taken' ? 'roadTests.result.notTaken' : result === 'fail' ? 'roadTests.result.fail' : 'roadTests.result.pass';

/**
 * Records a G2 or G road test: its day (today by default, none later), its time when known (it
 * finds the warm-up lesson), the DriveTest centre and the result; the attempt is the server's
 * next one. What was chosen stays when the server refuses a field, shown by that field.
 */
export function RoadTestForm({
  centres,
  sending,
  fieldErrors,
  failure,
  onSubmit,
  onCancel,
}: {
  centres: readonly Centre[];
  sending: boolean;
  fieldErrors: FieldErrors;
  failure?: string | null;
  onSubmit: (input: RoadTestInput) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [values, setValues] = useState({ class: 'G2', taken_on: torontoDay(), test_time: '', centre_id: '', result: 'pass' });
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      class: values.class === 'G' ? 'G' : 'G2',
      taken_on: values.taken_on,
      ...(values.test_time ? { test_time: values.test_time } : {}),
      centre_id: values.centre_id as Centre['id'],
      result: RESULTS.find((r) => r === values.result) ?? 'pass',
    });
  };
  const ready = values.taken_on !== '' && values.centre_id !== '';
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('roadTests.form')} sx={{ display: 'grid', gap: 2 }}>
      {failure && <Notice tone="error">{failure}</Notice>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
        <SelectInput
          name="class"
          label={t('roadTests.class')}
          value={values.class}
          onChange={set('class')}
          options={[
            { value: 'G2', label: 'G2' },
            { value: 'G', label: 'G' },
          ]}
          fullWidth
        />
        <TextInput
          name="taken_on"
          type="date"
          label={t('roadTests.takenOn')}
          value={values.taken_on}
          onChange={set('taken_on')}
          error={Boolean(fieldErrors.taken_on)}
          helperText={fieldErrors.taken_on}
          shrinkLabel
          required
          slotProps={{ htmlInput: { max: torontoDay() } }}
        />
        <TextInput
          name="test_time"
          type="time"
          label={t('roadTests.time')}
          value={values.test_time}
          onChange={set('test_time')}
          error={Boolean(fieldErrors.test_time)}
          helperText={fieldErrors.test_time ?? t('roadTests.time.help')}
          shrinkLabel
        />
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'span 2' } }}>
          <SelectInput
            name="centre_id"
            label={t('roadTests.centre')}
            value={values.centre_id}
            onChange={set('centre_id')}
            error={Boolean(fieldErrors.centre_id)}
            helperText={fieldErrors.centre_id}
            required
            options={[{ value: '', label: t('roadTests.centre.choose') }, ...centres.map((c) => ({ value: c.id, label: c.name }))]}
            fullWidth
          />
        </Box>
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          <SelectInput
            name="result"
            label={t('roadTests.result')}
            value={values.result}
            onChange={set('result')}
            error={Boolean(fieldErrors.result)}
            helperText={fieldErrors.result}
            options={RESULTS.map((r) => ({ value: r, label: t(resultLabelId(r)) }))}
            fullWidth
          />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={sending || !ready}>
          {t(sending ? 'roadTests.saving' : 'roadTests.save')}
        </Button>
        <Button onClick={onCancel} disabled={sending}>
          {t('roadTests.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
