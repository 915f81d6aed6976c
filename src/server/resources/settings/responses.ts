import type { components } from '../../../contract/generated/openapi.gen';
import type { SchoolSettings } from '../../db/schema';
import { bdeRulesOf } from './domain';

/** The settings row → the spec's Settings; whether cards can be taken comes from the server's configuration. */
export function toApiSettings(row: SchoolSettings, cardPaymentsAvailable: boolean): components['schemas']['Settings'] {
  return {
    legal_name: row.legal_name,
    address: row.address,
    hst_number: row.hst_number,
    hst_rate_bp: row.hst_rate_bp,
    payment_instructions: { en: row.payment_instructions_en, fr: row.payment_instructions_fr, ar: row.payment_instructions_ar },
    hold_minutes: row.hold_minutes,
    pay_at_school_enabled: row.pay_at_school_enabled === 1,
    lesson_cancel_cutoff_hours: row.lesson_cancel_cutoff_hours,
    app_store_url: row.app_store_url,
    google_play_url: row.google_play_url,
    office_locale: row.office_locale,
    waitlist_offer_hours: row.waitlist_offer_hours,
    lesson_offer_minutes: row.lesson_offer_minutes,
    sms_quiet_start: row.sms_quiet_start,
    sms_quiet_end: row.sms_quiet_end,
    sms_segment_price_millicents: row.sms_segment_price_millicents,
    ...bdeRulesOf(row),
    card_payments_available: cardPaymentsAvailable,
    updated_at: row.updated_at,
  };
}
