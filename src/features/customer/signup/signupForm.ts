import type { IntlShape } from 'react-intl';
import type { AccountType, Gender, SignUpInput } from '../../../api';
import { isEmail } from '../../../components/forms/serverFieldErrors';
import type { MessageId } from '../../../i18n/messages';

export interface SignupValues {
  fName: string;
  lName: string;
  email: string;
  password: string;
  confirm: string;
  gender: Gender | '';
  type: AccountType;
  phoneNumber: string;
  birthday: string;
  city: string;
  latitude: string;
  longitude: string;
}

export const EMPTY_SIGNUP: SignupValues = {
  fName: '',
  lName: '',
  email: '',
  password: '',
  confirm: '',
  gender: '',
  type: 'student',
  phoneNumber: '',
  birthday: '',
  city: '',
  latitude: '',
  longitude: '',
};

export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

const coordinate = (value: string, limit: number) => {
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isFinite(n) && Math.abs(n) <= limit;
};

/** The signup rules: names, a valid email, password (confirmed), gender, phone, city and a valid latitude/longitude required. */
export function validateSignup(values: SignupValues, intl: IntlShape): SignupErrors {
  const t = (id: MessageId) => intl.formatMessage({ id });
  const errors: SignupErrors = {};
  if (!values.fName.trim()) errors.fName = t('signup.namesRequired');
  if (!values.lName.trim()) errors.lName = t('signup.namesRequired');
  if (!values.email.trim()) errors.email = t('form.emailRequired');
  else if (!isEmail(values.email.trim())) errors.email = t('form.emailInvalid');
  if (!values.password) errors.password = t('login.passwordRequired');
  if (values.confirm !== values.password) errors.confirm = t('signup.mismatch');
  if (!values.gender) errors.gender = t('signup.required');
  if (!values.phoneNumber.trim()) errors.phoneNumber = t('signup.required');
  if (!values.city.trim()) errors.city = t('signup.required');
  if (!coordinate(values.latitude, 90) || !coordinate(values.longitude, 180)) {
    errors.latitude = t('signup.locationRequired');
    errors.longitude = t('signup.locationRequired');
  }
  return errors;
}

/** The signup payload: trimmed texts, the birthday as "YYYY-MM-DD 00:00:00". */
export function signupPayload(values: SignupValues): SignUpInput {
  return {
    fName: values.fName.trim(),
    lName: values.lName.trim(),
    email: values.email.trim(),
    password: values.password,
    gender: values.gender as Gender,
    type: values.type,
    phoneNumber: values.phoneNumber.trim(),
    ...(values.birthday ? { birthday: `${values.birthday} 00:00:00` } : {}),
    latitude: Number(values.latitude.trim()),
    longitude: Number(values.longitude.trim()),
    city: values.city.trim(),
  };
}
