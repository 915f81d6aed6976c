import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import {
  useConfirmMyTextsMutation,
  useGetMyAccountQuery,
  useGetMyTextsQuery,
  useSendMyPhoneCodeMutation,
  useStopMyTextsMutation,
  type Texts,
} from '../../../api/signedInApi';
import { Notice } from '../../../components/feedback/Notice';
import { ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { TextInput } from '../../../components/forms/TextInput';
import { useSubmit } from '../../../components/forms/useSubmit';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { formatPhone } from '../../../i18n/phone';
import { CUSTOMER_TOAST_MS } from '../shared/customerFlow';
import { AccountSection } from './AccountSection';

const TOAST = { autoHideDuration: CUSTOMER_TOAST_MS };

/**
 * Texts are opt-in only (CASL): an unticked box, then the mobile number verified by a code texted
 * to it; confirming the code with the box ticked is the consent, which the server records with
 * this box's wording in the language shown. Turned off here or by replying STOP.
 */
export function TextsSection() {
  const intl = useIntl();
  const { data, isLoading, isError, refetch } = useGetMyTextsQuery();
  const texts = data?.data;
  let body;
  if (isError) body = <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'account.texts.loadFailed' })}</ErrorNotice>;
  else if (isLoading || !texts) body = <LoadingText>{intl.formatMessage({ id: 'booking.loading' })}</LoadingText>;
  else body = texts.opted_in ? <TextsOn texts={texts} /> : <OptIn texts={texts} />;
  return (
    <AccountSection id="texts" titleId="account.texts.title">
      {body}
    </AccountSection>
  );
}

/** A number shown left to right inside any text, Arabic too. */
const phoneText = (phone: string) => (
  <bdi key="phone" dir="ltr">
    {formatPhone(phone)}
  </bdi>
);

function TextsOn({ texts }: { texts: Texts }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [stop] = useStopMyTextsMutation();
  const stopping = useSubmit(stop, { successMessage: (answer) => answer.message ?? '', toastOptions: TOAST });
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{intl.formatMessage({ id: 'account.texts.on' }, { phone: phoneText(texts.phone_number ?? '') })}</Typography>
      {texts.consented_at && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intl.formatMessage({ id: 'account.texts.since' }, { date: formatDate(texts.consented_at, locale, { dateStyle: 'long' }) })}
        </Typography>
      )}
      <Button variant="outlined" disabled={stopping.isSubmitting} onClick={() => void stopping.submit()}>
        {intl.formatMessage({ id: 'account.texts.turnOff' })}
      </Button>
    </Box>
  );
}

function OptIn({ texts }: { texts: Texts }) {
  const intl = useIntl();
  const account = useGetMyAccountQuery().data?.data;
  const [agreed, setAgreed] = useState(false);
  const [phone, setPhone] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [sendCode] = useSendMyPhoneCodeMutation();
  const [confirm] = useConfirmMyTextsMutation();
  const sending = useSubmit(sendCode, {
    validate: ({ phoneCodeInput }) => ({ phone_number: phoneCodeInput.phone_number.trim() ? undefined : intl.formatMessage({ id: 'signup.required' }) }),
    toastOptions: TOAST,
  });
  const confirming = useSubmit(confirm, {
    validate: ({ textsConfirmInput }) => ({ code: textsConfirmInput.code.trim() ? undefined : intl.formatMessage({ id: 'signup.required' }) }),
    successMessage: (answer) => answer.message ?? '',
    toastOptions: TOAST,
  });
  // The profile's number until the student types another.
  const shownPhone = phone ?? (account?.phone_number ? formatPhone(account.phone_number) : '');
  const requestCode = (event: FormEvent) => {
    event.preventDefault();
    void sending.submit({ phoneCodeInput: { phone_number: shownPhone } });
  };
  const confirmCode = (event: FormEvent) => {
    event.preventDefault();
    void confirming.submit({ textsConfirmInput: { code: code.trim(), consent: true } });
  };
  const failure = sending.failure ?? confirming.failure;
  return (
    <Box sx={{ maxWidth: 560 }}>
      {failure && <Notice tone="error">{failure}</Notice>}
      {/* A verified number with texts off: they were turned off here or by a STOP; ticking the box again resumes them. */}
      {texts.phone_number && (
        <Typography sx={{ mb: 1 }}>{intl.formatMessage({ id: 'account.texts.off' }, { phone: phoneText(texts.phone_number) })}</Typography>
      )}
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mb: 1, '& .MuiCheckbox-root': { mt: -1 } }}
        control={
          <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} slotProps={{ input: { 'aria-describedby': 'texts-help' } }} />
        }
        label={intl.formatMessage({ id: 'account.texts.consent' })}
      />
      <FormHelperText id="texts-help" sx={{ mt: -1, mb: 2 }}>
        {intl.formatMessage({ id: 'account.texts.help' })}
      </FormHelperText>
      {agreed && (
        <>
          <Box component="form" noValidate onSubmit={requestCode} sx={{ mb: 2 }}>
            <Box sx={{ mb: 1 }}>
              <TextInput
                name="phone_number"
                type="tel"
                label={intl.formatMessage({ id: 'account.texts.phone' })}
                value={shownPhone}
                onChange={(event) => setPhone(event.target.value)}
                error={Boolean(sending.fieldErrors.phone_number)}
                helperText={sending.fieldErrors.phone_number}
                autoComplete="tel"
                slotProps={{ htmlInput: { dir: 'ltr' } }}
                required
                fullWidth
              />
            </Box>
            <Button type="submit" variant={texts.pending_phone ? 'outlined' : 'contained'} disabled={sending.isSubmitting}>
              {intl.formatMessage({ id: sending.isSubmitting ? 'account.texts.sending' : 'account.texts.sendCode' })}
            </Button>
          </Box>
          {texts.pending_phone && (
            <Box component="form" noValidate onSubmit={confirmCode}>
              <Typography sx={{ mb: 1 }} role="status">
                {intl.formatMessage({ id: 'account.texts.codeSent' }, { phone: phoneText(texts.pending_phone) })}
              </Typography>
              <Box sx={{ mb: 1 }}>
                <TextInput
                  name="code"
                  label={intl.formatMessage({ id: 'account.texts.code' })}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  error={Boolean(confirming.fieldErrors.code)}
                  helperText={confirming.fieldErrors.code}
                  autoComplete="one-time-code"
                  slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
                  required
                  fullWidth
                />
              </Box>
              <Button type="submit" variant="contained" disabled={confirming.isSubmitting}>
                {intl.formatMessage({ id: 'account.texts.confirm' })}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
