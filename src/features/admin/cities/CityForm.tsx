import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { type City } from '../../../api';
import { useCreateCityMutation, useUpdateCityMutation, type CityInput, enrolmentApi } from '../../../api/enrolment';
import { LTR_INPUT, fieldRenderer } from '../../../components/forms/fieldRenderer';
import { isEmail } from '../../../components/forms/serverFieldErrors';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useSubmit } from '../../../components/forms/useSubmit';
import type { MessageId } from '../../../i18n/messages';
import { useStaleListedRecord } from '../shared/staleRecord';
import { UploadedImageField } from '../shared/UploadedImageField';
import { citySlug, splitImageUrls } from './cityFields';

type Values = Record<'name' | 'slug' | 'email' | 'phone' | 'description' | 'details' | 'map_link' | 'images', string>;

const valuesOf = (city: City | null): Values => ({
  name: city?.name ?? '',
  slug: city?.slug ?? '',
  email: city?.email ?? '',
  phone: city?.phone ?? '',
  description: city?.description ?? '',
  details: city?.details ?? '',
  map_link: city?.map_link ?? '',
  images: (city?.images ?? []).join(', '),
});

const orNull = (value: string) => value.trim() || null;

const CITY_LABEL: Record<keyof Values, MessageId> = {
  name: 'admin.cities.name',
  slug: 'admin.cities.slug',
  email: 'admin.cities.email',
  phone: 'admin.cities.phone',
  description: 'admin.cities.description',
  details: 'admin.cities.details',
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
  // While adding, the slug follows the name until the admin types one.
  const [slugTouched, setSlugTouched] = useState(city !== null);
  const [create] = useCreateCityMutation();
  const [update] = useUpdateCityMutation();
  const stale = useStaleListedRecord(enrolmentApi.endpoints.listAdminCities, city?.id, (fresh) => {
    setLoaded(fresh);
    setValues(valuesOf(fresh));
  });
  const saving = useSubmit(
    (cityInput: CityInput) => (loaded ? update({ id: loaded.id, cityInput: { ...cityInput, expected_updated_at: loaded.updated_at } }) : create({ cityInput })),
    {
      validate: (): Partial<Values> => ({
        name: values.name.trim() ? undefined : t('admin.cities.nameRequired'),
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
    setValues((v) => ({ ...v, [name]: value, ...(name === 'name' && !slugTouched ? { slug: citySlug(value) } : {}) }));
    if (name === 'slug') setSlugTouched(true);
    setErrors((e) => ({ ...e, [name]: undefined, ...(name === 'name' && !slugTouched ? { slug: undefined } : {}) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saving.submit({
      name: values.name.trim(),
      slug: values.slug.trim(),
      email: orNull(values.email),
      phone: orNull(values.phone),
      description: orNull(values.description),
      details: orNull(values.details),
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
        {field('name', { required: true })}
        {field('slug', {
          required: true,
          helperText: errors.slug ?? t('admin.cities.slugHint'),
          slotProps: { htmlInput: { dir: 'ltr', autoCapitalize: 'none', spellCheck: false } },
        })}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('email', { type: 'email', autoComplete: 'off', slotProps: LTR_INPUT })}
          {field('phone', { type: 'tel', autoComplete: 'off', slotProps: LTR_INPUT })}
        </Box>
        {field('description', { multiline: true, minRows: 2 })}
        {field('details', { multiline: true, minRows: 2 })}
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
