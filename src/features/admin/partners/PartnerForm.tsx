import { useEffect, useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { imageUrl } from '../../../api';
import { type Partner, officeApi } from '../../../api/officeApi';
import { LTR_INPUT, fieldRenderer } from '../../../components/forms/fieldRenderer';
import { isEmail } from '../../../components/forms/serverFieldErrors';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useSubmit } from '../../../components/forms/useSubmit';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { ImageFileField } from '../shared/ImageFileField';
import { imageFileProblem } from '../shared/imageFile';
import { useStaleListedRecord } from '../shared/staleRecord';
import { TranslatedFields, fieldPath, type TextsByLanguage, type TranslatedField } from '../shared/TranslatedFields';
import { useUploadPartnerMutation, useUploadPartnerUpdateMutation } from './partnerUploadApi';

type TextFields = 'name' | 'contact_email' | 'discount_code' | 'discount_amount' | 'account_id';
type Errors = Partial<Record<TextFields | 'logo', string>>;
type TranslatedText = 'description';

const TRANSLATED_FIELDS: readonly TranslatedField<TranslatedText>[] = [{ name: 'description', label: 'admin.partners.description', maxLength: 5000, rows: 2 }];

const NO_TEXT = { description: '' };

const valuesOf = (partner: Partner | null): Record<TextFields, string> => ({
  name: partner?.name ?? '',
  contact_email: partner?.contact_email ?? '',
  discount_code: partner?.discount_code ?? '',
  discount_amount: String(partner?.discount_amount ?? 0),
  account_id: partner?.account_id ?? '',
});

const textsOf = (partner: Partner | null): TextsByLanguage<TranslatedText> => ({
  en: { description: partner?.description ?? '' },
  fr: partner?.translations.fr ?? NO_TEXT,
  ar: partner?.translations.ar ?? NO_TEXT,
});

const trimmed = (text: Record<TranslatedText, string>) => ({ description: text.description.trim() });

const PARTNER_LABEL: Record<TextFields, MessageId> = {
  name: 'admin.partners.name',
  contact_email: 'admin.partners.contactEmail',
  discount_code: 'admin.partners.discountCode',
  discount_amount: 'admin.partners.discountAmount',
  account_id: 'admin.partners.accountId',
};

/** Logos are shown at 150 px. */
const LOGO_PX = 150;

/**
 * Below this many characters a discount code is guessed in a few hundred tries (the partner's name
 * and amount were); the server makes 8 random characters after the name when none is typed.
 */
const DISCOUNT_CODE_MIN = 8;

/**
 * Adds a partner (no `partner`) or edits one: the form, a preview of the logo and the real upload
 * progress. A new partner needs a logo; an edited one keeps its logo unless another is chosen.
 * The parent keys this form by the partner, so a save or cancel returns to an empty add form.
 */
