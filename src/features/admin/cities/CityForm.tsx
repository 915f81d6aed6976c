import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useToasts } from '../../../components/feedback/toasts';
import { useIntl } from 'react-intl';
import { api, useCreateCityMutation, useUpdateCityMutation, type City, type CityInput } from '../../../api';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { LTR_INPUT, fieldRenderer } from '../../../components/forms/fieldRenderer';
import { isEmail, serverFieldErrors } from '../../../components/forms/serverFieldErrors';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import type { MessageId } from '../../../i18n/messages';
import { useAppDispatch } from '../../../state/hooks';
import { useStaleRecord } from '../shared/staleRecord';
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
  const failureText = useFailureText();
  const { enqueueSnackbar } = useToasts();
  const dispatch = useAppDispatch();
  // The stored city the form started from (its version is sent with the save); Reload replaces it.
  const [loaded, setLoaded] = useState(city);
  const [values, setValues] = useState(() => valuesOf(city));
  // While adding, the slug follows the name until the admin types one.
  const [slugTouched, setSlugTouched] = useState(city !== null);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useCreateCityMutation();
  const [update, updating] = useUpdateCityMutation();
  const saving = creating.isLoading || updating.isLoading;
  const stale = useStaleRecord(
    async () => {
      const list = await dispatch(api.endpoints.listAdminCities.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap();
      return list.data.find((c) => c.id === city?.id);
    },
    (fresh) => {
      setLoaded(fresh);
      setValues(valuesOf(fresh));
      setErrors({});
      setProblem(null);
    },
  );

  const set = (name: keyof Values) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [name]: value, ...(name === 'name' && !slugTouched ? { slug: citySlug(value) } : {}) }));
    if (name === 'slug') setSlugTouched(true);
    setErrors((e) => ({ ...e, [name]: undefined, ...(name === 'name' && !slugTouched ? { slug: undefined } : {}) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Values> = {};
    if (!values.name.trim()) found.name = t('admin.cities.nameRequired');
    if (!values.slug.trim()) found.slug = t('admin.cities.slugRequired');
    if (values.email.trim() && !isEmail(values.email.trim())) found.email = t('admin.cities.emailInvalid');
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    const cityInput: CityInput = {
      name: values.name.trim(),
      slug: values.slug.trim(),
      email: orNull(values.email),
      phone: orNull(values.phone),
      description: orNull(values.description),
      details: orNull(values.details),
      map_link: orNull(values.map_link),
      images: splitImageUrls(values.images),
    };
    const result = loaded ? await update({ id: loaded.id, cityInput: { ...cityInput, expected_updated_at: loaded.updated_at } }) : await create({ cityInput });
    if ('error' in result) {
      if (stale.refused(result.error)) return;
      setErrors(serverFieldErrors(result.error));
      const text = intl.formatMessage({ id: 'admin.cities.saveFailed' }, { error: failureText(result.error) });
      setProblem(text);
      enqueueSnackbar(text, { variant: 'error' });
      return;
    }
    enqueueSnackbar(intl.formatMessage({ id: city ? 'admin.cities.updated' : 'admin.cities.added' }, { city: cityInput.name }), { variant: 'success' });
    onDone();
  };

  const field = fieldRenderer({ values, errors, onChange: set, disabled: saving, label: (name) => t(CITY_LABEL[name]) });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="city-form-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id="city-form-title" sx={{ fontSize: '1.25rem', mb: 2 }} dir="auto">
        {city ? intl.formatMessage({ id: 'admin.cities.editing' }, { city: city.name }) : t('admin.cities.new')}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
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
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {city && (
            <Button onClick={onDone} disabled={saving}>
              {t('admin.cities.cancelEdit')}
            </Button>
          )}
          <SubmitButton variant="contained" disabled={saving}>
            {t(saving ? 'admin.cities.saving' : city ? 'admin.cities.saveChanges' : 'admin.cities.add')}
          </SubmitButton>
        </Box>
      </Box>
    </Paper>
  );
}
