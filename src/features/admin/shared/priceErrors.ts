import { amountCents, isAmount } from '../../../contract/amount';
import type { MessageId } from '../../../i18n/messages';

/**
 * The form's checks of a displayed price and its optional original price (the server's own): the
 * price is required, both are amounts in dollars, the original above the price. Messages by field.
 */
export function priceErrors(
  price: string,
  original: string,
  t: (id: MessageId) => string,
  fields: { price: string; original: string } = { price: 'price', original: 'original_price' },
): Record<string, string | undefined> {
  const typed = price.trim();
  const was = original.trim();
  const priceError = !typed ? t('admin.services.priceRequired') : isAmount(typed) ? undefined : t('admin.prices.notAmount');
  let originalError: string | undefined;
  if (was && !isAmount(was)) originalError = t('admin.prices.originalNotAmount');
  else if (was && !priceError && amountCents(was) <= amountCents(typed)) originalError = t('admin.prices.originalNotAbove');
  return { [fields.price]: priceError, [fields.original]: originalError };
}
