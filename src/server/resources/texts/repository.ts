import { sql } from 'kysely';
import { torontoMonthRange } from '../../../contract/torontoTime';
import type { components } from '../../../contract/generated/openapi.gen';
import type { Executor } from '../../domain/errors';
import type { InboundKind, SmsConsent } from '../../db/schema';

/** How many conversations and messages the office's screens get at most. */
const CONVERSATIONS = 200;
const MESSAGES = 200;
const UNKNOWN_WINDOW_MS = 30 * 86_400_000;

export interface ConversationLine {
  student: { id: number; name: string; email: string } | null;
  phone: string;
  last_body: string;
  last_handled_as: InboundKind;
  last_at: string;
  unknown_count: number;
}

/**
 * One line per sender (the student, or a number no student verified), latest first: the last
 * message received and the `unknown` ones of the last 30 days not answered since, which are the office's to answer.
 * Read in two small statements (the latest messages, then the senders' counts) rather than one
 * window query, which the two engines write differently.
 */
export async function conversations(db: Executor, now = new Date()): Promise<ConversationLine[]> {
  const recent = await db
    .selectFrom('sms_inbound')
    .leftJoin('users', 'users.id', 'sms_inbound.user_id')
    .select([
      'sms_inbound.user_id',
      'sms_inbound.from_phone',
      'sms_inbound.body',
      'sms_inbound.handled_as',
      'sms_inbound.received_at',
      'sms_inbound.answered_at',
      'users.name',
      'users.email',
    ])
    .orderBy('sms_inbound.received_at', 'desc')
    .orderBy('sms_inbound.id', 'desc')
    .limit(CONVERSATIONS * 10)
    .execute();
  const since = new Date(now.getTime() - UNKNOWN_WINDOW_MS).toISOString();
  const lines = new Map<string, ConversationLine>();
  for (const row of recent) {
    const key = row.user_id !== null ? `u${row.user_id}` : `p${row.from_phone}`;
    let line = lines.get(key);
    if (!line) {
      if (lines.size >= CONVERSATIONS) continue;
      line = {
        student: row.user_id !== null ? { id: row.user_id, name: row.name ?? '', email: row.email ?? '' } : null,
        phone: row.from_phone,
        last_body: row.body,
        last_handled_as: row.handled_as,
        last_at: row.received_at,
        unknown_count: 0,
      };
      lines.set(key, line);
    }
    if (row.handled_as === 'unknown' && row.answered_at === null && row.received_at >= since) line.unknown_count += 1;
  }
  return [...lines.values()];
}

export interface ConversationMessage {
  direction: 'in' | 'out';
  body: string;
  at: string;
  kind: string | null;
  status: TextLogStatus | null;
}

type TextConsentRecord = components['schemas']['TextConsentRecord'];

/** The consent as the office reads it: on or off, the verified number, the opt-in and the last STOP. */
export function consentRecord(row: SmsConsent | undefined): TextConsentRecord {
  return {
    opted_in: row !== undefined && row.phone !== null && row.verified_at !== null && row.opted_in === 1 && row.stopped_at === null,
    phone: row?.verified_at ? row.phone : null,
    verified_at: row?.verified_at ?? null,
    consented_at: row?.consented_at ?? null,
    source: row?.source ?? null,
    lang: row?.lang ?? null,
    stopped_at: row?.stopped_at ?? null,
  };
}

/** One student's texts both ways, oldest first (the last 200), and their consent; undefined for no such student. */
export async function conversationOf(db: Executor, userId: number, now = new Date().toISOString()) {
  const student = await db.selectFrom('users').select(['id', 'name', 'email']).where('id', '=', userId).executeTakeFirst();
  if (!student) return undefined;
  const [consent, sent, received] = await Promise.all([
    db.selectFrom('sms_consents').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('mail_outbox')
      .select(['body', 'created_at', 'sent_at', 'kind', 'status', 'attempts', 'next_attempt_at', 'provider_status'])
      .where('channel', '=', 'sms')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(MESSAGES)
      .execute(),
    db.selectFrom('sms_inbound').select(['body', 'received_at', 'handled_as']).where('user_id', '=', userId).orderBy('id', 'desc').limit(MESSAGES).execute(),
  ]);
  const messages: ConversationMessage[] = [
    ...sent.map((r) => ({ direction: 'out' as const, body: r.body, at: r.sent_at ?? r.created_at, kind: r.kind, status: logStatusOf(r, now) })),
    ...received.map((r) => ({ direction: 'in' as const, body: r.body, at: r.received_at, kind: r.handled_as, status: null })),
  ];
  messages.sort((a, b) => a.at.localeCompare(b.at));
  return { student, consent: consentRecord(consent), messages: messages.slice(-MESSAGES) };
}

