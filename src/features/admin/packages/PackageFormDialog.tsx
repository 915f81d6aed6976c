import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import {
  useCreatePackageMutation,
  useUpdatePackageMutation,
  type AdminPackage,
  type PackageInput,
  useListAdminContentQuery,
  useListAdminServicesQuery,
  officeApi,
} from '../../../api/officeApi';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useSubmit, type FieldErrors } from '../../../components/forms/useSubmit';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { useStaleListedRecord } from '../shared/staleRecord';
import { amountOfCents, centsFromAmount } from './amount';
import { inLocale } from '../../../i18n/translated';
import { LANGUAGES } from '../shared/languages';

const LANGUAGE_NAME: Record<Locale, MessageId> = {
  en: 'admin.packages.language.en',
  fr: 'admin.packages.language.fr',
  ar: 'admin.packages.language.ar',
};

const valuesOf = (pkg: AdminPackage | null) => ({
  name: { en: pkg?.name.en ?? '', fr: pkg?.name.fr ?? '', ar: pkg?.name.ar ?? '' },
  description: { en: pkg?.description.en ?? '', fr: pkg?.description.fr ?? '', ar: pkg?.description.ar ?? '' },
  price: pkg ? amountOfCents(pkg.price_cents) : '',
  hst_applies: pkg?.hst_applies ?? true,
  in_car_hours: String(pkg?.in_car_hours ?? 0),
  course_hours: String(pkg?.course_hours ?? 0),
  service_ids: pkg?.service_ids ?? [],
  offer_ids: pkg?.offer_ids ?? [],
  is_active: pkg?.is_active ?? true,
});
type Values = ReturnType<typeof valuesOf>;

/** Whole hours the contract takes (0–500), or null. */
const hoursOf = (typed: string) => (/^\d{1,3}$/.test(typed.trim()) && Number(typed) <= 500 ? Number(typed) : null);

const toggled = (ids: number[], id: number) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]);

/**
 * Add (no package) or edit a package: its name and description in three languages, price typed in
 * dollars and sent as cents, HST, hours, and the services and offers it fulfils. `packages` are all
 * the office's packages, to say which one already fulfils a service or an offer.
 */
