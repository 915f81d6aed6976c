import type { components } from '../../../contract/generated/openapi.gen';
import type { Partner } from '../../db/schema';
import { PARTNER_TEXT, parseTranslations } from '../../domain/translations';

/** What anyone may see: never the account number or the discount details. */
export const toPublicPartner = (p: Partner): components['schemas']['PublicPartner'] => ({
  id: p.id,
  name: p.name,
  logo: p.logo,
  description: p.description,
  translations: parseTranslations(PARTNER_TEXT, p.translations),
});

export const toPartner = (p: Partner): components['schemas']['Partner'] => ({
  id: p.id,
  name: p.name,
  logo: p.logo,
  description: p.description,
  translations: parseTranslations(PARTNER_TEXT, p.translations),
  contact_email: p.contact_email,
  discount_code: p.discount_code,
  discount_amount: p.discount_amount,
  account_id: p.account_id,
  updated_at: p.updated_at,
});
