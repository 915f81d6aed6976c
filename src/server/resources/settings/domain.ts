import type { components } from '../../../contract/generated/openapi.gen';
import { updateVersioned } from '../../db/versions';
import type { SchoolSettings } from '../../db/schema';
import { InvalidError, type Executor } from '../../domain/errors';
import type { Key } from './messages';
import { inTransaction } from '../../domain/transaction';
import { writtenRow } from '../../domain/versionedWrite';
import { settleOpenCourses } from '../courses/progress';
import { readSettings } from './repository';

type SettingsInput = components['schemas']['SettingsInput'];

/** The BDE course's rules: each a whole number the office may change, stored under its own name. */
export const BDE_RULES = [
  'bde_class_hours',
  'bde_in_car_hours',
  'bde_home_link_hours',
  'bde_pass_percent',
  'bde_class_hours_per_day',
  'bde_in_car_hours_per_day',
  'bde_in_car_hours_on_full_class_day',
  'bde_in_car_months',
  'bde_at_risk_weeks',
  'bde_idle_weeks',
  'bde_retention_years',
] as const satisfies readonly (keyof SettingsInput & keyof SchoolSettings)[];

/** The rules that decide whether a course is complete. */
const COMPLETION_RULES = ['bde_class_hours', 'bde_in_car_hours', 'bde_home_link_hours', 'bde_pass_percent'] as const;

export type BdeRules = Record<(typeof BDE_RULES)[number], number>;

/** The BDE rules of a settings record. */
export const bdeRulesOf = (row: SchoolSettings): BdeRules => Object.fromEntries(BDE_RULES.map((rule) => [rule, row[rule]])) as BdeRules;

export { readSettings };

/**
 * Writes the whole settings record as a new version (onto `expected_updated_at` when given):
 * ConflictError('changedMeanwhile'); InvalidError when the in-car hours on a full class day would exceed those of any day.
 */
export async function updateSettings(db: Executor, input: SettingsInput): Promise<SchoolSettings> {
  const columns = {
    legal_name: input.legal_name.trim(),
    address: input.address.trim(),
    // Receipts print the number one way, however it was typed ("123456789 RT 0001").
    hst_number: input.hst_number.replace(/ /g, ''),
    hst_rate_bp: input.hst_rate_bp,
    payment_instructions_en: input.payment_instructions.en.trim(),
    payment_instructions_fr: (input.payment_instructions.fr ?? '').trim(),
    payment_instructions_ar: (input.payment_instructions.ar ?? '').trim(),
    hold_minutes: input.hold_minutes,
    pay_at_school_enabled: input.pay_at_school_enabled ? 1 : 0,
    ...(input.lesson_cancel_cutoff_hours === undefined ? {} : { lesson_cancel_cutoff_hours: input.lesson_cancel_cutoff_hours }),
    ...(input.app_store_url === undefined ? {} : { app_store_url: input.app_store_url.trim() }),
    ...(input.google_play_url === undefined ? {} : { google_play_url: input.google_play_url.trim() }),
    ...(input.office_locale === undefined ? {} : { office_locale: input.office_locale }),
    ...(input.waitlist_offer_hours === undefined ? {} : { waitlist_offer_hours: input.waitlist_offer_hours }),
    ...(input.lesson_offer_minutes === undefined ? {} : { lesson_offer_minutes: input.lesson_offer_minutes }),
    ...(input.sms_quiet_start === undefined ? {} : { sms_quiet_start: input.sms_quiet_start }),
    ...(input.sms_quiet_end === undefined ? {} : { sms_quiet_end: input.sms_quiet_end }),
    ...(input.sms_segment_price_millicents === undefined ? {} : { sms_segment_price_millicents: input.sms_segment_price_millicents }),
    ...Object.fromEntries(BDE_RULES.flatMap((rule) => (input[rule] === undefined ? [] : [[rule, input[rule]]]))),
  };
  return writtenRow(
    await inTransaction(db, async (trx) => {
      // A rule left out keeps its stored value: the pair is checked as it will be stored.
      const current = await readSettings(trx);
      const perDay = input.bde_in_car_hours_per_day ?? current.bde_in_car_hours_per_day;
      const onFullClassDay = input.bde_in_car_hours_on_full_class_day ?? current.bde_in_car_hours_on_full_class_day;
      if (onFullClassDay > perDay)
        throw new InvalidError<Key>({ bde_in_car_hours_on_full_class_day: { key: 'fullClassDayAbovePerDay', values: { hours: perDay } } });
      const written = await updateVersioned(trx, 'school_settings', 1, columns, input.expected_updated_at);
      // The hours and pass mark a course needs may have changed: courses ready or not are settled again.
      if (COMPLETION_RULES.some((rule) => input[rule] !== undefined && input[rule] !== current[rule])) await settleOpenCourses(trx);
      return written;
    }),
  );
}
