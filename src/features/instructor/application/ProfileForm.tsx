import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { conflictCode } from '../../../api/conflictCode';
import { TextInput } from '../../../components/forms/TextInput';
import { LTR_INPUT } from '../../../components/forms/fieldRenderer';
import { Notice } from '../../../components/feedback/Notice';
import { useToasts } from '../../../components/feedback/toasts';
import { useUpdateMyApplicationMutation, type InstructorApplication, type InstructorLanguage, type InstructorProfileInput } from '../../../api/signedInApi';
import { languageName } from '../../../i18n/languageNames';
import { LOCALES, type Locale } from '../../../i18n/locale';
import { selectLocale } from '../../../state/localeSlice';
import { useAppSelector } from '../../../state/hooks';
import { failureText, fieldErrors } from '../shared/failure';
import { PROFILE_FIELDS, controlId } from './applicationFields';
import { formatPhone } from '../../../i18n/phone';

/** The languages an instructor may say they speak (InstructorLanguage of the contract). */
export const INSTRUCTOR_LANGUAGES: readonly InstructorLanguage[] = [
  'en',
  'fr',
  'ar',
  'es',
  'pt',
  'it',
  'de',
  'pl',
  'ru',
  'uk',
  'tr',
  'fa',
  'ur',
  'hi',
  'pa',
  'gu',
  'ta',
  'bn',
  'zh',
  'yue',
  'ko',
  'vi',
  'tl',
  'so',
];

export type ProfileValues = Omit<InstructorProfileInput, 'updated_at'>;

/** The profile to edit: the public fields as the instructor last changed them while that change waits for review, else as approved. */
export function profileValues(application: InstructorApplication): ProfileValues {
  const change = application.profile_change;
  const shown = change?.status === 'pending' ? change : application;
  return {
    f_name: shown.f_name,
    l_name: shown.l_name,
    // Phones as people write them; the server reads any usual writing and compares and stores E.164.
    phone_number: formatPhone(application.phone_number),
    public_phone: formatPhone(shown.public_phone),
    birthday: application.birthday,
    languages: shown.languages,
    bio: shown.bio,
    car_make_model: shown.car_make_model,
    licence_number: application.licence_number,
    licence_expires_on: application.licence_expires_on,
  };
}

interface ProfileFormProps {
  values: ProfileValues;
  onChange: (values: ProfileValues) => void;
  /** The version the typed values were based on (sent back; a newer one is a 409 `stale`). */
  version: string;
  onSaved: (application: InstructorApplication) => void;
  /** The saved profile changed elsewhere: read it again (its version then becomes the one sent). */
  onStale: () => void;
  /** Show the saved profile instead of the typed values. */
  onReload: () => void;
  /** A licence change of an approved instructor sends the application back to review; a change to their public profile waits for the office. */
  approved: boolean;
}

