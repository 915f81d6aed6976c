import type { Kysely, Transaction } from 'kysely';
import type { Engine } from '../db/connect';
import type { Database, OutboxRow } from '../db/schema';
import type { Lang } from '../http/i18n';
import { smsSize } from '../../contract/smsSegments';
import { nextSendable, type QuietHours } from '../sms/quietHours';
import { PermanentSmsError, type SmsTransport } from '../sms/transport';
import type { MailAttachment, MailTransport, OutgoingMail } from './mailer';

type Db = Kysely<Database> | Transaction<Database>;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxTiming {
  /** How often due rows are looked for without a wake-up (other servers' rows, lapsed claims). */
  pollMs: number;
  /** The first retry's delay; each further one doubles it, up to `maxDelayMs`. */
  retryBaseMs: number;
  maxDelayMs: number;
  /** Attempts after which a row is marked failed. */
  maxAttempts: number;
  /** How long a claimed row is left to its sender before another may take it (a crashed sender). */
  leaseMs: number;
  /** Rows claimed (and delivered in parallel) at a time. */
  batchSize: number;
}

const DEFAULT_OUTBOX_TIMING: OutboxTiming = {
  pollMs: 5_000,
  retryBaseMs: 10_000,
  maxDelayMs: 60 * 60 * 1000,
  maxAttempts: 10,
  leaseMs: 5 * 60 * 1000,
  batchSize: 10,
};

/**
 * The one way mail leaves the product. A mail is a row of mail_outbox written in the transaction of
 * the event that causes it (`queue`), so it exists exactly when the event was committed; a sender
 * in the server process delivers due rows after commit (`wake`, plus a poll), retries failures
 * with exponential back-off and marks each row sent. No transaction is open while a mail travels.
 *
 * A row is claimed before delivery by one UPDATE that sets it `sending` until a lease ends
 * (PostgreSQL: its candidates are locked FOR UPDATE SKIP LOCKED; SQLite: the statement runs inside
 * its single writer), so two senders, in one server or several, never take the same row. Only a
 * sender dying between the SMTP server's acceptance and the row's marking sends a mail twice,
 * after the lease.
 *
 * Text messages (SMS) are rows of the same table (`channel` `sms`, `text`), not a second queue: a
 * text must exist exactly when its event committed, go out after the commit, survive restarts and
 * be taken by one sender of many, which is what this table and its claim already guarantee, and
 * one sender loop means one set of timers, leases and back-offs to get right. What differs is
 * decided per row as it leaves: the quiet hours, the moment after which it is not worth sending,
 * the consent checked again, and the provider's message id kept for its status callbacks.
 */
export interface MailOutbox {
  /** Writes the mail in the caller's transaction; call `wake()` after the commit. */
  queue(db: Db, mail: OutgoingMail): Promise<void>;
  /**
   * Writes a text in the caller's transaction when its recipient has a verified number and opted
   * in (else nothing): due at once, or at the end of the quiet hours. Whether one was written.
   */
  text(db: Db, text: TextRequest): Promise<boolean>;
  /** Delivers due mail now (after a commit that queued some). */
  wake(): void;
  /**
   * Runs mail-making work after the answer is sent, so its duration does not show in the answer
   * (its errors are logged); `flush` and `stop` wait for it.
   */
  background(task: () => Promise<void>): void;
  /** Starts delivering (the database is migrated by then). */
  start(): void;
  /** Waits for background work, then delivers every due mail (tests). */
  flush(): Promise<void>;
  /** Stops the timers and waits for the delivery under way (before the database closes). */
  stop(): Promise<void>;
}

export interface OutboxOptions {
  db: Kysely<Database>;
  engine: Engine;
  transport: MailTransport;
  log: Log;
  timing?: Partial<OutboxTiming>;
  /** Text messages; without them `text` queues nothing. */
  texts?: TextChannel;
}

/**
 * A text message to queue. Its words are made in the recipient's language, which only the
 * consent's owner decides; `to` and `code` are for the phone's own verification code only, the
 * one text sent to a number not yet verified.
 */
export interface TextRequest {
  userId: number;
  kind: string;
  /** The lesson or offer it is about: the replies C, X and YES act on it. */
  refId?: number;
  /** Dropped, not sent, when still waiting then (a reminder after its lesson started, an offer after it ran out). */
  sendBefore?: string;
  /** Marketing is never texted to a student under 18 (CASL and the school's rule); lessons are service. */
  purpose?: 'service' | 'marketing';
  body: (lang: Lang) => string;
  to?: string;
  code?: string;
  lang?: Lang;
}

/** Who may be texted, decided by the consents (src/server/sms/consent.ts). */
export interface TextPolicy {
  /** The recipient's verified number and language when they may get this text, else null. */
  recipient(db: Db, request: TextRequest): Promise<{ phone: string; lang: Lang } | null>;
  /** Checked again as the text leaves: a STOP received since it was queued drops it. */
  stillWanted(db: Db, row: OutboxRow): Promise<boolean>;
  /** The carrier reports the number unsubscribed (a STOP sent to it): recorded as a STOP. */
  optedOut(db: Db, row: OutboxRow): Promise<void>;
}

