import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useGetSettingsQuery, useUpdateSettingsMutation, type OfficeLocale, type Settings, type SettingsInput, officeApi } from '../../../api/officeApi';
import { ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { LTR_INPUT } from '../../../components/forms/fieldRenderer';
import { SelectInput } from '../../../components/forms/TextInput';
import { LANGUAGE_NAME_IDS } from '../../../components/language/languageNames';
import { LOCALES } from '../../../i18n/locale';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useSubmit, type FieldErrors } from '../../../components/forms/useSubmit';
import { PageHeading } from '../../../components/page/PageHeading';
import type { MessageId } from '../../../i18n/messages';
import { useAppDispatch } from '../../../state/hooks';
import { useStaleRecord } from '../shared/staleRecord';
import { basisPointsFromPercent, percentOfBasisPoints } from './hstRate';
import { centsOfMillicents, millicentsFromCents } from './segmentPrice';
import { BdeRulesFields } from './BdeRulesFields';
import { bdeRuleProblems, bdeRulesOf, bdeTextsOf } from './bdeRules';

const valuesOf = (settings: Settings) => ({
  legal_name: settings.legal_name,
  address: settings.address,
  hst_number: settings.hst_number,
  hst_rate: percentOfBasisPoints(settings.hst_rate_bp),
  instructions_en: settings.payment_instructions.en,
  instructions_fr: settings.payment_instructions.fr,
  instructions_ar: settings.payment_instructions.ar,
  hold_minutes: String(settings.hold_minutes),
  waitlist_offer_hours: String(settings.waitlist_offer_hours),
  lesson_offer_minutes: String(settings.lesson_offer_minutes),
  lesson_cancel_cutoff_hours: String(settings.lesson_cancel_cutoff_hours),
  app_store_url: settings.app_store_url,
  google_play_url: settings.google_play_url,
  pay_at_school_enabled: settings.pay_at_school_enabled,
  office_locale: settings.office_locale,
  sms_quiet_start: settings.sms_quiet_start,
  sms_quiet_end: settings.sms_quiet_end,
  sms_segment_price: centsOfMillicents(settings.sms_segment_price_millicents),
  bde: bdeTextsOf(settings),
});
type Values = ReturnType<typeof valuesOf>;
type TextName = Exclude<keyof Values, 'pay_at_school_enabled' | 'office_locale' | 'bde'>;

/**
 * Where a field's message is kept: the server's 422 names the contract's fields, and those of
 * `payment_instructions.*` all arrive as `payment_instructions`, shown at the English text.
 */
const ERROR_KEY: Partial<Record<TextName, string>> = {
  legal_name: 'legal_name',
  address: 'address',
  hst_number: 'hst_number',
  hst_rate: 'hst_rate_bp',
  instructions_en: 'payment_instructions',
  hold_minutes: 'hold_minutes',
  waitlist_offer_hours: 'waitlist_offer_hours',
  lesson_offer_minutes: 'lesson_offer_minutes',
  lesson_cancel_cutoff_hours: 'lesson_cancel_cutoff_hours',
  app_store_url: 'app_store_url',
  google_play_url: 'google_play_url',
  sms_quiet_start: 'sms_quiet_start',
  sms_quiet_end: 'sms_quiet_end',
  sms_segment_price: 'sms_segment_price_millicents',
};

const LABEL: Record<TextName, MessageId> = {
  legal_name: 'admin.settings.legalName',
  address: 'admin.settings.address',
  hst_number: 'admin.settings.hstNumber',
  hst_rate: 'admin.settings.hstRate',
  instructions_en: 'admin.settings.instructionsEn',
  instructions_fr: 'admin.settings.instructionsFr',
  instructions_ar: 'admin.settings.instructionsAr',
  hold_minutes: 'admin.settings.holdMinutes',
  waitlist_offer_hours: 'admin.settings.offerHours',
  lesson_offer_minutes: 'admin.settings.lessonOfferMinutes',
  lesson_cancel_cutoff_hours: 'admin.settings.lessonCutoff',
  app_store_url: 'admin.settings.appStoreUrl',
  google_play_url: 'admin.settings.googlePlayUrl',
  sms_quiet_start: 'admin.settings.quietStart',
  sms_quiet_end: 'admin.settings.quietEnd',
  sms_segment_price: 'admin.settings.segmentPrice',
};

