import type { IntlShape } from 'react-intl';
import { isEmail } from '../../../components/forms/serverFieldErrors';

/** What is wrong with a typed email, in the reader's language, or undefined when it reads as one. */
export function emailProblem(intl: IntlShape, email: string): string | undefined {
  if (!email) return intl.formatMessage({ id: 'form.emailRequired' });
  return isEmail(email) ? undefined : intl.formatMessage({ id: 'form.emailInvalid' });
}
