import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
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
import MapIcon from '@mui/icons-material/Map';
import { useToasts } from '../../../components/feedback/toasts';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { describeFailure, extractServerErrorText, useCustomerSignUpMutation, type AccountType } from '../../../api';
import { paths } from '../../../config/paths';
import { NativeRadio } from '../../../components/forms/NativeRadio';
import { SelectInput, TextInput, type TextInputProps } from '../../../components/forms/TextInput';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useSubmit } from '../../../components/forms/useSubmit';
import { PageHeading } from '../../../components/page/PageHeading';
import type { MessageId } from '../../../i18n/messages';
import { CUSTOMER_TOAST_MS, flowState, type CustomerFlowState } from '../shared/customerFlow';
import { EMPTY_SIGNUP, signupPayload, validateSignup, type SignupErrors, type SignupValues } from './signupForm';

const GEO_TIMEOUT_MS = 10_000;
const ACCOUNT_TYPES: AccountType[] = ['student', 'teacher', 'company'];
// Addresses, numbers and coordinates read left to right in every language.
const LTR = { htmlInput: { dir: 'ltr' } };

/** Student signup: success leads to /verify with the email. */
export function SignupPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const state = flowState(useLocation().state);
  const { enqueueSnackbar } = useToasts();
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [locating, setLocating] = useState(false);
  const [mapHint, setMapHint] = useState(false);
  const [signUp] = useCustomerSignUpMutation();
  const toast = (message: string, variant: 'success' | 'error' | 'info') => enqueueSnackbar(message, { variant, autoHideDuration: CUSTOMER_TOAST_MS });
  const sending = useSubmit(signUp, {
    validate: (): SignupErrors => validateSignup(values, intl),
    failureMessage: (_, error) => {
      const failed = describeFailure(error);
      return failed.kind === 'http'
        ? (extractServerErrorText(failed.body) ?? intl.formatMessage({ id: 'signup.error' }, { status: failed.status }))
        : failed.kind === 'timeout'
          ? intl.formatMessage({ id: 'common.timeout' })
          : // The browser's own wording ("Failed to fetch") is English-only: the reader's language instead.
            intl.formatMessage({ id: 'signup.networkError' });
    },
    successMessage: intl.formatMessage({ id: 'signup.success' }),
    toastOptions: { autoHideDuration: CUSTOMER_TOAST_MS },
    onSuccess: (_, { signUpInput }) => {
      const next: CustomerFlowState = { email: signUpInput.email, redirectTo: paths.login.getHref(), from: state.from };
      navigate(paths.verify.getHref(), { state: next });
    },
  });
  const { fieldErrors: errors, setFieldErrors: setErrors, failure, isSubmitting: isLoading } = sending;

  const set = (name: keyof SignupValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));
  const field = (name: keyof SignupValues, labelId: MessageId, props: Partial<TextInputProps> = {}) => (
    <TextInput
      name={name}
      label={intl.formatMessage({ id: labelId })}
      value={values[name]}
      onChange={set(name)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      fullWidth
      {...props}
    />
  );

  const useLocationNow = () => {
    if (!('geolocation' in navigator)) {
      toast(intl.formatMessage({ id: 'signup.geoUnsupported' }), 'error');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setValues((v) => ({ ...v, latitude: position.coords.latitude.toFixed(6), longitude: position.coords.longitude.toFixed(6) }));
        setErrors((e) => ({ ...e, latitude: undefined, longitude: undefined }));
        toast(intl.formatMessage({ id: 'signup.geoPicked' }), 'success');
      },
      () => {
        setLocating(false);
        toast(intl.formatMessage({ id: 'signup.geoFailed' }), 'error');
      },
      { enableHighAccuracy: true, timeout: GEO_TIMEOUT_MS },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sending.submit({ signUpInput: signupPayload(values) });
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <PageHeading id="page.signup.title" />
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intl.formatMessage({ id: 'signup.intro' })}
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Box component="form" noValidate onSubmit={submit}>
          <Box sx={{ display: 'grid', columnGap: 2, rowGap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {field('fName', 'signup.fName', { required: true, autoComplete: 'given-name' })}
            {field('lName', 'signup.lName', { required: true, autoComplete: 'family-name' })}
            {field('email', 'form.email', { required: true, type: 'email', autoComplete: 'email', slotProps: LTR })}
            {field('phoneNumber', 'signup.phone', { required: true, type: 'tel', autoComplete: 'tel', slotProps: LTR })}
            {field('password', 'login.password', { required: true, type: 'password', autoComplete: 'new-password' })}
            {field('confirm', 'signup.confirm', { required: true, type: 'password', autoComplete: 'new-password', name: 'password_confirmation' })}
            {field('birthday', 'signup.birthday', { type: 'date', shrinkLabel: true })}
            {field('city', 'signup.city', { required: true, autoComplete: 'address-level2' })}
            <SelectInput
              name="type"
              label={intl.formatMessage({ id: 'signup.type' })}
              value={values.type}
              onChange={set('type')}
              error={Boolean(errors.type)}
              helperText={errors.type ?? ' '}
              required
              fullWidth
              options={ACCOUNT_TYPES.map((type) => ({ value: type, label: intl.formatMessage({ id: `signup.type.${type}` }) }))}
            />
            <FormControl error={Boolean(errors.gender)} required>
              <FormLabel id="signup-gender">{intl.formatMessage({ id: 'signup.gender' })}</FormLabel>
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
              {intl.formatMessage({ id: 'signup.location' })}
            </Typography>
            <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {field('latitude', 'signup.latitude', { required: true, slotProps: { htmlInput: { inputMode: 'decimal', dir: 'ltr' } } })}
              {field('longitude', 'signup.longitude', { required: true, slotProps: { htmlInput: { inputMode: 'decimal', dir: 'ltr' } } })}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button variant="outlined" startIcon={<MyLocationIcon />} onClick={useLocationNow} disabled={locating}>
                {intl.formatMessage({ id: locating ? 'signup.locating' : 'signup.useLocation' })}
              </Button>
              <Button variant="text" startIcon={<MapIcon />} aria-expanded={mapHint} onClick={() => setMapHint((shown) => !shown)}>
                {intl.formatMessage({ id: 'signup.pickOnMap' })}
              </Button>
            </Box>
            {mapHint && (
              <Alert severity="info" sx={{ mt: 1.5 }}>
                {intl.formatMessage({ id: 'signup.mapHint' })}
              </Alert>
            )}
          </Box>

          <SubmitButton variant="contained" size="large" disabled={isLoading} sx={{ mt: 3 }} fullWidth>
            {intl.formatMessage({ id: isLoading ? 'signup.sending' : 'signup.submit' })}
          </SubmitButton>
        </Box>
        <Typography sx={{ mt: 3 }}>
          {intl.formatMessage({ id: 'signup.haveAccount' })} {/* Inside a sentence a link is told apart by its underline, not its colour alone (WCAG 1.4.1). */}
          <Link component={RouterLink} to={paths.login.getHref()} state={state} underline="always">
            {intl.formatMessage({ id: 'login.submit' })}
          </Link>
        </Typography>
      </Paper>
    </Container>
  );
}
