import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useIntl } from 'react-intl';
import { useListAcceptedInstructorsQuery } from '../../../api';
import { instructorName } from '../../../api/instructorName';
import { useSaveMyLessonRequestMutation, type LessonRequest, type LessonRequestInput } from '../../../api/signedInApi';
import { Notice } from '../../../components/feedback/Notice';
import { SelectInput, TextInput } from '../../../components/forms/TextInput';
import { useSubmit, type FieldErrors } from '../../../components/forms/useSubmit';
import type { MessageId } from '../../../i18n/messages';
import { CUSTOMER_TOAST_MS } from '../shared/customerFlow';
import { lessonConflictText } from '../shared/lessonTexts';
import { WEEK_ORDER, weekdayName } from './weekdays';

/** What the form starts from: the student's request, or after school on weekdays. */
function initial(request?: LessonRequest) {
  return {
    duration: String(request?.duration_minutes ?? 60),
    instructor: request?.instructor_ids.length === 1 ? String(request.instructor_ids[0]) : '',
    weekdays: request?.weekdays ?? [1, 2, 3, 4, 5],
    from: request?.from_time ?? '15:00',
    to: request?.to_time ?? '20:00',
    before: request?.before ?? '',
    roadTest: request?.road_test_date ?? '',
  };
}

/**
 * Joining the cancellation list, or changing what suits the student: the lesson's length, an
 * instructor or any, the weekdays and hours, a day it must come before, and the road test's day
 * (a sooner test comes first). What was typed stays when the server refuses a field.
 */
export function LessonRequestForm({ request, onDone }: { request?: LessonRequest; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [values, setValues] = useState(() => initial(request));
  const instructors = useListAcceptedInstructorsQuery();
  const [save] = useSaveMyLessonRequestMutation();
  const saving = useSubmit((lessonRequestInput: LessonRequestInput) => save({ lessonRequestInput }), {
    validate: (input): FieldErrors => (input.weekdays.length === 0 ? { weekdays: t('lessonRequest.weekdays.required') } : {}),
    failureMessage: (text, error) => lessonConflictText(intl, error) ?? text,
    successMessage: t('lessonRequest.saved'),
    toastOptions: { autoHideDuration: CUSTOMER_TOAST_MS },
    onSuccess: onDone,
  });
  const errors = saving.fieldErrors;
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });
  const toggle = (day: number) =>
    setValues({ ...values, weekdays: values.weekdays.includes(day) ? values.weekdays.filter((d) => d !== day) : [...values.weekdays, day] });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saving.submit({
      duration_minutes: values.duration === '120' ? 120 : 60,
      instructor_ids: values.instructor ? [Number(values.instructor)] : [],
      weekdays: values.weekdays,
      from_time: values.from,
      to_time: values.to,
      before: values.before || null,
      road_test_date: values.roadTest || null,
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('lessonRequest.formTitle')} sx={{ display: 'grid', gap: 2 }}>
      {saving.failure && <Notice tone="error">{saving.failure}</Notice>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <SelectInput
          name="instructor"
          label={t('lessons.instructor')}
          value={values.instructor}
          onChange={set('instructor')}
          error={Boolean(errors.instructor_ids)}
          helperText={errors.instructor_ids}
          options={[
            { value: '', label: t('lessons.anyInstructor') },
            ...(instructors.data ?? []).map((instructor) => ({ value: String(instructor.id), label: instructorName(instructor) })),
          ]}
          fullWidth
        />
        <SelectInput
          name="duration"
          label={t('lessons.duration')}
          value={values.duration}
          onChange={set('duration')}
          options={[60, 120].map((minutes) => ({ value: String(minutes), label: t('lessons.hours', { hours: minutes / 60 }) }))}
          fullWidth
        />
      </Box>
      <FormControl component="fieldset" error={Boolean(errors.weekdays)}>
        <FormLabel component="legend">{t('lessonRequest.weekdays')}</FormLabel>
        <FormGroup row>
          {WEEK_ORDER.map((day) => (
            <FormControlLabel
              key={day}
              control={<Checkbox checked={values.weekdays.includes(day)} onChange={() => toggle(day)} name="weekdays" value={day} />}
              label={weekdayName(day, intl.locale)}
            />
          ))}
        </FormGroup>
        {errors.weekdays && <FormHelperText>{errors.weekdays}</FormHelperText>}
      </FormControl>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          '& > :nth-of-type(n+3)': { gridColumn: { xs: '1 / -1', md: 'auto' } },
        }}
      >
        <TextInput name="from_time" type="time" label={t('lessonRequest.from')} value={values.from} onChange={set('from')} shrinkLabel required />
        <TextInput
          name="to_time"
          type="time"
          label={t('lessonRequest.to')}
          value={values.to}
          onChange={set('to')}
          error={Boolean(errors.to_time)}
          helperText={errors.to_time}
          shrinkLabel
          required
        />
        <TextInput
          name="before"
          type="date"
          label={t('lessonRequest.before')}
          value={values.before}
          onChange={set('before')}
          error={Boolean(errors.before)}
          helperText={errors.before ?? t('lessonRequest.before.help')}
          shrinkLabel
        />
        <TextInput
          name="road_test_date"
          type="date"
          label={t('lessonRequest.roadTest')}
          value={values.roadTest}
          onChange={set('roadTest')}
          error={Boolean(errors.road_test_date)}
          helperText={errors.road_test_date ?? t('lessonRequest.roadTest.help')}
          shrinkLabel
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={saving.isSubmitting}>
          {t(saving.isSubmitting ? 'lessonRequest.saving' : request ? 'lessonRequest.saveChanges' : 'lessonRequest.join')}
        </Button>
        <Button onClick={onDone} disabled={saving.isSubmitting}>
          {t('lessonRequest.cancelForm')}
        </Button>
      </Box>
    </Box>
  );
}
