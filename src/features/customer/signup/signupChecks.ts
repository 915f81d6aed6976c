import type { IntlShape } from 'react-intl';
import { isEmail } from '../../../components/forms/serverFieldErrors';
import type { MessageId } from '../../../i18n/messages';
import { birthdayProblem, type BirthdayProblem } from './birthdayRule';
import type { SignupErrors, SignupValues } from './signupForm';
import { passwordLongEnough } from '../../../components/forms/passwordRule';
import { isCanadianPhone } from '../../../i18n/phone';

/*
 * The sign-up form's checks, a download of their own fetched when first needed (the phone field
 * left, the form sent): libphonenumber-js would weigh on the sign-up page's first load. The server
 * holds the same rules and has the last word.
 */

// The sign-up page reads the phone rule from this module, which it downloads when needed.
export { isCanadianPhone };

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
 * a Canadian phone number, a city chosen from the list (it brings the coordinates) and, when
 * given, a birthday at least 16 years back in Toronto.
 */
export function validateSignup(values: SignupValues, intl: IntlShape): SignupErrors {
  const t = (id: MessageId) => intl.formatMessage({ id });
  const errors: SignupErrors = {};
  if (!values.fName.trim()) errors.fName = t('signup.namesRequired');
  if (!values.lName.trim()) errors.lName = t('signup.namesRequired');
  if (!values.email.trim()) errors.email = t('form.emailRequired');
  else if (!isEmail(values.email.trim())) errors.email = t('form.emailInvalid');
  if (!values.password) errors.password = t('login.passwordRequired');
  else if (!passwordLongEnough(values.password)) errors.password = t('signup.passwordShort');
  if (values.confirm !== values.password) errors.confirm = t('signup.mismatch');
  if (!values.gender) errors.gender = t('signup.required');
  if (!values.phoneNumber.trim()) errors.phoneNumber = t('signup.required');
  else if (!isCanadianPhone(values.phoneNumber.trim())) errors.phoneNumber = t('signup.phoneInvalid');
  const birthday = values.birthday ? birthdayProblem(values.birthday) : undefined;
  if (birthday) errors.birthday = t(BIRTHDAY_MESSAGES[birthday]);
  if (!values.city.trim() || !coordinate(values.latitude, 90) || !coordinate(values.longitude, 180)) errors.city = t('signup.cityRequired');
  return errors;
}