/** The instructor's profile as typed, saved as a draft (empty fields allowed) until submission. */
export function ProfileForm({ values, onChange, version, onSaved, onStale, onReload, approved }: ProfileFormProps) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const { enqueueSnackbar } = useToasts();
  const [save, saving] = useUpdateMyApplicationMutation();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<ReactNode>(null);

  const set = <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) => onChange({ ...values, [key]: value });
  const errorOf = (name: string) => errors[name]?.join(' ');
  const label = (name: keyof typeof PROFILE_FIELDS) => intl.formatMessage({ id: PROFILE_FIELDS[name] });

  const submit = async () => {
    setProblem(null);
    setErrors({});
    const result = await save({ instructorProfileInput: { ...values, updated_at: version } });
    if ('data' in result && result.data) {
      const saved = result.data.data;
      onSaved(saved);
      const held = saved.profile_change?.status === 'pending';
      enqueueSnackbar(intl.formatMessage({ id: held ? 'instructorArea.profile.savedForReview' : 'instructorArea.profile.saved' }), { variant: 'success' });
      return;
    }
    if (conflictCode(result.error) === 'stale') {
      onStale();
      setProblem(
        <Notice
          tone="warning"
          action={
            <Button color="inherit" size="small" onClick={() => (setProblem(null), onReload())}>
              {intl.formatMessage({ id: 'instructorArea.profile.reload' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: 'instructorArea.profile.stale' })}
        </Notice>,
      );
      return;
    }
    const fields = fieldErrors(result.error);
    setErrors(fields);
    setProblem(<Notice tone="error">{failureText(intl, result.error)}</Notice>);
  };

  const text = (
    name: 'f_name' | 'l_name' | 'phone_number' | 'public_phone' | 'car_make_model' | 'licence_number',
    extra: Partial<Parameters<typeof TextInput>[0]> = {},
  ) => (
    <TextInput
      id={controlId(name)}
      name={name}
      label={label(name)}
      value={values[name] ?? ''}
      onChange={(event) => set(name, event.target.value)}
      error={Boolean(errorOf(name))}
      helperText={errorOf(name)}
      fullWidth
      {...extra}
    />
  );
  const date = (name: 'birthday' | 'licence_expires_on') => (
    <TextInput
      id={controlId(name)}
      name={name}
      type="date"
      shrinkLabel
      label={label(name)}
      value={values[name] ?? ''}
      onChange={(event) => set(name, event.target.value || null)}
      error={Boolean(errorOf(name))}
      helperText={errorOf(name)}
      fullWidth
    />
  );
  const languages = [...INSTRUCTOR_LANGUAGES].sort((a, b) => languageName(a, locale).localeCompare(languageName(b, locale)));

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="instructor-profile-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography id="instructor-profile-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
        {intl.formatMessage({ id: 'instructorArea.profile.title' })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('f_name', { autoComplete: 'given-name' })}
        {text('l_name', { autoComplete: 'family-name' })}
        {text('phone_number', { type: 'tel', autoComplete: 'tel', slotProps: LTR_INPUT })}
        {date('birthday')}
      </Box>
      {text('public_phone', {
        type: 'tel',
        autoComplete: 'off',
        slotProps: LTR_INPUT,
        helperText: errorOf('public_phone') ?? intl.formatMessage({ id: 'instructorArea.field.publicPhoneHelp' }),
      })}
      <FormControl component="fieldset" error={Boolean(errorOf('languages'))}>
        <FormLabel component="legend" id={controlId('languages')} tabIndex={-1}>
          {label('languages')}
        </FormLabel>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
          {languages.map((code) => (
            <FormControlLabel
              key={code}
              label={languageName(code, locale)}
              control={
                <Checkbox
                  checked={values.languages.includes(code)}
                  onChange={(event) =>
                    set('languages', event.target.checked ? [...values.languages, code] : values.languages.filter((chosen) => chosen !== code))
                  }
                />
              }
            />
          ))}
        </Box>
        {errorOf('languages') && <FormHelperText>{errorOf('languages')}</FormHelperText>}
      </FormControl>
      {LOCALES.map((language: Locale) => (
        <TextInput
          key={language}
          id={controlId(`bio.${language}`)}
          name={`bio-${language}`}
          label={intl.formatMessage({ id: 'instructorArea.field.bioIn' }, { language: languageName(language, locale) })}
          value={values.bio[language]}
          onChange={(event) => set('bio', { ...values.bio, [language]: event.target.value })}
          error={Boolean(errorOf(`bio.${language}`) ?? errorOf('bio'))}
          helperText={errorOf(`bio.${language}`) ?? (language === 'en' ? errorOf('bio') : undefined)}
          slotProps={{ htmlInput: { dir: language === 'ar' ? 'rtl' : 'ltr', lang: language } }}
          multiline
          minRows={3}
          fullWidth
        />
      ))}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('car_make_model')}
        {text('licence_number', { slotProps: LTR_INPUT })}
        {date('licence_expires_on')}
      </Box>
      {approved && (
        <>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'instructorArea.profile.publicReview' })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'instructorArea.profile.licenceReview' })}
          </Typography>
        </>
      )}
      {problem}
      <Box>
        <Button type="submit" variant="contained" disabled={saving.isLoading}>
          {intl.formatMessage({ id: saving.isLoading ? 'instructorArea.profile.saving' : 'instructorArea.profile.save' })}
        </Button>
      </Box>
    </Box>
  );
}