export function PartnerForm({ partner, onDone }: { partner: Partner | null; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  // The stored partner the form started from (its version is sent with the save); Reload replaces it.
  const [loaded, setLoaded] = useState(partner);
  const [values, setValues] = useState(() => valuesOf(partner));
  const [texts, setTexts] = useState(() => textsOf(partner));
  const [logo, setLogo] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [create] = useUploadPartnerMutation();
  const [update] = useUploadPartnerUpdateMutation();
  const stale = useStaleListedRecord(officeApi.endpoints.listAdminPartners, partner?.id, (fresh) => {
    setLoaded(fresh);
    setValues(valuesOf(fresh));
    setTexts(textsOf(fresh));
  });
  const saving = useSubmit(
    (input: { fields: Omit<Parameters<typeof create>[0]['partnerInput'], 'logo'>; logo: File | null }) =>
      loaded
        ? update({
            id: loaded.id,
            partnerUpdateInput: { ...input.fields, ...(input.logo && { logo: input.logo }), expected_updated_at: loaded.updated_at },
            onProgress: setProgress,
          })
        : // submit() sends no new partner without a logo.
          create({ partnerInput: { ...input.fields, logo: input.logo as File }, onProgress: setProgress }),
    {
      refused: stale.refused,
      failureMessage: (error) => intl.formatMessage({ id: partner ? 'admin.partners.saveFailed' : 'admin.partners.addFailed' }, { error }),
      successMessage: (saved) => intl.formatMessage({ id: partner ? 'admin.partners.updated' : 'admin.partners.added' }, { name: saved.data.name }),
      onSuccess: onDone,
    },
  );
  const { fieldErrors: errors, setFieldErrors: setErrors, failure: problem, setFailure: setProblem, isSubmitting } = saving;

  // The preview is an object URL: released when the logo changes or the screen closes.
  const preview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => {
    if (!preview) return undefined;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const set = (name: TextFields) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const setText = (language: Locale, name: TranslatedText, value: string) => {
    setTexts((current) => ({ ...current, [language]: { ...current[language], [name]: value } }));
    setErrors((e) => ({ ...e, [fieldPath(language, name)]: undefined }));
  };

  const chooseLogo = (file: File) => {
    const wrong = imageFileProblem(file);
    setErrors((e) => ({ ...e, logo: wrong ? t(wrong === 'tooBig' ? 'admin.partners.logoTooBig' : 'admin.partners.logoNotImage') : undefined }));
    setLogo(wrong ? null : file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const amount = Number(values.discount_amount.trim() || '0');
    if (!values.name.trim()) found.name = t('admin.partners.nameRequired');
    if (!logo && (!loaded || errors.logo)) found.logo = errors.logo ?? t('admin.partners.logoRequired');
    if (values.contact_email.trim() && !isEmail(values.contact_email.trim())) found.contact_email = t('admin.partners.emailInvalid');
    if (!Number.isFinite(amount) || amount < 0) found.discount_amount = t('admin.partners.discountInvalid');
    if (!values.account_id.trim()) found.account_id = t('admin.partners.accountRequired');
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    setProgress(0);
    void saving.submit({
      fields: {
        name: values.name.trim(),
        description: texts.en.description.trim(),
        // A multipart field is text: the French and Arabic descriptions go as JSON.
        translations: JSON.stringify({ fr: trimmed(texts.fr), ar: trimmed(texts.ar) }),
        contact_email: values.contact_email.trim(),
        discount_code: values.discount_code.trim(),
        discount_amount: amount,
        account_id: values.account_id.trim(),
      },
      logo,
    });
  };

  const field = fieldRenderer({ values, errors, onChange: set, disabled: isSubmitting, label: (name) => t(PARTNER_LABEL[name]) });
  const storedLogo = loaded?.logo;
  // A warning, not a refusal: the office may keep a short code it has already handed out.
  const code = values.discount_code.trim();
  const shortCode = code !== '' && [...code].length < DISCOUNT_CODE_MIN;
  const codeHint =
    errors.discount_code ?? (shortCode ? t('admin.partners.discountCodeShort') : !code && !partner ? t('admin.partners.discountCodeMade') : undefined);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="partner-form-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id="partner-form-title" sx={{ fontSize: '1.25rem', mb: 2 }} dir="auto">
        {partner ? intl.formatMessage({ id: 'admin.partners.editing' }, { name: partner.name }) : t('admin.partners.new')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {stale.notice}
        {problem && <Alert severity="error">{problem}</Alert>}
        {field('name', { required: true })}
        <ImageFileField
          label={t('admin.partners.logo')}
          name="logo"
          buttonLabel={t(logo || storedLogo ? 'admin.partners.changeLogo' : 'admin.partners.chooseLogo')}
          hint={t('admin.partners.logoHint')}
          error={errors.logo}
          disabled={isSubmitting}
          preview={
            preview ? (
              <img src={preview} alt={t('admin.partners.logoPreview')} width={LOGO_PX} height={LOGO_PX} style={{ objectFit: 'contain' }} />
            ) : (
              storedLogo && (
                <img src={imageUrl(storedLogo)} alt={t('admin.partners.keepLogo')} width={LOGO_PX} height={LOGO_PX} style={{ objectFit: 'contain' }} />
              )
            )
          }
          empty={t('admin.partners.noLogo')}
          fileName={logo?.name}
          size={LOGO_PX}
          onChoose={chooseLogo}
        />
        <TranslatedFields fields={TRANSLATED_FIELDS} texts={texts} onChange={setText} errors={errors} disabled={isSubmitting} />
        {field('contact_email', { type: 'email', autoComplete: 'off', slotProps: LTR_INPUT })}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('discount_code', {
            helperText: codeHint,
            slotProps: { ...LTR_INPUT, formHelperText: shortCode && !errors.discount_code ? { sx: { color: 'warning.dark' } } : {} },
          })}
          {field('discount_amount', { type: 'number', slotProps: { htmlInput: { dir: 'ltr', min: 0, step: 'any', inputMode: 'decimal' } } })}
        </Box>
        {field('account_id', { required: true, slotProps: LTR_INPUT })}
        {isSubmitting && (
          <Box role="status">
            <LinearProgress variant="determinate" value={progress} aria-label={t('admin.partners.progress')} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {intl.formatMessage({ id: 'admin.partners.uploading' }, { percent: progress })}
            </Typography>
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {partner && (
            <Button onClick={onDone} disabled={isSubmitting}>
              {t('admin.partners.cancelEdit')}
            </Button>
          )}
          <SubmitButton variant="contained" disabled={isSubmitting}>
            {t(isSubmitting ? 'admin.partners.saving' : partner ? 'admin.partners.saveChanges' : 'admin.partners.add')}
          </SubmitButton>
        </Box>
      </Box>
    </Paper>
  );
}
