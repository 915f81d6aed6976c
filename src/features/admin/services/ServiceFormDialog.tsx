import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { type Service, type ServiceCategory } from '../../../api';
import type { Locale } from '../../../i18n/locale';
import { useCreateServiceMutation, useUpdateServiceMutation, type ServiceInput, officeApi } from '../../../api/officeApi';
import type { MessageId } from '../../../i18n/messages';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useSubmit, type FieldErrors } from '../../../components/forms/useSubmit';
import { useStaleListedRecord } from '../shared/staleRecord';
import { priceErrors } from '../shared/priceErrors';
import { TranslatedFields, type TextsByLanguage, type TranslatedField } from '../shared/TranslatedFields';

const CATEGORIES: ServiceCategory[] = ['bde', 'private', 'roadtest', 'faq'];
export const CATEGORY_LABEL: Record<ServiceCategory, MessageId> = {
  bde: 'admin.services.category.bde',
  private: 'admin.services.category.private',
  roadtest: 'admin.services.category.roadtest',
  faq: 'admin.services.category.faq',
};

/** Features one per line: trimmed, empty lines dropped. */
const featureLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

type TextField = 'title' | 'description' | 'features';

const TEXT_FIELDS: readonly TranslatedField<TextField>[] = [
  { name: 'title', label: 'admin.services.titleField', maxLength: 255, required: true },
  { name: 'description', label: 'admin.services.description', maxLength: 5000, rows: 2 },
  { name: 'features', label: 'admin.services.features', maxLength: 20000, rows: 4, hint: 'admin.services.featuresHint' },
];

const textsOf = (text: { title: string; description: string; features: readonly string[] }) => ({
  title: text.title,
  description: text.description,
  features: text.features.join('\n'),
});

const valuesOf = (service: Service | null) => ({
  category: service?.category ?? '',
  texts: {
    en: textsOf(service ?? { title: '', description: '', features: [] }),
    fr: textsOf(service?.translations.fr ?? { title: '', description: '', features: [] }),
    ar: textsOf(service?.translations.ar ?? { title: '', description: '', features: [] }),
  } satisfies TextsByLanguage<TextField>,
  price: service?.price ?? '',
  original_price: service?.original_price ?? '',
  is_active: service?.is_active ?? true,
});

const sentText = (text: Record<TextField, string>) => ({
  title: text.title.trim(),
  description: text.description.trim(),
  features: featureLines(text.features),
});

/**
 * Add (no service) or edit a service: its texts in three languages (English title required),
 * category, and a price in dollars; the original price is optional and, when given, above the price.
 */
export function ServiceFormDialog({ service, onClose }: { service: Service | null; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  // The stored service the form started from (its version is sent with the save); Reload replaces it.
  const [loaded, setLoaded] = useState(service);
  const [values, setValues] = useState(() => valuesOf(service));
  const stale = useStaleListedRecord(officeApi.endpoints.listAdminServices, service?.id, (fresh) => {
    setLoaded(fresh);
    setValues(valuesOf(fresh));
  });
  const [create] = useCreateServiceMutation();
  const [update] = useUpdateServiceMutation();
  const saveService = useSubmit(
    (serviceInput: ServiceInput) =>
      loaded ? update({ id: loaded.id, serviceInput: { ...serviceInput, expected_updated_at: loaded.updated_at } }) : create({ serviceInput }),
    {
      validate: (): FieldErrors => ({
        category: values.category ? undefined : t('admin.services.categoryRequired'),
        title: values.texts.en.title.trim() ? undefined : t('admin.services.titleRequired'),
        ...priceErrors(values.price, values.original_price, t),
      }),
      refused: stale.refused,
      successMessage: t(service ? 'admin.services.updated' : 'admin.services.created'),
      onSuccess: onClose,
    },
  );
  const { fieldErrors: errors, failure: banner, isSubmitting: saving } = saveService;
  const set = (name: 'category' | 'price' | 'original_price') => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));
  const setText = (language: Locale, name: TextField, value: string) =>
    setValues((v) => ({ ...v, texts: { ...v.texts, [language]: { ...v.texts[language], [name]: value } } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saveService.submit({
      ...sentText(values.texts.en),
      translations: { fr: sentText(values.texts.fr), ar: sentText(values.texts.ar) },
      price: values.price.trim(),
      original_price: values.original_price.trim() || null,
      icon: loaded?.icon ?? 'car',
      category: [values.category as ServiceCategory],
      is_active: values.is_active,
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="service-form-title">
      <DialogTitle id="service-form-title">
        {service ? intl.formatMessage({ id: 'admin.services.edit' }, { title: service.title }) : t('admin.services.new')}
      </DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent dividers sx={{ display: 'grid', gap: 1 }}>
          {stale.notice}
          {banner && <Alert severity="error">{banner}</Alert>}
          <TextField
            select
            name="category"
            label={t('admin.services.category')}
            value={values.category}
            onChange={set('category')}
            error={Boolean(errors.category)}
            helperText={errors.category ?? ' '}
            required
            disabled={saving}
          >
            {CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {t(CATEGORY_LABEL[category])}
              </MenuItem>
            ))}
          </TextField>
          <TranslatedFields fields={TEXT_FIELDS} texts={values.texts} onChange={setText} errors={errors} disabled={saving} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              name="price"
              label={t('admin.services.price')}
              value={values.price}
              onChange={set('price')}
              error={Boolean(errors.price)}
              helperText={errors.price ?? ' '}
              required
              disabled={saving}
              slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
            />
            <TextField
              name="original_price"
              label={t('admin.services.originalPrice')}
              value={values.original_price}
              onChange={set('original_price')}
              error={Boolean(errors.original_price)}
              helperText={errors.original_price ?? t('admin.prices.originalHint')}
              disabled={saving}
              slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
            />
          </Box>
          <FormControlLabel
            control={<Switch name="is_active" checked={values.is_active} onChange={(event) => setValues((v) => ({ ...v, is_active: event.target.checked }))} />}
            label={t('admin.services.active')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.services.cancel')}</Button>
          <SubmitButton variant="contained" disabled={saving}>
            {t(saving ? 'admin.services.saving' : 'admin.services.save')}
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
