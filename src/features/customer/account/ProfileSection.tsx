import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useGetMyAccountQuery, useUpdateMyAccountMutation, type Account, type EmailLocale } from '../../../api/signedInApi';
import { Notice } from '../../../components/feedback/Notice';
import { ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { SelectInput, TextInput } from '../../../components/forms/TextInput';
import { useSubmit } from '../../../components/forms/useSubmit';
import { LOCALES } from '../../../i18n/locale';
import { customerSignedIn, selectCustomerToken } from '../../../state/authSlice';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { formatPhone, isCanadianPhone } from '../../../i18n/phone';
import { conflictCode } from '../../../api/conflictCode';
import { CUSTOMER_TOAST_MS } from '../shared/customerFlow';
import { AccountSection } from './AccountSection';

interface ProfileForm {
  first_name: string;
  last_name: string;
  phone_number: string;
  city: string;
  email_locale: EmailLocale;
}

const formOf = (account: Account): ProfileForm => ({
  first_name: account.first_name,
  last_name: account.last_name,
  // As people write it; the server reads any usual writing and stores E.164.
  phone_number: account.phone_number ? formatPhone(account.phone_number) : '',
  city: account.city ?? '',
  email_locale: account.email_locale,
});

/** The profile: name, phone, city and the language of the school's emails. */
export function ProfileSection() {
  const intl = useIntl();
  const { data, isLoading, isError, refetch } = useGetMyAccountQuery();
  const account = data?.data;
  let body;
  if (isError) body = <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'account.profile.loadFailed' })}</ErrorNotice>;
  else if (isLoading || !account) body = <LoadingText>{intl.formatMessage({ id: 'booking.loading' })}</LoadingText>;
  else body = <ProfileEditor account={account} />;
  return (
    <AccountSection id="profile" titleId="account.profile.title">
      {body}
    </AccountSection>
  );
}

/**
 * The form, filled from the profile as first read. A save names the version it was made from: a
 * profile changed meanwhile elsewhere (another tab or device) is refused, the form keeps what was
 * typed and adopts the newer version, so saving again is a deliberate choice.
 */
function ProfileEditor({ account }: { account: Account }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectCustomerToken);
  const { refetch } = useGetMyAccountQuery();
  const [form, setForm] = useState<ProfileForm>(() => formOf(account));
  const [version, setVersion] = useState(account.updated_at);
  const [stale, setStale] = useState(false);
  const [update] = useUpdateMyAccountMutation();
  const required = intl.formatMessage({ id: 'signup.required' });
  const saving = useSubmit(update, {
    validate: ({ accountInput }) => ({
      first_name: accountInput.first_name ? undefined : required,
      last_name: accountInput.last_name ? undefined : required,
      phone_number: !accountInput.phone_number
        ? required
        : isCanadianPhone(accountInput.phone_number)
          ? undefined
          : intl.formatMessage({ id: 'signup.phoneInvalid' }),
      city: accountInput.city ? undefined : required,
      email_locale: undefined,
    }),
    refused: (error) => {
      if (conflictCode(error) !== 'stale') return false;
      setStale(true);
      void refetch().then((fresh) => {
        if (fresh.data) setVersion(fresh.data.data.updated_at);
      });
      return true;
    },
    successMessage: intl.formatMessage({ id: 'account.profile.saved' }),
    toastOptions: { autoHideDuration: CUSTOMER_TOAST_MS },
    onSuccess: ({ data: saved }) => {
      setVersion(saved.updated_at);
      setForm(formOf(saved));
      // The header greets the student by their first name.
      if (token) {
        const firstName = saved.first_name.trim();
        dispatch(customerSignedIn({ token, user: { id: saved.id, firstName, fullName: `${firstName} ${saved.last_name.trim()}`, email: saved.email } }));
      }
    },
  });
  const errors = saving.fieldErrors;
  const change = (field: keyof ProfileForm) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStale(false);
    void saving.submit({
      accountInput: {
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        phone_number: form.phone_number.trim(),
        city: form.city.trim(),
        email_locale: form.email_locale,
        updated_at: version,
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1, maxWidth: 560 }}>
      {stale && <Notice tone="warning">{intl.formatMessage({ id: 'account.profile.stale' })}</Notice>}
      {saving.failure && <Notice tone="error">{saving.failure}</Notice>}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextInput
          name="first_name"
          label={intl.formatMessage({ id: 'account.profile.firstName' })}
          value={form.first_name}
          onChange={change('first_name')}
          error={Boolean(errors.first_name)}
          helperText={errors.first_name ?? ' '}
          autoComplete="given-name"
          required
          fullWidth
        />
        <TextInput
          name="last_name"
          label={intl.formatMessage({ id: 'account.profile.lastName' })}
          value={form.last_name}
          onChange={change('last_name')}
          error={Boolean(errors.last_name)}
          helperText={errors.last_name ?? ' '}
          autoComplete="family-name"
          required
          fullWidth
        />
      </Box>
      <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {intl.formatMessage({ id: 'account.profile.email' }, { email: <bdi key="email">{account.email}</bdi> })}
      </Typography>
      <TextInput
        name="phone_number"
        type="tel"
        label={intl.formatMessage({ id: 'account.profile.phone' })}
        value={form.phone_number}
        onChange={change('phone_number')}
        error={Boolean(errors.phone_number)}
        helperText={errors.phone_number ?? intl.formatMessage({ id: 'account.profile.phoneHelp' })}
        autoComplete="tel"
        required
        fullWidth
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <TextInput
        name="city"
        label={intl.formatMessage({ id: 'account.profile.city' })}
        value={form.city}
        onChange={change('city')}
        error={Boolean(errors.city)}
        helperText={errors.city ?? ' '}
        autoComplete="address-level2"
        required
        fullWidth
      />
      <SelectInput
        name="email_locale"
        label={intl.formatMessage({ id: 'account.profile.emailLocale' })}
        value={form.email_locale}
        onChange={change('email_locale')}
        error={Boolean(errors.email_locale)}
        helperText={errors.email_locale ?? ' '}
        options={LOCALES.map((locale) => ({ value: locale, label: intl.formatMessage({ id: `language.name.${locale}` }) }))}
        fullWidth
      />
      <Box>
        <Button type="submit" variant="contained" disabled={saving.isSubmitting}>
          {intl.formatMessage({ id: saving.isSubmitting ? 'account.profile.saving' : 'account.profile.save' })}
        </Button>
      </Box>
    </Box>
  );
}
