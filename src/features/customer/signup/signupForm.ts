import type { IntlShape } from 'react-intl';
import type { AccountType, Gender, SignUpInput } from '../../../api';
import { isEmail } from '../../../components/forms/serverFieldErrors';
import type { MessageId } from '../../../i18n/messages';
import { birthdayProblem, type BirthdayProblem } from './birthdayRule';

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

/** The shortest password the server takes (in characters, as it counts them). */
export const PASSWORD_MIN = 8;

const BIRTHDAY_MESSAGES: Record<BirthdayProblem, MessageId> = {
  invalid: 'signup.birthdayInvalid',
  notPast: 'signup.birthdayNotPast',
  tooYoung: 'signup.birthdayTooYoung',
};

const coordinate = (value: string, limit: number) => {
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isFinite(n) && Math.abs(n) <= limit;
};

/**
 * The signup rules: names, a valid email, a password of 8 characters or more (confirmed), gender,
 * phone, a city chosen from the list (it brings the coordinates) and, when given, a birthday at
 * least 16 years back in Toronto. Whether the phone number is Canadian is checked apart (its
 * library is downloaded on demand).
 */
export function validateSignup(values: SignupValues, intl: IntlShape): SignupErrors {
  const t = (id: MessageId) => intl.formatMessage({ id });
  const errors: SignupErrors = {};
  if (!values.fName.trim()) errors.fName = t('signup.namesRequired');
  if (!values.lName.trim()) errors.lName = t('signup.namesRequired');
  if (!values.email.trim()) errors.email = t('form.emailRequired');
  else if (!isEmail(values.email.trim())) errors.email = t('form.emailInvalid');
  if (!values.password) errors.password = t('login.passwordRequired');
  else if ([...values.password].length < PASSWORD_MIN) errors.password = t('signup.passwordShort');
  if (values.confirm !== values.password) errors.confirm = t('signup.mismatch');
  if (!values.gender) errors.gender = t('signup.required');
  if (!values.phoneNumber.trim()) errors.phoneNumber = t('signup.required');
  const birthday = values.birthday ? birthdayProblem(values.birthday) : undefined;
  if (birthday) errors.birthday = t(BIRTHDAY_MESSAGES[birthday]);
  if (!values.city.trim() || !coordinate(values.latitude, 90) || !coordinate(values.longitude, 180)) errors.city = t('signup.cityRequired');
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
