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
import { useCreateServiceMutation, useUpdateServiceMutation, type ServiceInput, enrolmentApi } from '../../../api/enrolment';
import type { MessageId } from '../../../i18n/messages';
import { serviceErrorText } from './serviceErrors';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useSubmit } from '../../../components/forms/useSubmit';
import { useStaleListedRecord } from '../shared/staleRecord';

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

const valuesOf = (service: Service | null) => ({
  category: service?.category ?? '',
  title: service?.title ?? '',
  description: service?.description ?? '',
  price: service?.price ?? '',
  original_price: service?.original_price ?? '',
  features: service?.features.join('\n') ?? '',
  is_active: service?.is_active ?? true,
});

/** Add (no service) or edit a service: category, title and price required; original price marked required. */
export function ServiceFormDialog({ service, onClose }: { service: Service | null; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  // The stored service the form started from (its version is sent with the save); Reload replaces it.
  const [loaded, setLoaded] = useState(service);
  const [values, setValues] = useState(() => valuesOf(service));
  const stale = useStaleListedRecord(enrolmentApi.endpoints.listAdminServices, service?.id, (fresh) => {
    setLoaded(fresh);
    setValues(valuesOf(fresh));
  });
  const [create] = useCreateServiceMutation();
  const [update] = useUpdateServiceMutation();
  const saveService = useSubmit(
    (serviceInput: ServiceInput) =>
      loaded ? update({ id: loaded.id, serviceInput: { ...serviceInput, expected_updated_at: loaded.updated_at } }) : create({ serviceInput }),
    {
      validate: () => ({
        category: values.category ? undefined : t('admin.services.categoryRequired'),
        title: values.title.trim() ? undefined : t('admin.services.titleRequired'),
        price: values.price.trim() ? undefined : t('admin.services.priceRequired'),
      }),
      refused: stale.refused,
      failureMessage: (_, error) => serviceErrorText(error, t(service ? 'admin.services.updateFailed' : 'admin.services.createFailed')),
      successMessage: t(service ? 'admin.services.updated' : 'admin.services.created'),
      onSuccess: onClose,
    },
  );
  const { fieldErrors: errors, failure: banner, isSubmitting: saving } = saveService;
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saveService.submit({
      title: values.title.trim(),
      description: values.description.trim(),
      price: values.price.trim(),
      original_price: values.original_price.trim() || null,
      features: featureLines(values.features),
      icon: loaded?.icon ?? 'car',
      category: [values.category as ServiceCategory],
      is_active: values.is_active,
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="service-form-title">
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
          <TextField
            name="title"
            label={t('admin.services.titleField')}
            value={values.title}
            onChange={set('title')}
            error={Boolean(errors.title)}
            helperText={errors.title ?? ' '}
            required
            disabled={saving}
          />
          <TextField
            name="description"
            label={t('admin.services.description')}
            value={values.description}
            onChange={set('description')}
            multiline
            minRows={2}
            helperText=" "
            disabled={saving}
          />
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
              helperText=" "
              required
              disabled={saving}
              slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
            />
          </Box>
          <TextField
            name="features"
            label={t('admin.services.features')}
            value={values.features}
            onChange={set('features')}
            multiline
            minRows={4}
            helperText={t('admin.services.featuresHint')}
            disabled={saving}
          />
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
