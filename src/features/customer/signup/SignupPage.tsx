import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { useLocalizedPath } from '../../../components/navigation/useLocalizedPath';
import {
  describeFailure,
  extractServerErrorText,
  useCustomerSignUpMutation,
  useListMunicipalitiesQuery,
  type AccountType,
  type Municipality,
} from '../../../api';
import { paths } from '../../../config/paths';
import { NativeRadio } from '../../../components/forms/NativeRadio';
import { SelectInput, TextInput, type TextInputProps } from '../../../components/forms/TextInput';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useSubmit } from '../../../components/forms/useSubmit';
import { PageHeading } from '../../../components/page/PageHeading';
import { useHydrated } from '../../../components/page/useHydrated';
import type { MessageId } from '../../../i18n/messages';
import { CUSTOMER_TOAST_MS, flowState, type CustomerFlowState } from '../shared/customerFlow';
import { CityField } from './CityField';
import { nearestMunicipality } from './nearestMunicipality';
import { EMPTY_SIGNUP, signupPayload, type SignupErrors, type SignupValues } from './signupForm';
import { Notice } from '../../../components/feedback/Notice';

const GEO_TIMEOUT_MS = 10_000;
/** The form's checks (with the phone library), fetched when first needed; undefined when they cannot be: the server checks anyway. */
const loadChecks = () => import('./signupChecks').catch(() => undefined);
const ACCOUNT_TYPES: AccountType[] = ['student', 'teacher', 'company'];
// The intro speaks of the account being made: an instructor's leads to an application.
const INTRO: Record<AccountType, MessageId> = { student: 'signup.intro', teacher: 'signup.intro.teacher', company: 'signup.intro.company' };
// Addresses, numbers and coordinates read left to right in every language.
const LTR = { htmlInput: { dir: 'ltr' } };

