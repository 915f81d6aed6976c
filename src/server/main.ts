// First: sizes libuv's thread pool before anything uses it.
import './threadPool';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { cachedSpecParser } from '../contract/cachedSpecParser';
import { setSpecParser } from '../contract/spec';
import { buildApp } from './app';
import { takeOverDiskFiles } from './blobs/openBlobs';
import { loadConfig, type Config } from './config';
import { StartupError, prepareDataDir } from './dataDir';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { oneAtATime } from './db/startupLock';
import { createStripePayments } from './payments/stripe';
import type { CardPayments } from './payments/provider';
import { bookingEnvOf } from './resources/bookings/links';
import { settleLapsedCardHolds } from './resources/bookings/stripeEvents';
import { queueLessonReminders } from './resources/lessons/reminders';
import { sweepCourses } from './resources/courses/sweep';
import { sweepWaitlists } from './resources/waitlist/domain';
import { sweepCancellationList } from './resources/cancellationList/domain';
import { sweepIdempotencyKeys } from './http/idempotency';
import { every } from './periodic';
import { seed } from './seed/seed';

/*
 * The production entry (`npm start` runs the compiled dist-server/src/server/main.js):
 * config → data directories → database → app → listen (alive, not ready) → migrations and seed
 * (admin; demo content in demo mode), one process at a time → ready → sweepers. With card
 * payments, a sweeper settles card holds past their end with Stripe; another queues the reminders
 * of lessons starting within a day; a third deletes expired idempotency keys; a fourth expires BDE
 * courses past their in-car year and mails students at each step of their course; two more offer
 * freed seats to class dates' waiting lists and free lessons to the cancellation list; each every
 * SWEEP_INTERVAL_MS (a minute by default). Each claims its work in the database, so every server
 * process may run them.
 *
 * SIGTERM (or SIGINT) drains: readiness fails at once, no new connection is accepted, requests
 * under way get SHUTDOWN_GRACE_MS to finish (each answer closes its connection), then the sweeps
 * and the mail sender's delivery under way, the database; exit 0. Past the grace, the remaining connections are
 * cut and the exit code is 1.
 */

/** Settles card holds past their end with Stripe, for a webhook that never came. */
function startCardHoldSweeper(app: FastifyInstance, cards: CardPayments, config: Config): () => Promise<void> {
  const env = bookingEnvOf(app);
  return every(config.sweepIntervalMs, () =>
    settleLapsedCardHolds(app.db, env, cards)
      .then(({ settled, failed }) => {
        if (settled > 0) app.mail.wake();
        if (failed > 0) app.log.warn({ failed }, 'Stripe could not be asked about card holds past their end; they wait for the next pass');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'settling card holds past their end failed')),
  );
}

/** Queues the reminders of lessons due one (a lesson is claimed by one pass only, whichever process runs it). */
function startLessonReminderSweeper(app: FastifyInstance, config: Config): () => Promise<void> {
  const env = bookingEnvOf(app);
  return every(config.sweepIntervalMs, () =>
    queueLessonReminders(app.db, env)
      .then((queued) => {
        if (queued > 0) app.mail.wake();
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'queueing lesson reminders failed; the next pass retries')),
  );
}

/** Expires BDE courses whose in-car year is over and mails students at each step of their course (each claimed by one pass only). */
function startCourseSweeper(app: FastifyInstance, config: Config): () => Promise<void> {
  const env = bookingEnvOf(app);
  return every(config.sweepIntervalMs, () =>
    sweepCourses(app.db, env)
      .then((queued) => {
        if (queued > 0) app.mail.wake();
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'sweeping BDE courses failed; the next pass retries')),
  );
}

/** Offers lapsed and seats freed meanwhile (a hold that ran out) go to the next student of each waiting list. */
function startWaitlistSweeper(app: FastifyInstance, config: Config): () => Promise<void> {
  const env = bookingEnvOf(app);
  return every(config.sweepIntervalMs, () =>
    sweepWaitlists(app.db, env)
      .then((offered) => {
        if (offered > 0) app.mail.wake();
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'offering freed seats to waiting lists failed; the next pass retries')),
  );
}

/** Offers of the cancellation list that ran out go to the next student, and free slots to those waiting (each offer claimed by one pass only). */
function startCancellationListSweeper(app: FastifyInstance, config: Config): () => Promise<void> {
  const env = bookingEnvOf(app);
  return every(config.sweepIntervalMs, () =>
    sweepCancellationList(app.db, env)
      .then((offered) => {
        if (offered > 0) app.mail.wake();
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'offering free lessons to the cancellation list failed; the next pass retries')),
  );
}

