import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { type City } from '../../../api';
import { useCreateCityMutation, useUpdateCityMutation, type CityInput, officeApi } from '../../../api/officeApi';
import { LTR_INPUT, fieldRenderer } from '../../../components/forms/fieldRenderer';
import { isEmail } from '../../../components/forms/serverFieldErrors';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useSubmit } from '../../../components/forms/useSubmit';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { useStaleListedRecord } from '../shared/staleRecord';
import { TranslatedFields, type TextsByLanguage, type TranslatedField } from '../shared/TranslatedFields';
import { UploadedImageField } from '../shared/UploadedImageField';
import { citySlug, splitImageUrls } from './cityFields';

type Values = Record<'slug' | 'email' | 'phone' | 'map_link' | 'images', string>;
type TextField = 'name' | 'description' | 'details';

const TEXT_FIELDS: readonly TranslatedField<TextField>[] = [
  { name: 'name', label: 'admin.cities.name', maxLength: 255, required: true },
  { name: 'description', label: 'admin.cities.description', maxLength: 5000, rows: 2 },
  { name: 'details', label: 'admin.cities.details', maxLength: 10000, rows: 2 },
];

const NO_TEXT = { name: '', description: '', details: '' };

const valuesOf = (city: City | null): Values => ({
  slug: city?.slug ?? '',
  email: city?.email ?? '',
  phone: city?.phone ?? '',
  map_link: city?.map_link ?? '',
  images: (city?.images ?? []).join(', '),
});

const textsOf = (city: City | null): TextsByLanguage<TextField> => ({
  en: { name: city?.name ?? '', description: city?.description ?? '', details: city?.details ?? '' },
  fr: city?.translations.fr ?? NO_TEXT,
  ar: city?.translations.ar ?? NO_TEXT,
});

const trimmed = (text: Record<TextField, string>) => ({ name: text.name.trim(), description: text.description.trim(), details: text.details.trim() });

const orNull = (value: string) => value.trim() || null;

const CITY_LABEL: Record<keyof Values, MessageId> = {
  slug: 'admin.cities.slug',
  email: 'admin.cities.email',
  phone: 'admin.cities.phone',
  map_link: 'admin.cities.mapLink',
  images: 'admin.cities.images',
};

/**
 * Adds a city (no `city`) or edits one. The parent keys this form by the city, so choosing another
 * city starts from its stored values and a save or cancel returns to an empty add form.
 */
export function CityForm({ city, onDone }: { city: City | null; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  // The stored city the form started from (its version is sent with the save); Reload replaces it.
  const [loaded, setLoaded] = useState(city);
  const [values, setValues] = useState(() => valuesOf(city));
  const [texts, setTexts] = useState(() => textsOf(city));
  // While adding, the slug follows the name until the admin types one.
  const [slugTouched, setSlugTouched] = useState(city !== null);
  const [create] = useCreateCityMutation();
  const [update] = useUpdateCityMutation();
  const stale = useStaleListedRecord(officeApi.endpoints.listAdminCities, city?.id, (fresh) => {
    setLoaded(fresh);
    setValues(valuesOf(fresh));
    setTexts(textsOf(fresh));
  });
  const saving = useSubmit(
    (cityInput: CityInput) => (loaded ? update({ id: loaded.id, cityInput: { ...cityInput, expected_updated_at: loaded.updated_at } }) : create({ cityInput })),
    {
      validate: (): Partial<Values & { name: string }> => ({
        name: texts.en.name.trim() ? undefined : t('admin.cities.nameRequired'),
        slug: values.slug.trim() ? undefined : t('admin.cities.slugRequired'),
        email: values.email.trim() && !isEmail(values.email.trim()) ? t('admin.cities.emailInvalid') : undefined,
      }),
      refused: stale.refused,
      failureMessage: (error) => intl.formatMessage({ id: 'admin.cities.saveFailed' }, { error }),
      successMessage: (_, cityInput) => intl.formatMessage({ id: city ? 'admin.cities.updated' : 'admin.cities.added' }, { city: cityInput.name }),
      onSuccess: onDone,
    },
  );
  const { fieldErrors: errors, setFieldErrors: setErrors, failure: problem } = saving;

  const set = (name: keyof Values) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    if (name === 'slug') setSlugTouched(true);
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const setText = (language: Locale, name: TextField, value: string) => {
    setTexts((current) => ({ ...current, [language]: { ...current[language], [name]: value } }));
    if (language !== 'en' || name !== 'name') return;
    if (!slugTouched) setValues((v) => ({ ...v, slug: citySlug(value) }));
    setErrors((e) => ({ ...e, name: undefined, ...(!slugTouched ? { slug: undefined } : {}) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const english = trimmed(texts.en);
    void saving.submit({
      name: english.name,
      slug: values.slug.trim(),
      email: orNull(values.email),
      phone: orNull(values.phone),
      description: english.description || null,
      details: english.details || null,
      translations: { fr: trimmed(texts.fr), ar: trimmed(texts.ar) },
      map_link: orNull(values.map_link),
      images: splitImageUrls(values.images),
    });
  };

  const field = fieldRenderer({ values, errors, onChange: set, disabled: saving.isSubmitting, label: (name) => t(CITY_LABEL[name]) });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="city-form-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id="city-form-title" sx={{ fontSize: '1.25rem', mb: 2 }} dir="auto">
        {city ? intl.formatMessage({ id: 'admin.cities.editing' }, { city: city.name }) : t('admin.cities.new')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {stale.notice}
        {problem && <Alert severity="error">{problem}</Alert>}
        <TranslatedFields fields={TEXT_FIELDS} texts={texts} onChange={setText} errors={errors} disabled={saving.isSubmitting} />
        {field('slug', {
          required: true,
          helperText: errors.slug ?? t('admin.cities.slugHint'),
          slotProps: { htmlInput: { dir: 'ltr', autoCapitalize: 'none', spellCheck: false } },
        })}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('email', { type: 'email', autoComplete: 'off', slotProps: LTR_INPUT })}
          {field('phone', { type: 'tel', autoComplete: 'off', slotProps: LTR_INPUT })}
        </Box>
        {field('map_link', { type: 'url', slotProps: LTR_INPUT })}
        {field('images', {
          multiline: true,
          minRows: 2,
          helperText: errors.images ?? t('admin.cities.imagesHint'),
          slotProps: LTR_INPUT,
        })}
        <UploadedImageField
          purpose="city"
          label={t('admin.cities.photoFile')}
          disabled={saving.isSubmitting}
          onUploaded={(url) => setValues((v) => ({ ...v, images: [...splitImageUrls(v.images), url].join(', ') }))}
        />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {city && (
            <Button onClick={onDone} disabled={saving.isSubmitting}>
              {t('admin.cities.cancelEdit')}
            </Button>
          )}
          <SubmitButton variant="contained" disabled={saving.isSubmitting}>
            {t(saving.isSubmitting ? 'admin.cities.saving' : city ? 'admin.cities.saveChanges' : 'admin.cities.add')}
          </SubmitButton>
        </Box>
      </Box>
    </Paper>
  );
}