/** Student signup: success (the same answer whether or not the email has an account) leads to /verify with the email. */
export function SignupPage() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const state = flowState(useLocation().state);
  const hydrated = useHydrated();
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [cityText, setCityText] = useState('');
  const [locating, setLocating] = useState(false);
  const [geoStatus, setGeoStatus] = useState<{ ok: boolean; text: string } | null>(null);
  // The browser's position, when the visitor asked for it.
  const [nearTo, setNearTo] = useState<{ latitude: number; longitude: number } | null>(null);
  // The list and the picker are fetched once the visitor starts on the form, not with the page.
  const [wanted, setWanted] = useState(false);
  const places = useListMunicipalitiesQuery(undefined, { skip: !wanted });
  const municipalities = places.data?.data;
  // Located before choosing a city: the nearest municipality stands for it (once the list is
  // here), with the position, more precise than its centre.
  const nearby = !values.city && nearTo && municipalities ? nearestMunicipality(municipalities, nearTo.latitude, nearTo.longitude) : undefined;
  const current: SignupValues = nearby ? { ...values, city: nearby.name } : values;
  // What the checks found in the form being sent.
  const found = useRef<SignupErrors>({});
  const [signUp] = useCustomerSignUpMutation();
  const sending = useSubmit(signUp, {
    validate: (): SignupErrors => found.current,
    failureMessage: (_, error) => {
      const failed = describeFailure(error);
      return failed.kind === 'http'
        ? (extractServerErrorText(failed.body) ?? intl.formatMessage({ id: 'signup.error' }, { status: failed.status }))
        : failed.kind === 'timeout'
          ? t('common.timeout')
          : // The browser's own wording ("Failed to fetch") is English-only: the reader's language instead.
            t('signup.networkError');
    },
    successMessage: t('signup.success'),
    toastOptions: { autoHideDuration: CUSTOMER_TOAST_MS },
    onSuccess: (_, { signUpInput }) => {
      const next: CustomerFlowState = { email: signUpInput.email, redirectTo: paths.login.getHref(), from: state.from, signedUp: true };
      navigate(localize(paths.verify.getHref()), { state: next });
    },
  });
  const { fieldErrors: errors, setFieldErrors: setErrors, failure, isSubmitting: isLoading } = sending;

  const optionLabel = (place: Municipality) => (intl.locale.startsWith('fr') && place.name_fr) || place.name;
  const chosen = municipalities?.find((place) => place.name === current.city) ?? null;
  const choose = (place: Municipality | null) => {
    setNearTo(null);
    setValues((v) => ({ ...v, city: place?.name ?? '', latitude: place ? String(place.latitude) : '', longitude: place ? String(place.longitude) : '' }));
    setErrors((e) => ({ ...e, city: undefined, latitude: undefined, longitude: undefined }));
  };

  const set = (name: keyof SignupValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));
  const field = (name: keyof SignupValues, labelId: MessageId, props: Partial<TextInputProps> = {}, help?: MessageId) => (
    <TextInput
      name={name}
      label={t(labelId)}
      value={values[name]}
      onChange={set(name)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? (help ? t(help) : ' ')}
      fullWidth
      {...props}
    />
  );

  const checkPhone = async () => {
    const typed = values.phoneNumber.trim();
    const checks = typed ? await loadChecks() : undefined;
    if (checks) setErrors((e) => ({ ...e, phoneNumber: checks.isCanadianPhone(typed) ? undefined : t('signup.phoneInvalid') }));
  };

  const locate = () => {
    setWanted(true);
    setLocating(true);
    setGeoStatus(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setValues((v) => ({ ...v, latitude: coords.latitude.toFixed(6), longitude: coords.longitude.toFixed(6) }));
        setErrors((e) => ({ ...e, city: undefined, latitude: undefined, longitude: undefined }));
        setNearTo({ latitude: coords.latitude, longitude: coords.longitude });
        setGeoStatus({ ok: true, text: t('signup.geoPicked') });
      },
      () => {
        setLocating(false);
        setGeoStatus({ ok: false, text: t('signup.geoFailed') });
      },
      { enableHighAccuracy: true, timeout: GEO_TIMEOUT_MS },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checks = await loadChecks();
    found.current = checks ? checks.validateSignup(current, intl) : {};
    await sending.submit({ signUpInput: signupPayload(current) });
  };

  const cityError = errors.city ?? errors.latitude ?? errors.longitude;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <PageHeading id="page.signup.title" />
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t(INTRO[values.type])}
        </Typography>
        {failure && <Notice tone="error">{failure}</Notice>}
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} onFocus={() => setWanted(true)} onPointerOver={() => setWanted(true)}>
          <Box sx={{ display: 'grid', columnGap: 2, rowGap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {field('fName', 'signup.fName', { required: true, autoComplete: 'given-name' })}
            {field('lName', 'signup.lName', { required: true, autoComplete: 'family-name' })}
            {field('email', 'form.email', { required: true, type: 'email', autoComplete: 'email', slotProps: LTR })}
            {/* Checked when the visitor leaves the field, with the library the server uses. */}
            <Box onBlur={() => void checkPhone()}>
              {field('phoneNumber', 'signup.phone', { required: true, type: 'tel', autoComplete: 'tel', slotProps: LTR }, 'signup.phoneHelp')}
            </Box>
            {field('password', 'login.password', { required: true, type: 'password', autoComplete: 'new-password' }, 'signup.passwordHelp')}
            {field('confirm', 'signup.confirm', { required: true, type: 'password', autoComplete: 'new-password', name: 'password_confirmation' })}
            {field('birthday', 'signup.birthday', { type: 'date', shrinkLabel: true }, 'signup.birthdayHelp')}
            <SelectInput
              name="type"
              label={t('signup.type')}
              value={values.type}
              onChange={set('type')}
              error={Boolean(errors.type)}
              helperText={errors.type ?? ' '}
              required
              fullWidth
              options={ACCOUNT_TYPES.map((type) => ({ value: type, label: intl.formatMessage({ id: `signup.type.${type}` }) }))}
            />
            <FormControl error={Boolean(errors.gender)} required>
              <FormLabel id="signup-gender">{t('signup.gender')}</FormLabel>
              <Box role="radiogroup" aria-labelledby="signup-gender" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
                {(['male', 'female'] as const).map((gender) => (
                  <Box component="label" key={gender} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 44, cursor: 'pointer' }}>
                    <NativeRadio name="gender" value={gender} checked={values.gender === gender} onChange={set('gender')} />
                    {intl.formatMessage({ id: `signup.gender.${gender}` })}
                  </Box>
                ))}
              </Box>
              <FormHelperText>{errors.gender ?? ' '}</FormHelperText>
            </FormControl>
          </Box>

          <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mt: 1 }}>
            <Typography component="legend" sx={{ px: 1, fontWeight: 600 }}>
              {t('signup.location')}
            </Typography>
            <CityField
              wanted={wanted}
              label={t('signup.city')}
              helperText={cityError ?? t(places.isError ? 'signup.citiesFailed' : 'signup.cityHelp')}
              error={Boolean(cityError) || places.isError}
              options={municipalities ?? []}
              loading={!municipalities && !places.isError}
              value={chosen}
              onChange={choose}
              inputValue={cityText}
              onInputChange={setCityText}
              optionLabel={optionLabel}
              texts={{
                loading: t('signup.citiesLoading'),
                noOptions: t('signup.citiesNone'),
                open: t('signup.citiesOpen'),
                close: t('signup.citiesClose'),
                clear: t('signup.citiesClear'),
              }}
            />
            {/* Shown once hydrated: the prerendered page cannot know whether the browser can locate. */}
            {hydrated && 'geolocation' in navigator && (
              <Button variant="outlined" startIcon={<MyLocationIcon />} onClick={locate} disabled={locating} sx={{ mt: 1 }}>
                {t(locating ? 'signup.locating' : 'signup.useLocation')}
              </Button>
            )}
            <Typography role="status" variant="body2" color={geoStatus?.ok === false ? 'error' : 'text.secondary'} sx={{ mt: 1, minHeight: '1.5em' }}>
              {geoStatus?.text}
            </Typography>
          </Box>

          <SubmitButton variant="contained" size="large" disabled={isLoading} sx={{ mt: 3 }} fullWidth>
            {t(isLoading ? 'signup.sending' : 'signup.submit')}
          </SubmitButton>
        </Box>
        <Typography sx={{ mt: 3 }}>
          {t('signup.haveAccount')} {/* Inside a sentence a link is told apart by its underline, not its colour alone (WCAG 1.4.1). */}
          <Link component={RouterLink} to={paths.login.getHref()} state={state} underline="always">
            {t('login.submit')}
          </Link>
        </Typography>
      </Paper>
    </Container>
  );
}
