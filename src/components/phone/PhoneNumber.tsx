import { formatPhone } from '../../i18n/phone';

/**
 * A phone number as people write it ("(613) 555-0177"), read left to right in every language:
 * without its own direction an Arabic line draws "+16135550142" as "16135550142+". On one line.
 * Only for lazily loaded screens, as src/i18n/phone.ts.
 */
export function PhoneNumber({ value }: { value: string }) {
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {formatPhone(value)}
    </bdi>
  );
}