export type TextLogStatus = components['schemas']['TextLogStatus'];
type TextLogEntry = components['schemas']['TextLogEntry'];

export const LOG_PAGE = 50;

/** Twilio's delivery statuses that end a text's way: the carrier's answer, beyond the outbox's `sent`. */
const DELIVERED = 'delivered';
const NOT_DELIVERED = ['undelivered'];
const FAILED_AT_CARRIER = ['failed'];

/**
 * The outbox rows of a log status. `waiting`: held for the end of the quiet hours (a row put back
 * to wait has its attempt uncounted, so none made yet); `queued`: due, or a failed attempt to be
 * retried. `sent` until Twilio reports the carrier's answer.
 */
function outboundOf(db: Executor, status: TextLogStatus | undefined, now: string) {
  let query = db.selectFrom('mail_outbox').where('mail_outbox.channel', '=', 'sms');
  if (status === 'waiting') query = query.where('status', '=', 'pending').where('attempts', '=', 0).where('next_attempt_at', '>', now);
  if (status === 'queued')
    query = query.where((eb) =>
      eb.or([eb('status', '=', 'sending'), eb.and([eb('status', '=', 'pending'), eb.or([eb('attempts', '>', 0), eb('next_attempt_at', '<=', now)])])]),
    );
  if (status === 'sent')
    query = query
      .where('status', '=', 'sent')
      .where((eb) => eb.or([eb('provider_status', 'is', null), eb('provider_status', 'not in', [DELIVERED, ...NOT_DELIVERED, ...FAILED_AT_CARRIER])]));
  if (status === 'delivered') query = query.where('status', '=', 'sent').where('provider_status', '=', DELIVERED);
  if (status === 'failed') query = query.where((eb) => eb.or([eb('status', '=', 'failed'), eb('provider_status', 'in', FAILED_AT_CARRIER)]));
  if (status === 'dropped') query = query.where((eb) => eb.or([eb('status', '=', 'dropped'), eb('provider_status', 'in', NOT_DELIVERED)]));
  return query;
}

/** The log status of one outbound row, as `outboundOf` filters them. */
function logStatusOf(row: { status: string; attempts: number; next_attempt_at: string; provider_status: string | null }, now: string): TextLogStatus {
  if (row.status === 'failed' || (row.provider_status !== null && FAILED_AT_CARRIER.includes(row.provider_status))) return 'failed';
  if (row.status === 'dropped' || (row.provider_status !== null && NOT_DELIVERED.includes(row.provider_status))) return 'dropped';
  if (row.status === 'sent') return row.provider_status === DELIVERED ? 'delivered' : 'sent';
  return row.status === 'pending' && row.attempts === 0 && row.next_attempt_at > now ? 'waiting' : 'queued';
}

/** "Twilio 30003" (a status callback) or "Twilio 21211: …" (a refusal): the code alone. */
const errorCodeOf = (lastError: string | null) => /^Twilio (\d{1,16})\b/.exec(lastError ?? '')?.[1] ?? null;

/**
 * A page of every text, both ways, newest first: the two tables' rows merged by time in one
 * statement (UNION ALL, which both engines write alike), and counted apart.
 */