export function PackageFormDialog({ pkg, packages, onClose }: { pkg: AdminPackage | null; packages: AdminPackage[]; onClose: () => void }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const t = (id: MessageId) => intl.formatMessage({ id });
  // The stored package the form started from (its version is sent with the save); Reload replaces it.
  const [loaded, setLoaded] = useState(pkg);
  const [values, setValues] = useState(() => valuesOf(pkg));
  const stale = useStaleListedRecord(officeApi.endpoints.listAdminPackages, pkg?.id, (fresh) => {
    setLoaded(fresh);
    setValues(valuesOf(fresh));
  });
  const { data: servicesData } = useListAdminServicesQuery();
  const { data: contentData } = useListAdminContentQuery();
  const services = servicesData?.data ?? [];
  const offers = (contentData?.data ?? []).filter((item) => item.type === 'offer');
  const [create] = useCreatePackageMutation();
  const [update] = useUpdatePackageMutation();
  const save = useSubmit(
    (packageInput: PackageInput) =>
      loaded ? update({ id: loaded.id, packageInput: { ...packageInput, expected_updated_at: loaded.updated_at } }) : create({ packageInput }),
    {
      validate: (): FieldErrors => ({
        name: values.name.en.trim() ? undefined : t('admin.packages.nameRequired'),
        price_cents: !values.price.trim()
          ? t('admin.packages.priceRequired')
          : centsFromAmount(values.price) === null
            ? t('admin.packages.priceInvalid')
            : undefined,
        in_car_hours: hoursOf(values.in_car_hours) === null ? t('admin.packages.hoursInvalid') : undefined,
        course_hours: hoursOf(values.course_hours) === null ? t('admin.packages.hoursInvalid') : undefined,
      }),
      refused: stale.refused,
      failureMessage: (error) => intl.formatMessage({ id: 'admin.packages.saveFailed' }, { error }),
      successMessage: t(pkg ? 'admin.packages.updated' : 'admin.packages.created'),
      onSuccess: onClose,
    },
  );
  const { fieldErrors: errors, setFieldErrors: setErrors, failure: banner, isSubmitting: saving } = save;

  const set = <K extends keyof Values>(name: K, value: Values[K], errorKey: string = name) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [errorKey]: undefined }));
  };
  const fulfilledBy = (key: 'service_ids' | 'offer_ids', id: number) => packages.find((other) => other.id !== loaded?.id && other[key].includes(id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = (text: Values['name']) => ({ en: text.en.trim(), fr: text.fr.trim(), ar: text.ar.trim() });
    void save.submit({
      name: trimmed(values.name),
      description: trimmed(values.description),
      price_cents: centsFromAmount(values.price) ?? 0,
      hst_applies: values.hst_applies,
      in_car_hours: hoursOf(values.in_car_hours) ?? 0,
      course_hours: hoursOf(values.course_hours) ?? 0,
      service_ids: values.service_ids,
      offer_ids: values.offer_ids,
      is_active: values.is_active,
    });
  };

  const choices = (key: 'service_ids' | 'offer_ids', legend: MessageId, items: { id: number; title: string }[]) => (
    <FormControl component="fieldset" error={Boolean(errors[key])} disabled={saving}>
      <FormLabel component="legend">{t(legend)}</FormLabel>
      {items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('admin.packages.noChoices')}
        </Typography>
      )}
      <FormGroup sx={{ maxHeight: 200, overflowY: 'auto', flexWrap: 'nowrap' }}>
        {items.map((item) => {
          const other = fulfilledBy(key, item.id);
          return (
            <FormControlLabel
              key={item.id}
              control={<Checkbox checked={values[key].includes(item.id)} onChange={() => set(key, toggled(values[key], item.id))} />}
              label={
                <span dir="auto">
                  {item.title}
                  {other && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' — '}
                      {intl.formatMessage({ id: 'admin.packages.fulfilledBy' }, { name: inLocale(other.name, locale) })}
                    </Typography>
                  )}
                </span>
              }
            />
          );
        })}
      </FormGroup>
      {errors[key] && <FormHelperText>{errors[key]}</FormHelperText>}
    </FormControl>
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="package-form-title">
      <DialogTitle id="package-form-title">
        {pkg ? intl.formatMessage({ id: 'admin.packages.edit' }, { name: inLocale(pkg.name, locale) }) : t('admin.packages.new')}
      </DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          {stale.notice}
          {banner && <Alert severity="error">{banner}</Alert>}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {LANGUAGES.map(({ locale: language, dir }) => {
              const languageName = t(LANGUAGE_NAME[language]);
              const english = language === 'en';
              return (
                <Box key={language} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1 }}>
                  <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                    {languageName}
                  </Typography>
                  <TextField
                    name={`name.${language}`}
                    label={intl.formatMessage({ id: 'admin.packages.name' }, { language: languageName })}
                    value={values.name[language]}
                    onChange={(event) => set('name', { ...values.name, [language]: event.target.value }, 'name')}
                    error={english && Boolean(errors.name)}
                    helperText={english ? (errors.name ?? ' ') : t('admin.packages.fallbackHint')}
                    required={english}
                    disabled={saving}
                    slotProps={{ htmlInput: { dir, lang: language, maxLength: 255 } }}
                  />
                  <TextField
                    name={`description.${language}`}
                    label={intl.formatMessage({ id: 'admin.packages.description' }, { language: languageName })}
                    value={values.description[language]}
                    onChange={(event) => set('description', { ...values.description, [language]: event.target.value }, 'description')}
                    error={english && Boolean(errors.description)}
                    helperText={english ? errors.description : undefined}
                    multiline
                    minRows={3}
                    disabled={saving}
                    slotProps={{ htmlInput: { dir, lang: language, maxLength: 5000 } }}
                  />
                </Box>
              );
            })}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <TextField
              name="price"
              label={t('admin.packages.price')}
              value={values.price}
              onChange={(event) => set('price', event.target.value, 'price_cents')}
              error={Boolean(errors.price_cents)}
              helperText={errors.price_cents ?? t('admin.packages.priceHint')}
              required
              disabled={saving}
              slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
            />
            <TextField
              name="in_car_hours"
              label={t('admin.packages.inCarHours')}
              value={values.in_car_hours}
              onChange={(event) => set('in_car_hours', event.target.value)}
              error={Boolean(errors.in_car_hours)}
              helperText={errors.in_car_hours ?? ' '}
              disabled={saving}
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
            />
            <TextField
              name="course_hours"
              label={t('admin.packages.courseHours')}
              value={values.course_hours}
              onChange={(event) => set('course_hours', event.target.value)}
              error={Boolean(errors.course_hours)}
              helperText={errors.course_hours ?? ' '}
              disabled={saving}
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
            />
          </Box>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Switch name="hst_applies" checked={values.hst_applies} onChange={(event) => set('hst_applies', event.target.checked)} />}
              label={t('admin.packages.hstApplies')}
              disabled={saving}
            />
            <FormControlLabel
              control={<Switch name="is_active" checked={values.is_active} onChange={(event) => set('is_active', event.target.checked)} />}
              label={t('admin.packages.activeField')}
              disabled={saving}
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {choices('service_ids', 'admin.packages.services', services)}
            {choices('offer_ids', 'admin.packages.offers', offers)}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.packages.cancel')}</Button>
          <SubmitButton variant="contained" disabled={saving}>
            {t(saving ? 'admin.packages.saving' : 'admin.packages.save')}
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
