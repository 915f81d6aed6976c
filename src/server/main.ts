import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { StartupError, prepareDataDir } from './dataDir';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { createStripePayments } from './payments/stripe';
import type { CardPayments } from './payments/provider';
import { settleLapsedCardHolds } from './resources/bookings/stripeEvents';
import { queueLessonReminders } from './resources/lessons/reminders';
import { seed } from './seed/seed';

/*
 * The production entry (`npm start` runs the compiled dist-server/src/server/main.js):
 * config → data directories → database → migrations → seed (admin; demo content in demo mode) → app → listen, and a graceful
 * shutdown (stop accepting, finish requests, then close the database). With card payments, a
 * sweeper settles card holds past their end with Stripe once a minute; another queues the
 * reminders of lessons starting within a day, once a minute too.
 */

/** How often card holds past their end are settled with Stripe, for a webhook that never came. */
const CARD_HOLD_SWEEP_MS = 60_000;

function startCardHoldSweeper(app: FastifyInstance, cards: CardPayments, config: Config): () => void {
  const env = { mail: app.mail, siteOrigin: config.siteOrigin, officeEmail: config.adminEmail };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    settleLapsedCardHolds(app.db, env, cards)
      .then(({ settled, failed }) => {
        if (settled > 0) app.mail.wake();
        if (failed > 0) app.log.warn({ failed }, 'Stripe could not be asked about card holds past their end; they wait for the next pass');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'settling card holds past their end failed'))
      .finally(() => (running = false));
  }, CARD_HOLD_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** How often lessons due for their reminder are looked for (a lesson is claimed by one pass only). */
const LESSON_REMINDER_SWEEP_MS = 60_000;

function startLessonReminderSweeper(app: FastifyInstance, config: Config): () => void {
  const env = { mail: app.mail, siteOrigin: config.siteOrigin };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    queueLessonReminders(app.db, env)
      .then((queued) => {
        if (queued > 0) app.mail.wake();
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'queueing lesson reminders failed; the next pass retries'))
      .finally(() => (running = false));
  }, LESSON_REMINDER_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}

async function main(): Promise<void> {
  // Every file and directory this process creates is its owner's only (the database, its WAL,
  // the outbox, uploads, image renderings): 0600 and 0700.
  process.umask(0o077);
  const config = loadConfig();
  prepareDataDir(config.dataDir, [config.uploadsDir, config.documentsDir]);

  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'app.db') });
  const cardPayments = config.stripe && createStripePayments({ ...config.stripe, ...config.stripe.api });
  const app = await buildApp({ db: handle.db, engine: handle.engine, dataVersion: handle.dataVersion, changes: handle.changes, config, cardPayments });
  const log = app.log;

  try {
    const applied = await migrateToLatest(handle.db);
    if (applied.length) log.info({ migrations: applied }, 'database migrated');
    await seed(handle.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      uploadsDir: config.uploadsDir,
      documentsDir: config.documentsDir,
      demo: config.demo,
      log: (msg) => log.info(msg),
    });
  } catch (error) {
    log.fatal({ err: error }, 'database setup failed');
    await handle.close();
    process.exit(1);
  }

  const stopSweeper = cardPayments ? startCardHoldSweeper(app, cardPayments, config) : undefined;
  const stopReminders = startLessonReminderSweeper(app, config);
  if (config.stripe) log.info({ api: config.stripe.api ?? 'api.stripe.com' }, 'card payments through Stripe Checkout');
  else log.info('card payments are off (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set): students pay at the school');

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

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    stopSweeper?.();
    stopReminders();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
