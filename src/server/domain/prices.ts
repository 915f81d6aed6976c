import { amountCents, isAmount } from '../../contract/amount';

export type PriceErrorKey = 'priceRequired' | 'priceNotAmount' | 'originalPriceNotAmount' | 'originalPriceNotAbove';

/**
 * The errors of a displayed price and its optional original ("was") price, by field name: the
 * price is required, both are amounts, and an original price is more than the price (a strikethrough
 * showing the same or a lower price would mislead).
 */
export function priceErrors(price: string, originalPrice: string | null, fields: { price: string; original: string }): Record<string, PriceErrorKey> {
  const errors: Record<string, PriceErrorKey> = {};
  if (!price) errors[fields.price] = 'priceRequired';
  else if (!isAmount(price)) errors[fields.price] = 'priceNotAmount';
  if (originalPrice !== null) {
    if (!isAmount(originalPrice)) errors[fields.original] = 'originalPriceNotAmount';
    else if (!errors[fields.price] && amountCents(originalPrice) <= amountCents(price)) errors[fields.original] = 'originalPriceNotAbove';
  }
  return errors;
}
