import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useIntl } from 'react-intl';
import { LTR_INPUT, fieldRenderer } from '../../../components/forms/fieldRenderer';
import { isEmail } from '../../../components/forms/serverFieldErrors';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useSubmit } from '../../../components/forms/useSubmit';
import type { MessageId } from '../../../i18n/messages';
import { LOGO_TYPES, logoProblem } from './logoFile';
import { useUploadPartnerMutation } from './partnerUploadApi';

type TextFields = 'name' | 'description' | 'contact_email' | 'discount_code' | 'discount_amount' | 'account_id';
type Errors = Partial<Record<TextFields | 'logo', string>>;

const EMPTY: Record<TextFields, string> = { name: '', description: '', contact_email: '', discount_code: '', discount_amount: '0', account_id: '' };

const PARTNER_LABEL: Record<TextFields, MessageId> = {
  name: 'admin.partners.name',
  description: 'admin.partners.description',
  contact_email: 'admin.partners.contactEmail',
  discount_code: 'admin.partners.discountCode',
  discount_amount: 'admin.partners.discountAmount',
  account_id: 'admin.partners.accountId',
};

/** Logos are shown at 150 px. */
const LOGO_PX = 150;

/** Add partner: the form, a preview of the chosen logo and the real upload progress. */
export function PartnerForm() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const logoInputId = useId();
  const logoInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [logo, setLogo] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [upload] = useUploadPartnerMutation();
  const adding = useSubmit(upload, {
    failureMessage: (error) => intl.formatMessage({ id: 'admin.partners.addFailed' }, { error }),
    successMessage: (added) => intl.formatMessage({ id: 'admin.partners.added' }, { name: added.data.name }),
    onSuccess: () => {
      setValues(EMPTY);
      setLogo(null);
    },
  });
  const { fieldErrors: errors, setFieldErrors: setErrors, failure: problem, setFailure: setProblem, isSubmitting: saving } = adding;

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

  const chooseLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    // Cleared so that choosing the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    const wrong = logoProblem(file);
    setErrors((e) => ({ ...e, logo: wrong ? t(wrong) : undefined }));
    setLogo(wrong ? null : file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const amount = Number(values.discount_amount.trim() || '0');
    if (!values.name.trim()) found.name = t('admin.partners.nameRequired');
    if (!logo) found.logo = errors.logo ?? t('admin.partners.logoRequired');
    if (values.contact_email.trim() && !isEmail(values.contact_email.trim())) found.contact_email = t('admin.partners.emailInvalid');
    if (!Number.isFinite(amount) || amount < 0) found.discount_amount = t('admin.partners.discountInvalid');
    if (!values.account_id.trim()) found.account_id = t('admin.partners.accountRequired');
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0 || !logo) return;
    setProgress(0);
    void adding.submit({
      partnerInput: {
        name: values.name.trim(),
        logo,
        description: values.description.trim(),
        contact_email: values.contact_email.trim(),
        discount_code: values.discount_code.trim(),
        discount_amount: amount,
        account_id: values.account_id.trim(),
      },
      onProgress: setProgress,
    });
  };

  const field = fieldRenderer({ values, errors, onChange: set, disabled: saving, label: (name) => t(PARTNER_LABEL[name]) });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="partner-form-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id="partner-form-title" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('admin.partners.new')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {problem && <Alert severity="error">{problem}</Alert>}
        {field('name', { required: true })}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box
            sx={{
              width: LOGO_PX,
              height: LOGO_PX,
              border: 1,
              borderColor: errors.logo ? 'error.main' : 'divider',
              borderRadius: 1,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'grey.50',
              overflow: 'hidden',
            }}
          >
            {preview ? (
              <img src={preview} alt={t('admin.partners.logoPreview')} width={LOGO_PX} height={LOGO_PX} style={{ objectFit: 'contain' }} />
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
                {t('admin.partners.noLogo')}
              </Typography>
            )}
          </Box>
          <Box>
            {/* The button opens the file picker: it shows focus, which a hidden file input cannot. */}
            <input
              ref={logoInput}
              id={logoInputId}
              type="file"
              name="logo"
              accept={LOGO_TYPES.join(',')}
              onChange={chooseLogo}
              disabled={saving}
              hidden
              aria-label={t('admin.partners.logo')}
            />
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={saving}
              onClick={() => logoInput.current?.click()}
              aria-describedby={`${logoInputId}-help`}
            >
              {t(logo ? 'admin.partners.changeLogo' : 'admin.partners.chooseLogo')}
            </Button>
            {logo && (
              <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-all' }} dir="auto">
                {logo.name}
              </Typography>
            )}
            <FormHelperText id={`${logoInputId}-help`} error={Boolean(errors.logo)}>
              {errors.logo ?? t('admin.partners.logoHint')}
            </FormHelperText>
          </Box>
        </Box>
        {field('description', { multiline: true, minRows: 2 })}
        {field('contact_email', { type: 'email', autoComplete: 'off', slotProps: LTR_INPUT })}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('discount_code', { slotProps: LTR_INPUT })}
          {field('discount_amount', { type: 'number', slotProps: { htmlInput: { dir: 'ltr', min: 0, step: 'any', inputMode: 'decimal' } } })}
        </Box>
        {field('account_id', { required: true, slotProps: LTR_INPUT })}
        {saving && (
          <Box role="status">
            <LinearProgress variant="determinate" value={progress} aria-label={t('admin.partners.progress')} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {intl.formatMessage({ id: 'admin.partners.uploading' }, { percent: progress })}
            </Typography>
          </Box>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton variant="contained" disabled={saving}>
            {t(saving ? 'admin.partners.saving' : 'admin.partners.add')}
          </SubmitButton>
        </Box>
      </Box>
    </Paper>
  );
}