export interface TextChannel {
  transport: SmsTransport;
  policy: TextPolicy;
  /** The school's quiet hours as set now: read once per sending pass, and when a text is queued. */
  quietHours: (db: Db) => Promise<QuietHours>;
  /** Kinds that answer what the person just did (the code they asked for): sent in the quiet hours too. */
  anyHour: ReadonlySet<string>;
}

type Row = Awaited<ReturnType<typeof claimDue>>[number];

/** Claims up to `limit` due rows (pending and due, or sending with a lapsed lease) for one sender. */
export async function claimDue(db: Kysely<Database>, engine: Engine, limit: number, leaseMs: number) {
  const now = new Date();
  const nowIso = now.toISOString();
  const due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', nowIso)]),
        eb.and([eb('status', '=', 'sending'), eb('locked_until', '<=', nowIso)]),
      ]),
    )
    .orderBy('id')
    .limit(limit);
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ status: 'sending', locked_until: new Date(now.getTime() + leaseMs).toISOString(), attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', engine === 'postgres' ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .execute();
}

export function createMailOutbox(options: OutboxOptions): MailOutbox {
  const { db, engine, transport, log, texts } = options;
  const timing = { ...DEFAULT_OUTBOX_TIMING, ...options.timing };
  const tasks = new Set<Promise<void>>();
  let started = false;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;

  /** Wakes the sender at `at` (ms) unless an earlier wake-up is planned. */
  const wakeAt = (at: number) => {
    if (stopped || at >= timerAt) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(
      () => {
        timerAt = Infinity;
        wake();
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
  };

  /** A failed attempt: retried after a back-off (a text never inside the quiet hours), or given up. */
  const retryLater = async (row: Row, error: unknown, permanent = false, quiet?: QuietHours) => {
    const message = error instanceof Error ? error.message : String(error);
    const failed = permanent || row.attempts >= timing.maxAttempts;
    const delay = Math.min(timing.retryBaseMs * 2 ** (row.attempts - 1), timing.maxDelayMs);
    let next = Date.now() + delay;
    if (quiet && !texts?.anyHour.has(row.kind ?? '')) next = nextSendable(new Date(next), quiet).getTime();
    await db
      .updateTable('mail_outbox')
      .set({ status: failed ? 'failed' : 'pending', next_attempt_at: new Date(next).toISOString(), locked_until: null, last_error: message.slice(0, 1000) })
      .where('id', '=', row.id)
      .execute();
    if (failed) log.error({ mailId: row.id, channel: row.channel, to: row.to_address, attempts: row.attempts, err: error }, 'mail not delivered: given up');
    else {
      log.warn({ mailId: row.id, channel: row.channel, attempts: row.attempts, retryInMs: next - Date.now(), err: error }, 'mail not delivered: will retry');
      wakeAt(next);
    }
  };

  const deliverMail = async (row: Row) => {
    try {
      await transport.deliver({
        to: row.to_address,
        subject: row.subject,
        text: row.body,
        ...(row.code ? { code: row.code } : {}),
        ...(row.attachments ? { attachments: JSON.parse(row.attachments) as MailAttachment[] } : {}),
      });
    } catch (error) {
      await retryLater(row, error);
      return;
    }
    // The body may carry a code: it is not kept once the mail is out.
    await db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: new Date().toISOString(), locked_until: null, last_error: null, body: '', code: null })
      .where('id', '=', row.id)
      .execute();
  };

  const drop = (row: Row, why: string) =>
    db.updateTable('mail_outbox').set({ status: 'dropped', locked_until: null, last_error: why }).where('id', '=', row.id).execute();

  /*
   * A text is checked again as it leaves: the quiet hours (a retry, or a row queued before the
   * setting changed, claimed at night goes back to wait, its attempt not counted), its moment
   * (`send_before`) and its recipient's consent (a STOP since it was queued drops it).
   */
  const deliverText = async (row: Row, texts: TextChannel, quiet: QuietHours) => {
    const now = new Date();
    const sendable = texts.anyHour.has(row.kind ?? '') ? now : nextSendable(now, quiet);
    if (sendable > now) {
      await db
        .updateTable('mail_outbox')
        .set((eb) => ({ status: 'pending', next_attempt_at: sendable.toISOString(), locked_until: null, attempts: eb('attempts', '-', 1) }))
        .where('id', '=', row.id)
        .execute();
      wakeAt(sendable.getTime());
      return;
    }
    if (row.send_before && row.send_before <= now.toISOString()) return void (await drop(row, 'its moment passed before it could be sent'));
    if (!(await texts.policy.stillWanted(db, row))) return void (await drop(row, 'the recipient no longer takes texts'));
    let sent;
    try {
      sent = await texts.transport.send({ to: row.to_address, body: row.body, ...(row.code ? { code: row.code } : {}) });
    } catch (error) {
      if (error instanceof PermanentSmsError && error.optedOut) await texts.policy.optedOut(db, row);
      await retryLater(row, error, error instanceof PermanentSmsError, quiet);
      return;
    }
    // A text's words stay for the office's conversation, but for a code's.
    await db
      .updateTable('mail_outbox')
      .set({
        status: 'sent',
        sent_at: new Date().toISOString(),
        locked_until: null,
        last_error: null,
        provider_id: sent.id,
        provider_status: sent.status,
        ...(row.code || texts.anyHour.has(row.kind ?? '') ? { body: '', code: null } : {}),
      })
      .where('id', '=', row.id)
      .execute();
  };

  const drain = async () => {
    // The school's quiet hours, read once a pass, when its first text is claimed: a change in the settings holds the next pass's texts.
    let quiet: Promise<QuietHours> | undefined;
    const deliver = async (row: Row) => {
      if (row.channel !== 'sms') return deliverMail(row);
      if (!texts) return retryLater(row, new Error('texts are not configured in this process'));
      return deliverText(row, texts, await (quiet ??= texts.quietHours(db)));
    };
    for (;;) {
      const rows = await claimDue(db, engine, timing.batchSize, timing.leaseMs);
      await Promise.all(rows.map((row) => deliver(row).catch((error) => log.error({ mailId: row.id, err: error }, 'mail outbox: marking failed'))));
      if (rows.length < timing.batchSize || stopped) return;
    }
  };

  /*
   * When to look again: at the earliest retry still pending, else after the poll interval. A retry's
   * own timer is not enough: a timer can fire a moment before the row is due (millisecond
   * rounding), find nothing, and the row would then wait for the poll.
   */
  const nextWake = async () => {
    const poll = Date.now() + timing.pollMs;
    try {
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.min('next_attempt_at').as('due'))
        .where('status', '=', 'pending')
        .executeTakeFirst();
      const due = row?.due ? Date.parse(String(row.due)) : NaN;
      // Never sooner than a few ms: a due row another sender holds locked is retried, not spun on.
      return Number.isFinite(due) ? Math.max(Math.min(due, poll), Date.now() + 5) : poll;
    } catch (error) {
      log.error({ err: error }, 'mail outbox: reading the next retry failed');
      return poll;
    }
  };

  function wake() {
    if (!started || stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      for (;;) {
        do {
          again = false;
          try {
            await drain();
          } catch (error) {
            log.error({ err: error }, 'mail outbox: claiming failed');
          }
        } while (again && !stopped);
        const next = await nextWake();
        if (again && !stopped) continue;
        running = null;
        wakeAt(next);
        return;
      }
    })();
  }

  const settle = async () => {
    while (tasks.size > 0) await Promise.allSettled([...tasks]);
  };

  return {
    async queue(trx, mail) {
      const now = new Date().toISOString();
      await trx
        .insertInto('mail_outbox')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          body: mail.text,
          // With SMTP nobody reads codes from the outbox: the row does not keep one.
          code: transport.recordsCodes ? (mail.code ?? null) : null,
          attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
          next_attempt_at: now,
          created_at: now,
        })
        .execute();
    },
    async text(trx, request) {
      if (!texts) return false;
      const recipient = request.to ? { phone: request.to, lang: request.lang ?? 'en' } : await texts.policy.recipient(trx, request);
      if (!recipient) return false;
      const now = new Date();
      const due = texts.anyHour.has(request.kind) ? now : nextSendable(now, await texts.quietHours(trx));
      if (request.sendBefore && request.sendBefore <= due.toISOString()) return false;
      const body = request.body(recipient.lang);
      await trx
        .insertInto('mail_outbox')
        .values({
          channel: 'sms',
          to_address: recipient.phone,
          subject: '',
          body,
          segments: smsSize(body).segments,
          code: texts.transport.recordsCodes ? (request.code ?? null) : null,
          attachments: null,
          user_id: request.userId,
          kind: request.kind,
          ref_id: request.refId ?? null,
          send_before: request.sendBefore ?? null,
          next_attempt_at: due.toISOString(),
          created_at: now.toISOString(),
        })
        .execute();
      return true;
    },
    wake,
    background(task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error) => log.error({ err: error }, 'mail outbox: background work failed'))
        .finally(() => tasks.delete(done));
      tasks.add(done);
    },
    start() {
      started = true;
      // Rows left by an earlier run (or another server) go out now.
      wake();
    },
    async flush() {
      await settle();
      wake();
      while (running) await running;
    },
    async stop() {
      await settle();
      stopped = true;
      clearTimeout(timer);
      while (running) await running;
    },
  };
}
