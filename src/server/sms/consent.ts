import { torontoDay } from '../../contract/torontoTime';
import type { SmsConsentAction } from '../db/schema';
import type { Executor } from '../domain/errors';
import type { TextPolicy } from '../mail/outbox';

/** Texts that answer what the person just did on the site: sent at any hour, and to the number being verified. */
export const ANY_HOUR_KINDS: ReadonlySet<string> = new Set(['phone_code']);

/** Whether a birthday (`YYYY-MM-DD`) is at least 18 years back in Toronto's calendar; an unknown one is not. */
export function isAdult(birthday: string | null, now = new Date()): boolean {
  if (!birthday) return false;
  const today = torontoDay(now);
  const eighteenth = `${Number(birthday.slice(0, 4)) + 18}${birthday.slice(4)}`;
  return eighteenth <= today;
}

/** Whether a consent row lets texts go to its number now: verified, opted in, no STOP since. */
const takesTexts = (row: { phone: string | null; verified_at: string | null; opted_in: number; stopped_at: string | null }) =>
  row.phone !== null && row.verified_at !== null && row.opted_in === 1 && row.stopped_at === null;

/**
 * Ends every text to the student at once (a STOP, the profile's opt-out, the carrier's report):
 * the consent is marked stopped, the event recorded, and texts still waiting are dropped.
 */
export async function stopTexts(trx: Executor, userId: number, source: 'profile' | 'sms' | 'carrier', now = new Date().toISOString()): Promise<boolean> {
  const row = await trx.selectFrom('sms_consents').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row?.phone) return false;
  await trx.updateTable('sms_consents').set({ opted_in: 0, stopped_at: now, updated_at: now }).where('user_id', '=', userId).execute();
  await recordConsentEvent(trx, userId, row.phone, source === 'profile' ? 'opt_out' : 'stop', source, now);
  await trx
    .updateTable('mail_outbox')
    .set({ status: 'dropped', last_error: 'the recipient stopped texts' })
    .where('channel', '=', 'sms')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .execute();
  return true;
}

export async function recordConsentEvent(
  trx: Executor,
  userId: number,
  phone: string,
  action: SmsConsentAction,
  source: string,
  at: string,
  wording: { text: string; lang: string } | null = null,
): Promise<void> {
  await trx
    .insertInto('sms_consent_events')
    .values({ user_id: userId, phone, action, source, at, wording: wording?.text ?? null, lang: wording?.lang ?? null })
    .execute();
}

/**
 * The outbox's rules for texts: only to a verified number whose owner opted in and sent no STOP
 * since; marketing only to a student known to be 18 or older (lessons, reminders and offers are
 * service messages, which a younger student may get about their own lessons).
 */
export const textPolicy: TextPolicy = {
  async recipient(db, request) {
    const row = await db
      .selectFrom('sms_consents')
      .innerJoin('users', 'users.id', 'sms_consents.user_id')
      .select(['sms_consents.phone', 'sms_consents.verified_at', 'sms_consents.opted_in', 'sms_consents.stopped_at', 'users.email_locale', 'users.birthday'])
      .where('sms_consents.user_id', '=', request.userId)
      .executeTakeFirst();
    if (!row || !takesTexts(row)) return null;
    if (request.purpose === 'marketing' && !isAdult(row.birthday)) return null;
    return { phone: row.phone!, lang: row.email_locale };
  },
  async stillWanted(db, row) {
    if (ANY_HOUR_KINDS.has(row.kind ?? '')) return true;
    if (row.user_id === null) return false;
    const consent = await db.selectFrom('sms_consents').selectAll().where('user_id', '=', row.user_id).executeTakeFirst();
    return consent !== undefined && takesTexts(consent) && consent.phone === row.to_address;
  },
  async optedOut(db, row) {
    if (row.user_id !== null) await stopTexts(db, row.user_id, 'carrier');
  },
};
