import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import {
  useCreateBdeHomeLinkAssignmentMutation,
  useUpdateBdeHomeLinkAssignmentMutation,
  type HomeLinkAssignment,
  type HomeLinkAssignmentInput,
} from '../../../api/officeApi';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useSubmit } from '../../../components/forms/useSubmit';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { TranslatedFields, type TextsByLanguage, type TranslatedField } from '../shared/TranslatedFields';

const TITLE: readonly TranslatedField<'title'>[] = [{ name: 'title', label: 'admin.homeLink.assignmentTitle', maxLength: 255, required: true }];
/** An assignment credits whole quarter hours, from a quarter hour to ten hours. */
const MINUTES = { min: 15, max: 600, step: 15 };

const textsOf = (assignment: HomeLinkAssignment | null): TextsByLanguage<'title'> => ({
  en: { title: assignment?.title.en ?? '' },
  fr: { title: assignment?.title.fr ?? '' },
  ar: { title: assignment?.title.ar ?? '' },
});

/** Adds a home-link assignment (no `assignment`) or edits one; the parent keys the form by the assignment. */
export function HomeLinkForm({ assignment, onDone }: { assignment: HomeLinkAssignment | null; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [texts, setTexts] = useState(() => textsOf(assignment));
  const [minutes, setMinutes] = useState(String(assignment?.minutes ?? 60));
  const [create] = useCreateBdeHomeLinkAssignmentMutation();
  const [update] = useUpdateBdeHomeLinkAssignmentMutation();
  const saving = useSubmit(
    (input: HomeLinkAssignmentInput) =>
      assignment ? update({ id: assignment.id, homeLinkAssignmentInput: input }) : create({ homeLinkAssignmentInput: input }),
    {
      validate: () => {
        const value = Number(minutes);
        const fits = Number.isInteger(value) && value >= MINUTES.min && value <= MINUTES.max && value % MINUTES.step === 0;
        return {
          title: texts.en.title.trim() ? undefined : t('admin.homeLink.titleRequired'),
          minutes: fits ? undefined : t('admin.homeLink.minutesInvalid'),
        };
      },
      failureMessage: (error) => intl.formatMessage({ id: 'admin.homeLink.saveFailed' }, { error }),
      successMessage: (_, input) => intl.formatMessage({ id: assignment ? 'admin.homeLink.updated' : 'admin.homeLink.added' }, { name: input.title.en }),
      onSuccess: onDone,
    },
  );
  const { fieldErrors: errors, setFieldErrors: setErrors, failure: problem } = saving;

  const setText = (language: Locale, name: 'title', value: string) => {
    setTexts((current) => ({ ...current, [language]: { [name]: value } }));
    setErrors((e) => ({ ...e, title: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saving.submit({ title: { en: texts.en.title.trim(), fr: texts.fr.title.trim(), ar: texts.ar.title.trim() }, minutes: Number(minutes) });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="home-link-form-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id="home-link-form-title" sx={{ fontSize: '1.25rem', mb: 2 }} dir="auto">
        {assignment ? intl.formatMessage({ id: 'admin.homeLink.editing' }, { name: assignment.title.en }) : t('admin.homeLink.new')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <TranslatedFields fields={TITLE} texts={texts} onChange={setText} errors={errors} disabled={saving.isSubmitting} />
        <TextField
          name="minutes"
          type="number"
          label={t('admin.homeLink.minutes')}
          value={minutes}
          onChange={(event) => {
            setMinutes(event.target.value);
            setErrors((e) => ({ ...e, minutes: undefined }));
          }}
          error={Boolean(errors.minutes)}
          helperText={errors.minutes ?? t('admin.homeLink.minutesHint')}
          required
          disabled={saving.isSubmitting}
          slotProps={{ htmlInput: MINUTES }}
          sx={{ maxWidth: 240 }}
        />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {assignment && (
            <Button onClick={onDone} disabled={saving.isSubmitting}>
              {t('admin.homeLink.cancelEdit')}
            </Button>
          )}
          <SubmitButton variant="contained" disabled={saving.isSubmitting}>
            {t(saving.isSubmitting ? 'admin.homeLink.saving' : assignment ? 'admin.homeLink.saveChanges' : 'admin.homeLink.add')}
          </SubmitButton>
        </Box>
      </Box>
    </Paper>
  );
}