// Empty is allowed: a school not registered for HST prints no number on its receipts.
const HST_NUMBER = /^(\d{9} ?RT ?\d{4})?$/;
const wholeIn = (typed: string, min: number, max: number) =>
  /^\d{1,4}$/.test(typed.trim()) && Number(typed) >= min && Number(typed) <= max ? Number(typed) : null;
const minutesOf = (typed: string) => wholeIn(typed, 5, 1440);
const offerHoursOf = (typed: string) => wholeIn(typed, 1, 72);
const lessonOfferMinutesOf = (typed: string) => wholeIn(typed, 5, 720);
// Up to two weeks before a lesson.
const cutoffHoursOf = (typed: string) => wholeIn(typed, 0, 336);
// A Toronto wall-clock time as the time field gives it.
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
// The contract's rule: empty (no badge) or an https address with a host.
const STORE_LINK = /^(https:\/\/[^\s/?#]+\.[^\s/?#]+(\/\S*)?)?$/;

/** The settings form, started from the stored settings; a save or a Reload moves it to the newer version. */
function SettingsForm({ settings }: { settings: Settings }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const [loaded, setLoaded] = useState(settings);
  const [values, setValues] = useState(() => valuesOf(settings));
  const apply = (fresh: Settings) => {
    setLoaded(fresh);
    setValues(valuesOf(fresh));
  };
  const stale = useStaleRecord(async () => {
    const { data } = await dispatch(officeApi.endpoints.getSettings.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap();
    return data;
  }, apply);
  const [update] = useUpdateSettingsMutation();
  const save = useSubmit((settingsInput: SettingsInput) => update({ settingsInput: { ...settingsInput, expected_updated_at: loaded.updated_at } }), {
    validate: (): FieldErrors => ({
      legal_name: values.legal_name.trim() ? undefined : t('admin.settings.required'),
      address: values.address.trim() ? undefined : t('admin.settings.required'),
      hst_number: HST_NUMBER.test(values.hst_number.trim()) ? undefined : t('admin.settings.hstNumberInvalid'),
      hst_rate_bp: basisPointsFromPercent(values.hst_rate) === null ? t('admin.settings.hstRateInvalid') : undefined,
      payment_instructions: values.instructions_en.trim() ? undefined : t('admin.settings.instructionsRequired'),
      hold_minutes: minutesOf(values.hold_minutes) === null ? t('admin.settings.holdMinutesInvalid') : undefined,
      waitlist_offer_hours: offerHoursOf(values.waitlist_offer_hours) === null ? t('admin.settings.offerHoursInvalid') : undefined,
      lesson_offer_minutes: lessonOfferMinutesOf(values.lesson_offer_minutes) === null ? t('admin.settings.lessonOfferMinutesInvalid') : undefined,
      lesson_cancel_cutoff_hours: cutoffHoursOf(values.lesson_cancel_cutoff_hours) === null ? t('admin.settings.lessonCutoffInvalid') : undefined,
      app_store_url: STORE_LINK.test(values.app_store_url.trim()) ? undefined : t('admin.settings.storeUrlInvalid'),
      google_play_url: STORE_LINK.test(values.google_play_url.trim()) ? undefined : t('admin.settings.storeUrlInvalid'),
      sms_quiet_start: CLOCK_TIME.test(values.sms_quiet_start) ? undefined : t('admin.settings.quietTimeInvalid'),
      sms_quiet_end: CLOCK_TIME.test(values.sms_quiet_end) ? undefined : t('admin.settings.quietTimeInvalid'),
      sms_segment_price_millicents: millicentsFromCents(values.sms_segment_price) === null ? t('admin.settings.segmentPriceInvalid') : undefined,
      ...Object.fromEntries(
        Object.entries(bdeRuleProblems(values.bde)).map(([name, problem]) => [name, intl.formatMessage({ id: problem.id }, problem.values)]),
      ),
    }),
    refused: stale.refused,
    failureMessage: (error) => intl.formatMessage({ id: 'admin.settings.saveFailed' }, { error }),
    successMessage: t('admin.settings.saved'),
    onSuccess: (saved) => apply(saved.data),
  });
  const { fieldErrors: errors, setFieldErrors: setErrors, failure: banner, isSubmitting: saving } = save;

  const field = (name: TextName, extra: Partial<TextFieldProps> = {}) => {
    const errorKey = ERROR_KEY[name];
    const error = errorKey ? errors[errorKey] : undefined;
    return (
      <TextField
        name={name}
        label={t(LABEL[name])}
        value={values[name]}
        onChange={(event) => {
          const value = event.target.value;
          setValues((v) => ({ ...v, [name]: value }));
          if (errorKey) setErrors((e) => ({ ...e, [errorKey]: undefined }));
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        disabled={saving}
        fullWidth
        {...extra}
      />
    );
  };

  const storeLinkField = (error: string | undefined): Partial<TextFieldProps> => ({
    type: 'url',
    placeholder: 'https://',
    helperText: error ?? t('admin.settings.storeUrlHint'),
    slotProps: { htmlInput: { dir: 'ltr', maxLength: 500, spellCheck: false } },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.submit({
      legal_name: values.legal_name.trim(),
      address: values.address.trim(),
      hst_number: values.hst_number.trim(),
      hst_rate_bp: basisPointsFromPercent(values.hst_rate) ?? 0,
      payment_instructions: { en: values.instructions_en.trim(), fr: values.instructions_fr.trim(), ar: values.instructions_ar.trim() },
      hold_minutes: minutesOf(values.hold_minutes) ?? 0,
      waitlist_offer_hours: offerHoursOf(values.waitlist_offer_hours) ?? 0,
      lesson_offer_minutes: lessonOfferMinutesOf(values.lesson_offer_minutes) ?? 0,
      pay_at_school_enabled: values.pay_at_school_enabled,
      lesson_cancel_cutoff_hours: cutoffHoursOf(values.lesson_cancel_cutoff_hours) ?? 0,
      app_store_url: values.app_store_url.trim(),
      google_play_url: values.google_play_url.trim(),
      office_locale: values.office_locale,
      sms_quiet_start: values.sms_quiet_start,
      sms_quiet_end: values.sms_quiet_end,
      sms_segment_price_millicents: millicentsFromCents(values.sms_segment_price) ?? 0,
      ...bdeRulesOf(values.bde),
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('admin.settings.title')} sx={{ display: 'grid', gap: 1 }}>
        {stale.notice}
        {banner && <Alert severity="error">{banner}</Alert>}
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {t('admin.settings.receipts')}
        </Typography>
        {field('legal_name', { required: true, slotProps: { htmlInput: { maxLength: 255 } } })}
        {field('address', { required: true, multiline: true, minRows: 3, slotProps: { htmlInput: { maxLength: 1000 } } })}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('hst_number', {
            required: true,
            placeholder: '123456789 RT0001',
            helperText: errors.hst_number ?? t('admin.settings.hstNumberHint'),
            slotProps: { htmlInput: { dir: 'ltr', maxLength: 20, autoCapitalize: 'characters', spellCheck: false } },
          })}
          {field('hst_rate', {
            required: true,
            slotProps: {
              htmlInput: { dir: 'ltr', inputMode: 'decimal' },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            },
          })}
        </Box>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', my: 1 }}>
          {t('admin.settings.payments')}
        </Typography>
        <Alert severity={loaded.card_payments_available ? 'success' : 'info'}>
          {t(loaded.card_payments_available ? 'admin.settings.cardsAvailable' : 'admin.settings.cardsUnavailable')}
        </Alert>
        <FormControlLabel
          control={
            <Switch
              name="pay_at_school_enabled"
              checked={values.pay_at_school_enabled}
              onChange={(event) => setValues((v) => ({ ...v, pay_at_school_enabled: event.target.checked }))}
            />
          }
          label={t('admin.settings.payAtSchool')}
          disabled={saving}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('admin.settings.payAtSchoolHint')}
        </Typography>
        {field('instructions_en', { required: true, multiline: true, minRows: 2, slotProps: { htmlInput: { lang: 'en', dir: 'ltr', maxLength: 2000 } } })}
        {field('instructions_fr', {
          multiline: true,
          minRows: 2,
          helperText: t('admin.settings.fallbackHint'),
          slotProps: { htmlInput: { lang: 'fr', dir: 'ltr', maxLength: 2000 } },
        })}
        {field('instructions_ar', {
          multiline: true,
          minRows: 2,
          helperText: t('admin.settings.fallbackHint'),
          slotProps: { htmlInput: { lang: 'ar', dir: 'rtl', maxLength: 2000 } },
        })}
        {field('hold_minutes', {
          required: true,
          helperText: errors.hold_minutes ?? t('admin.settings.holdMinutesHint'),
          slotProps: { ...LTR_INPUT, htmlInput: { ...LTR_INPUT.htmlInput, inputMode: 'numeric' } },
          sx: { maxWidth: { sm: 320 } },
        })}
        {field('waitlist_offer_hours', {
          required: true,
          helperText: errors.waitlist_offer_hours ?? t('admin.settings.offerHoursHint'),
          slotProps: { ...LTR_INPUT, htmlInput: { ...LTR_INPUT.htmlInput, inputMode: 'numeric' } },
          sx: { maxWidth: { sm: 420 } },
        })}
        {field('lesson_offer_minutes', {
          required: true,
          helperText: errors.lesson_offer_minutes ?? t('admin.settings.lessonOfferMinutesHint'),
          slotProps: { ...LTR_INPUT, htmlInput: { ...LTR_INPUT.htmlInput, inputMode: 'numeric' } },
          sx: { maxWidth: { sm: 420 } },
        })}
        <SelectInput
          name="office_locale"
          label={t('admin.settings.officeLocale')}
          value={values.office_locale}
          onChange={(event) => setValues((v) => ({ ...v, office_locale: event.target.value as OfficeLocale }))}
          error={Boolean(errors.office_locale)}
          helperText={errors.office_locale ?? t('admin.settings.officeLocaleHint')}
          options={LOCALES.map((locale) => ({ value: locale, label: t(LANGUAGE_NAME_IDS[locale]) }))}
          disabled={saving}
        />
        <Typography variant="h2" sx={{ fontSize: '1.2rem', my: 1 }}>
          {t('admin.settings.lessons')}
        </Typography>
        {field('lesson_cancel_cutoff_hours', {
          required: true,
          helperText: errors.lesson_cancel_cutoff_hours ?? t('admin.settings.lessonCutoffHint'),
          slotProps: { ...LTR_INPUT, htmlInput: { ...LTR_INPUT.htmlInput, inputMode: 'numeric' } },
          sx: { maxWidth: { sm: 420 } },
        })}
        <BdeRulesFields
          texts={values.bde}
          onChange={(name, text) => {
            setValues((v) => ({ ...v, bde: { ...v.bde, [name]: text } }));
            setErrors((e) => ({ ...e, [name]: undefined }));
          }}
          errors={errors}
          disabled={saving}
        />
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mt: 1 }}>
          {t('admin.settings.texts')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('admin.settings.quietHint')}
        </Typography>
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: { sm: 420 } }}>
          {field('sms_quiet_start', { type: 'time', required: true, slotProps: { ...LTR_INPUT, htmlInput: { ...LTR_INPUT.htmlInput, step: 60 } } })}
          {field('sms_quiet_end', { type: 'time', required: true, slotProps: { ...LTR_INPUT, htmlInput: { ...LTR_INPUT.htmlInput, step: 60 } } })}
        </Box>
        {field('sms_segment_price', {
          required: true,
          helperText: errors.sms_segment_price_millicents ?? t('admin.settings.segmentPriceHint'),
          slotProps: {
            htmlInput: { dir: 'ltr', inputMode: 'decimal', maxLength: 8 },
            input: { endAdornment: <InputAdornment position="end">¢</InputAdornment> },
          },
          sx: { maxWidth: { sm: 420 } },
        })}
        <Typography variant="h2" sx={{ fontSize: '1.2rem', my: 1 }}>
          {t('admin.settings.app')}
        </Typography>
        {field('app_store_url', storeLinkField(errors.app_store_url))}
        {field('google_play_url', storeLinkField(errors.google_play_url))}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton variant="contained" disabled={saving}>
            {t(saving ? 'admin.settings.saving' : 'admin.settings.save')}
          </SubmitButton>
        </Box>
      </Box>
    </Paper>
  );
}

/** The school's billing and booking settings: legal details and HST for receipts, payments and holds, the in-car lessons' cancellation cut-off, the BDE course's rules. */
export function SettingsPage() {
  const intl = useIntl();
  const failureText = useFailureText();
  const { data, error, isLoading, isError, refetch } = useGetSettingsQuery();
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 880 }}>
      <PageHeading id="admin.settings.title" sx={{ mb: 0 }} />
      {isLoading && <LoadingText>{intl.formatMessage({ id: 'admin.settings.loading' })}</LoadingText>}
      {isError && (
        <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'admin.settings.loadFailed' }, { error: failureText(error) })}</ErrorNotice>
      )}
      {data && <SettingsForm settings={data.data} />}
    </Box>
  );
}