/** Deletes the answers kept for idempotent retries once their keys have expired. */
function startIdempotencyKeySweeper(app: FastifyInstance, config: Config): () => Promise<void> {
  return every(config.sweepIntervalMs, () =>
    sweepIdempotencyKeys(app.db)
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'deleting expired idempotency keys failed; the next pass retries')),
  );
}

async function main(): Promise<void> {
  setSpecParser(cachedSpecParser);
  // Every file and directory this process creates is its owner's only (the database, its WAL,
  // the outbox, uploads, image renderings): 0600 and 0700.
  process.umask(0o077);
  const config = loadConfig();
  prepareDataDir(config.dataDir, config.blobStore === 'disk' ? [config.uploadsDir, config.documentsDir] : []);

  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'app.db') });
  const cardPayments = config.stripe && createStripePayments({ ...config.stripe, ...config.stripe.api });
  const app = await buildApp({
    db: handle.db,
    engine: handle.engine,
    dataVersion: handle.dataVersion,
    changes: handle.changes,
    tables: handle.tables,
    config,
    cardPayments,
    starting: true,
  });
  const log = app.log;

  // The sweepers, started once the database is ready.
  const sweepers: (() => Promise<void>)[] = [];
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const graceMs = config.shutdownGraceMs;
    log.info({ signal, graceMs }, 'draining: not ready any more, no new connections; requests under way may finish');
    app.lifecycle.drain();
    const sweepersStopped = Promise.all(sweepers.map((stop) => stop()));
    let cut = false;
    const grace = setTimeout(() => {
      cut = true;
      log.warn({ graceMs }, 'requests still under way at the end of the grace period: their connections are closed');
      app.server.closeAllConnections();
    }, graceMs);
    grace.unref();
    // The last resort, should closing hang (a mail delivery that never returns).
    setTimeout(() => process.exit(1), graceMs + 5_000).unref();
    try {
      await sweepersStopped;
      await app.close();
      await handle.close();
      clearTimeout(grace);
      process.exit(cut ? 1 : 0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Listening first: liveness answers while the database is prepared, readiness once it is.
  await app.listen({ host: config.host, port: config.port });

  try {
    await oneAtATime(handle.db, handle.engine, async () => {
      const applied = await migrateToLatest(handle.db);
      if (applied.length) log.info({ migrations: applied }, 'database migrated');
      const moved = await takeOverDiskFiles(config, app.blobs);
      if (Object.keys(moved).length) log.info({ moved }, 'files left under DATA_DIR by the disk store moved into the database');
      await seed(handle.db, {
        adminEmail: config.adminEmail,
        adminPassword: config.adminPassword,
        resetAdminPassword: config.adminPasswordReset,
        uploads: app.blobs.uploads,
        documents: app.blobs.documents,
        demo: config.demo,
        log: (msg) => log.info(msg),
      });
    });
  } catch (error) {
    if (stopping) return;
    log.fatal({ err: error }, 'database setup failed');
    await handle.close();
    process.exit(1);
  }
  if (stopping) return;

  app.lifecycle.ready();
  if (cardPayments) sweepers.push(startCardHoldSweeper(app, cardPayments, config));
  sweepers.push(startLessonReminderSweeper(app, config));
  sweepers.push(startCourseSweeper(app, config));
  sweepers.push(startWaitlistSweeper(app, config));
  sweepers.push(startCancellationListSweeper(app, config));
  sweepers.push(startIdempotencyKeySweeper(app, config));
  log.info('ready');
  if (config.stripe) log.info({ api: config.stripe.api ?? 'api.stripe.com' }, 'card payments through Stripe Checkout');
  else log.info('card payments are off (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set): students pay at the school');
  const { twilio } = config.sms;
  if (twilio) log.info({ api: twilio.apiUrl ?? 'api.twilio.com' }, 'texts through Twilio');
  else log.info('texts are written to DATA_DIR/sms-outbox.jsonl (TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are not set)');

  if (config.demoAdmin) {
    log.info(config.demoAdmin, 'DEMO mode: admin sign-in at /admin/login');
  } else if (config.demo) {
    log.info({ email: config.adminEmail }, 'DEMO mode with the configured admin credential (not shown on the admin login)');
  } else if (config.adminPasswordGenerated) {
    log.warn(
      { email: config.adminEmail, password: config.adminPassword },
      'ADMIN_PASSWORD is not set: if the admin account is created on this start, it uses this generated password',
    );
  }
  if (config.adminPasswordReset) {
    log.warn(
      { email: config.adminEmail },
      'ADMIN_PASSWORD_RESET is set: the admin password was reset and its sessions ended; unset it, or every start does so again',
    );
  }
}

main().catch((error) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