export async function textLog(db: Executor, status: TextLogStatus | undefined, page: number, now = new Date().toISOString()) {
  const withOut = status !== 'received';
  const withIn = status === undefined || status === 'received';
  // A side the filter leaves out selects nothing: one statement shape for every filter.
  const outbound = outboundOf(db, withOut ? status : undefined, now)
    .$if(!withOut, (q) => q.where(sql<boolean>`1 = 0`))
    .select([
      sql<string>`'out'`.as('direction'),
      'mail_outbox.id',
      sql<string>`coalesce(mail_outbox.sent_at, mail_outbox.created_at)`.as('at'),
      sql<string>`mail_outbox.status`.as('status'),
      'mail_outbox.attempts',
      'mail_outbox.next_attempt_at',
      'mail_outbox.provider_status',
      'mail_outbox.last_error',
      sql<string | null>`mail_outbox.kind`.as('kind'),
      'mail_outbox.body',
      'mail_outbox.segments',
      'mail_outbox.to_address as phone',
      'mail_outbox.user_id',
    ]);
  const inbound = db
    .selectFrom('sms_inbound')
    .select([
      sql<string>`'in'`.as('direction'),
      'sms_inbound.id',
      'sms_inbound.received_at as at',
      sql<string>`'received'`.as('status'),
      sql<number>`0`.as('attempts'),
      'sms_inbound.received_at as next_attempt_at',
      sql<string | null>`null`.as('provider_status'),
      sql<string | null>`null`.as('last_error'),
      sql<string | null>`sms_inbound.handled_as`.as('kind'),
      'sms_inbound.body',
      sql<number | null>`null`.as('segments'),
      'sms_inbound.from_phone as phone',
      'sms_inbound.user_id',
    ])
    .$if(!withIn, (q) => q.where(sql<boolean>`1 = 0`));
  const [rows, outCount, inCount] = await Promise.all([
    db
      .selectFrom(outbound.unionAll(inbound).as('log'))
      .leftJoin('users', 'users.id', 'log.user_id')
      .selectAll('log')
      .select('users.name')
      .orderBy('log.at', 'desc')
      .orderBy('log.id', 'desc')
      .limit(LOG_PAGE)
      .offset((page - 1) * LOG_PAGE)
      .execute(),
    withOut
      ? outboundOf(db, status, now)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      : { n: 0 },
    withIn
      ? db
          .selectFrom('sms_inbound')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      : { n: 0 },
  ]);
  const total = Number(outCount.n) + Number(inCount.n);
  const entries: TextLogEntry[] = rows.map((row) => ({
    id: `${row.direction}-${row.id}`,
    direction: row.direction === 'in' ? 'in' : 'out',
    at: row.at,
    status: row.direction === 'in' ? 'received' : logStatusOf(row, now),
    provider_status: row.provider_status,
    error_code: errorCodeOf(row.last_error),
    kind: row.kind,
    body: row.body,
    segments: row.segments === null ? null : Number(row.segments),
    phone: row.phone,
    student: row.user_id === null ? null : { id: Number(row.user_id), name: row.name ?? '' },
  }));
  return { entries, meta: { current_page: page, per_page: LOG_PAGE, total, last_page: Math.max(1, Math.ceil(total / LOG_PAGE)) } };
}

/**
 * This Toronto month's texts handed to Twilio and the segments they are billed as (a row queued
 * before segments were counted counts as one), and the `unknown` texts of the last 30 days the
 * office has not answered.
 */
export async function textStats(db: Executor, now = new Date()) {
  const month = torontoMonthRange(0, now);
  const since = new Date(now.getTime() - UNKNOWN_WINDOW_MS).toISOString();
  const [sent, unanswered] = await Promise.all([
    db
      .selectFrom('mail_outbox')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>(eb.fn.coalesce('segments', sql<number>`1`)).as('segments')])
      .where('channel', '=', 'sms')
      .where('status', '=', 'sent')
      .where('sent_at', '>=', month.start)
      .where('sent_at', '<', month.end)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('sms_inbound')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('handled_as', '=', 'unknown')
      .where('answered_at', 'is', null)
      .where('received_at', '>=', since)
      .executeTakeFirstOrThrow(),
  ]);
  return { month: month.month, sent: Number(sent.n), segments: Number(sent.segments ?? 0), unanswered: Number(unanswered.n) };
}
