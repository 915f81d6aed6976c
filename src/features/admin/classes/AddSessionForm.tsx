import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useListAcceptedInstructorsQuery } from '../../../api';
import { instructorName } from '../../../api/instructorName';
import { useCreateBdeClassSessionMutation, type BdeClass, type BdeClassSessionInput } from '../../../api/officeApi';
import { SelectInput, TextInput } from '../../../components/forms/TextInput';
import { useSubmit } from '../../../components/forms/useSubmit';
import type { MessageId } from '../../../i18n/messages';
import { classConflictWords } from './classConflict';

type Mode = BdeClassSessionInput['mode'];

/**
 * Schedules a session of the class: its day (the class's first day to start with), its hours, in a
 * room or online, and who teaches it. A refusal (over the class hours of a day, an overlap) is said
 * above the form, which keeps what was entered.
 */
export function AddSessionForm({ bdeClass }: { bdeClass: BdeClass }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [day, setDay] = useState(bdeClass.first_date);
  const [from, setFrom] = useState(bdeClass.from_time);
  const [to, setTo] = useState(bdeClass.to_time);
  const [mode, setMode] = useState<Mode>('classroom');
  const [room, setRoom] = useState('');
  const [instructorId, setInstructorId] = useState('');
  const instructors = useListAcceptedInstructorsQuery();
  const [create] = useCreateBdeClassSessionMutation();
  const sending = useSubmit(create, {
    failureMessage: (text, error) => classConflictWords(intl, error) ?? text,
    toastFailure: false,
    successMessage: t('admin.classes.scheduled'),
  });
  const errors = sending.fieldErrors;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sending.submit({
      id: bdeClass.id,
      bdeClassSessionInput: {
        day,
        from,
        to,
        mode,
        room: mode === 'classroom' ? room.trim() || null : null,
        instructor_id: instructorId ? Number(instructorId) : null,
      },
    });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="add-session-title" sx={{ p: 2 }}>
      <Typography variant="h2" id="add-session-title" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 2 }}>
        {t('admin.classes.addTitle')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {sending.failure && (
          <Alert severity="error" role="alert">
            {sending.failure}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          <TextInput
            name="day"
            type="date"
            label={t('admin.classes.day')}
            value={day}
            onChange={(e) => setDay(e.target.value)}
            error={Boolean(errors.day)}
            helperText={errors.day}
            required
            shrinkLabel
            fullWidth
          />
          <TextInput
            name="from"
            type="time"
            label={t('admin.classes.from')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            error={Boolean(errors.from)}
            helperText={errors.from}
            required
            shrinkLabel
            fullWidth
          />
          <TextInput
            name="to"
            type="time"
            label={t('admin.classes.to')}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={Boolean(errors.to)}
            helperText={errors.to}
            required
            shrinkLabel
            fullWidth
          />
          <SelectInput
            name="mode"
            label={t('admin.classes.mode')}
            value={mode}
            onChange={(e) => setMode(e.target.value as Mode)}
            options={[
              { value: 'classroom', label: t('admin.classes.mode.classroom') },
              { value: 'online', label: t('admin.classes.mode.online') },
            ]}
            fullWidth
          />
          <TextInput
            name="room"
            label={t('admin.classes.room')}
            value={mode === 'classroom' ? room : ''}
            onChange={(e) => setRoom(e.target.value)}
            error={Boolean(errors.room)}
            helperText={errors.room}
            disabled={mode === 'online'}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <SelectInput
            name="instructor_id"
            label={t('admin.classes.instructor')}
            value={instructorId}
            onChange={(e) => setInstructorId(e.target.value)}
            error={Boolean(errors.instructor_id)}
            helperText={errors.instructor_id}
            options={[
              { value: '', label: t('admin.classes.noInstructor') },
              ...(instructors.data ?? []).map((i) => ({ value: String(i.id), label: instructorName(i) })),
            ]}
            fullWidth
          />
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={sending.isSubmitting}>
            {t(sending.isSubmitting ? 'admin.classes.scheduling' : 'admin.classes.schedule')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
