import type { Kysely } from 'kysely';
import { codeMatches, generateCode, hashCode } from '../../auth/codes';
import type { Database, SmsConsent, User } from '../../db/schema';
import { InvalidError, NotFoundError, TooManyAttemptsError, type Executor } from '../../domain/errors';
import { toE164 } from '../../domain/phone';
import { inTransaction } from '../../domain/transaction';
import type { MailOutbox } from '../../mail/outbox';
import { recordConsentEvent, stopTexts } from '../../sms/consent';
import { m, type Key } from './messages';

/*
 * The student's opt-in to texts (CASL: express consent, opt-in only). The number is verified
 * first, by a code texted to it (the only code ever sent by text); confirming the code with the
 * box ticked records the consent: the box's wording in the language shown, the time and the
 * source. A STOP by text or the profile's "turn off" ends it; a new opt-in or START resumes.
 */

const CODE_TTL_MS = 10 * 60_000;
const CODE_ATTEMPTS = 5;
const CODES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

type Db = Kysely<Database>;
/** The language the box was shown in (and the code's text is written in). */
type Lang = User['email_locale'];

export const consentOf = (db: Executor, userId: number) => db.selectFrom('sms_consents').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** The consent as the student sees it. */
export function textsView(row: SmsConsent | undefined) {
  const on = row !== undefined && row.opted_in === 1 && row.stopped_at === null && row.verified_at !== null;
  return {
    opted_in: on,
    phone_number: row?.verified_at ? row.phone : null,
    pending_phone: row?.code_hash && row.code_phone ? row.code_phone : null,
    consented_at: on ? row.consented_at : null,
    consent_wording: on ? row.wording : null,
  };
}

/** The phone is bound into the code's hash: a code confirms the number it was sent to and no other. */
const codeHash = (secret: Buffer, userId: number, phone: string, code: string) => hashCode(secret, userId, `${phone}:${code}`);

/**
 * Texts a verification code to `phoneInput` (InvalidError on `phone_number` when it is not a
 * number), at most 5 an hour per account (TooManyAttemptsError). A new code replaces the last.
 */
export async function sendPhoneCode(
  db: Db,
  outbox: MailOutbox,
  secret: Buffer,
  user: User,
  phoneInput: string,
  lang: Lang,
  now = new Date(),
): Promise<SmsConsent> {
  const phone = toE164(phoneInput);
  if (!phone) throw new InvalidError<Key>({ phone_number: 'phoneInvalid' });
  const code = generateCode();
  const nowIso = now.toISOString();
  return inTransaction(db, async (trx) => {
    const row = await consentOf(trx, user.id);
    const windowOpen = row?.codes_window_start && Date.parse(row.codes_window_start) > now.getTime() - HOUR_MS;
    const sent = windowOpen ? row.codes_sent : 0;
    if (sent >= CODES_PER_HOUR)
      throw new TooManyAttemptsError<Key>('tooManyCodes', undefined, Math.ceil((Date.parse(row!.codes_window_start!) + HOUR_MS - now.getTime()) / 1000));
    const values = {
      code_phone: phone,
      code_hash: codeHash(secret, user.id, phone, code),
      code_expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
      code_attempts: 0,
      codes_window_start: windowOpen ? row.codes_window_start : nowIso,
      codes_sent: sent + 1,
      updated_at: nowIso,
    };
    if (row) await trx.updateTable('sms_consents').set(values).where('user_id', '=', user.id).execute();
    else
      await trx
        .insertInto('sms_consents')
        .values({ user_id: user.id, phone: null, verified_at: null, opted_in: 0, ...values })
        .execute();
    await outbox.text(trx, { userId: user.id, kind: 'phone_code', to: phone, lang, code, body: (l) => m(l, 'codeText', { code }) });
    return (await consentOf(trx, user.id))!;
  });
}

/**
 * Checks the code texted to the pending number and, when it matches, makes that number the
 * verified one and records the opt-in (`lang`: the language the box was shown in). A wrong code
 * counts; after 5 the code is spent. InvalidError on `code` otherwise.
 */
export async function confirmTexts(db: Db, secret: Buffer, user: User, code: string, lang: Lang, now = new Date()): Promise<SmsConsent> {
  const nowIso = now.toISOString();
  const outcome = await inTransaction(db, async (trx) => {
    const row = await consentOf(trx, user.id);
    if (!row?.code_hash || !row.code_phone) return 'noCode' as const;
    const live = row.code_expires_at !== null && row.code_expires_at > nowIso && row.code_attempts < CODE_ATTEMPTS;
    if (!live || !codeMatches(secret, user.id, `${row.code_phone}:${code.trim()}`, row.code_hash)) {
      await trx
        .updateTable('sms_consents')
        .set({ code_attempts: row.code_attempts + 1, updated_at: nowIso })
        .where('user_id', '=', user.id)
        .execute();
      return 'codeInvalid' as const;
    }
    const wording = m(lang, 'consentWording');
    await trx
      .updateTable('sms_consents')
      .set({
        phone: row.code_phone,
        verified_at: nowIso,
        opted_in: 1,
        wording,
        lang,
        source: 'profile',
        consented_at: nowIso,
        stopped_at: null,
        code_phone: null,
        code_hash: null,
        code_expires_at: null,
        code_attempts: 0,
        updated_at: nowIso,
      })
      .where('user_id', '=', user.id)
      .execute();
    await recordConsentEvent(trx, user.id, row.code_phone, 'opt_in', 'profile', nowIso, { text: wording, lang });
    return (await consentOf(trx, user.id))!;
  });
  if (typeof outcome === 'string') throw new InvalidError<Key>({ code: outcome });
  return outcome;
}

/** The profile's "turn texts off": recorded with source `profile`, waiting texts dropped. */
export async function turnTextsOff(db: Db, userId: number, now = new Date().toISOString()): Promise<SmsConsent | undefined> {
  return inTransaction(db, async (trx) => {
    const row = await consentOf(trx, userId);
    if (row && row.opted_in === 1) await stopTexts(trx, userId, 'profile', now);
    return consentOf(trx, userId);
  });
}

/** The longest answer the office may text (a few segments: its cost and a phone's screen). */
export const REPLY_MAX = 480;

/**
 * The office answers a student by text: queued through the outbox (a service text, which waits
 * for the end of the quiet hours like the others) in one transaction with marking the student's
 * `unknown` texts answered. InvalidError on `body` when the student takes no texts (never opted
 * in, or texted STOP since) or the text is empty or too long: nothing is written then.
 */
export async function answerStudent(db: Db, outbox: MailOutbox, userId: number, typed: string, now = new Date().toISOString()): Promise<void> {
  const text = typed.trim();
  if (text === '') throw new InvalidError<Key>({ body: 'replyEmpty' });
  if ([...text].length > REPLY_MAX) throw new InvalidError<Key>({ body: { key: 'replyTooLong', values: { max: REPLY_MAX } } });
  await inTransaction(db, async (trx) => {
    const student = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!student) throw new NotFoundError();
    const consent = await consentOf(trx, userId);
    if (consent?.stopped_at) throw new InvalidError<Key>({ body: 'replyStopped' });
    const queued = await outbox.text(trx, { userId, kind: 'office_reply', purpose: 'service', body: () => `Drive Ontario: ${text}` });
    if (!queued) throw new InvalidError<Key>({ body: 'replyNoConsent' });
    await trx
      .updateTable('sms_inbound')
      .set({ answered_at: now })
      .where('user_id', '=', userId)
      .where('handled_as', '=', 'unknown')
      .where('answered_at', 'is', null)
      .where('received_at', '<=', now)
      .execute();
  });
}
