import type { Kysely, Transaction } from 'kysely';
import type { Engine } from '../db/connect';
import type { Database } from '../db/schema';
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
 */
export interface MailOutbox {
  /** Writes the mail in the caller's transaction; call `wake()` after the commit. */
  queue(db: Db, mail: OutgoingMail): Promise<void>;
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
  const { db, engine, transport, log } = options;
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

  const deliver = async (row: Row) => {
    try {
      await transport.deliver({
        to: row.to_address,
        subject: row.subject,
        text: row.body,
        ...(row.code ? { code: row.code } : {}),
        ...(row.attachments ? { attachments: JSON.parse(row.attachments) as MailAttachment[] } : {}),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = row.attempts >= timing.maxAttempts;
      const delay = Math.min(timing.retryBaseMs * 2 ** (row.attempts - 1), timing.maxDelayMs);
      const next = Date.now() + delay;
      await db
        .updateTable('mail_outbox')
        .set({ status: failed ? 'failed' : 'pending', next_attempt_at: new Date(next).toISOString(), locked_until: null, last_error: message.slice(0, 1000) })
        .where('id', '=', row.id)
        .execute();
      if (failed) log.error({ mailId: row.id, to: row.to_address, attempts: row.attempts, err: error }, 'mail not delivered: given up');
      else {
        log.warn({ mailId: row.id, attempts: row.attempts, retryInMs: delay, err: error }, 'mail not delivered: will retry');
        wakeAt(next);
      }
      return;
    }
    // The body may carry a code: it is not kept once the mail is out.
    await db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: new Date().toISOString(), locked_until: null, last_error: null, body: '', code: null })
      .where('id', '=', row.id)
      .execute();
  };

  const drain = async () => {
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
