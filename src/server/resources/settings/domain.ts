import type { components } from '../../../contract/generated/openapi.gen';
import { updateVersioned } from '../../db/versions';
import type { SchoolSettings } from '../../db/schema';
import type { Executor } from '../../domain/errors';
import { inTransaction } from '../../domain/transaction';
import { writtenRow } from '../../domain/versionedWrite';
import { readSettings } from './repository';

type SettingsInput = components['schemas']['SettingsInput'];

export { readSettings };

/** Writes the whole settings record as a new version (onto `expected_updated_at` when given): ConflictError('changedMeanwhile'). */
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
  };
  return writtenRow(await inTransaction(db, (trx) => updateVersioned(trx, 'school_settings', 1, columns, input.expected_updated_at)));
}
