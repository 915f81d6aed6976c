import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { useCreatePackageDateMutation, useUpdatePackageDateMutation, type AdminPackageDate, type PackageDateInput, officeApi } from '../../../api/officeApi';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useSubmit } from '../../../components/forms/useSubmit';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { formatDate } from '../../../i18n/format';
import { useAppDispatch } from '../../../state/hooks';
import { useStaleRecord } from '../shared/staleRecord';

type Values = Record<'first_date' | 'second_date' | 'from_time' | 'to_time' | 'capacity', string>;

const valuesOf = (date: AdminPackageDate | null): Values => ({
  first_date: date?.first_date ?? '',
  second_date: date?.second_date ?? '',
  from_time: date?.from_time ?? '',
  to_time: date?.to_time ?? '',
  capacity: date ? String(date.capacity) : '',
});

const LABEL: Record<keyof Values, MessageId> = {
  first_date: 'admin.packages.dates.firstDate',
  second_date: 'admin.packages.dates.secondDate',
  from_time: 'admin.packages.dates.fromTime',
  to_time: 'admin.packages.dates.toTime',
  capacity: 'admin.packages.dates.capacity',
};

/** Seats the contract takes (1–500), or null. */
const seatsOf = (typed: string) => (/^\d{1,3}$/.test(typed.trim()) && Number(typed) >= 1 && Number(typed) <= 500 ? Number(typed) : null);

/**
 * Add a date to a package (no `date`) or change one: its days, times and seats. Days and times are
 * the school's wall clock, typed and sent as they are. Closing and reopening are the list's buttons.
 */
export function PackageDateDialog({
  packageId,
  packageName,
  date,
  onClose,
}: {
  packageId: number;
  packageName: string;
  date: AdminPackageDate | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const t = (id: MessageId) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  // The stored date the form started from (its version is sent with the save); Reload replaces it.
  const [loaded, setLoaded] = useState(date);
  const [values, setValues] = useState(() => valuesOf(date));
  const stale = useStaleRecord(
    async () => {
      const { data } = await dispatch(officeApi.endpoints.listAdminPackages.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap();
      return data.flatMap((pkg) => pkg.dates).find((fresh) => fresh.id === date?.id);
    },
    (fresh) => {
      setLoaded(fresh);
      setValues(valuesOf(fresh));
    },
  );
  const [create] = useCreatePackageDateMutation();
  const [update] = useUpdatePackageDateMutation();
  const save = useSubmit(
    (packageDateInput: PackageDateInput) =>
      loaded
        ? update({ id: loaded.id, packageDateInput: { ...packageDateInput, is_open: loaded.is_open, expected_updated_at: loaded.updated_at } })
        : create({ id: packageId, packageDateInput }),
    {
      validate: (): Partial<Values> => {
        const seats = seatsOf(values.capacity);
        return {
          first_date: values.first_date ? undefined : t('admin.packages.dates.firstDateRequired'),
          second_date:
            values.second_date && values.first_date && values.second_date < values.first_date ? t('admin.packages.dates.secondDateBefore') : undefined,
          from_time: values.from_time ? undefined : t('admin.packages.dates.timeRequired'),
          to_time: !values.to_time
            ? t('admin.packages.dates.timeRequired')
            : values.from_time && values.to_time <= values.from_time
              ? t('admin.packages.dates.toTimeBefore')
              : undefined,
          capacity:
            seats === null
              ? t('admin.packages.dates.capacityInvalid')
              : loaded && seats < loaded.seats_taken
                ? intl.formatMessage({ id: 'admin.packages.dates.capacityBelowTaken' }, { taken: loaded.seats_taken })
                : undefined,
        };
      },
      refused: stale.refused,
      failureMessage: (error) => intl.formatMessage({ id: 'admin.packages.dates.saveFailed' }, { error }),
      successMessage: t(date ? 'admin.packages.dates.updated' : 'admin.packages.dates.created'),
      onSuccess: onClose,
    },
  );
  const { fieldErrors: errors, setFieldErrors: setErrors, failure: banner, isSubmitting: saving } = save;

  const field = (name: keyof Values, type: 'date' | 'time' | 'text', required: boolean) => (
    <TextField
      name={name}
      type={type}
      label={t(LABEL[name])}
      value={values[name]}
      onChange={(event) => {
        const value = event.target.value;
        setValues((v) => ({ ...v, [name]: value }));
        setErrors((e) => ({ ...e, [name]: undefined }));
      }}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? (name === 'second_date' ? t('admin.packages.dates.secondDateHint') : ' ')}
      required={required}
      disabled={saving}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr', ...(type === 'text' ? { inputMode: 'numeric' } : {}) } }}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.submit({
      first_date: values.first_date,
      second_date: values.second_date || null,
      from_time: values.from_time,
      to_time: values.to_time,
      capacity: seatsOf(values.capacity) ?? 0,
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="package-date-form-title">
      <DialogTitle id="package-date-form-title">
        {intl.formatMessage(
          { id: date ? 'admin.packages.dates.edit' : 'admin.packages.dates.new' },
          { name: packageName, date: date ? formatDate(date.first_date, locale) : '' },
        )}
      </DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent dividers sx={{ display: 'grid', gap: 1 }}>
          {stale.notice}
          {banner && <Alert severity="error">{banner}</Alert>}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {field('first_date', 'date', true)}
            {field('second_date', 'date', false)}
            {field('from_time', 'time', true)}
            {field('to_time', 'time', true)}
            {field('capacity', 'text', true)}
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
