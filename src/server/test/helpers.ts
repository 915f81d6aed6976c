import type { CardPayments } from '../payments/provider';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type TableMetadata } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app';
import { hashPassword } from '../auth/password';
import { issueToken } from '../auth/tokens';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DbHandle, type Engine } from '../db/connect';
import { migrateToLatest, retryCatalogRaces } from '../db/migrate';
import type { ChangeFeed } from '../db/changeFeed';
import type { Database, InquiriesTable, User } from '../db/schema';
import type { Handlers } from '../http/types';
import { memorySmsTransport, type SmsEntry, type SmsTransport } from '../sms/transport';
import { memoryTransport, type MailTransport, type OutboxEntry } from '../mail/mailer';
import type { OutboxTiming } from '../mail/outbox';
import { withSearchText } from '../resources/inquiries/searchText';
import { dumpSchema } from './postgres';
import { operations, type OperationId } from '../../contract/generated/operations.gen';
import { validateResponse } from '../../contract/spec';

/*
 * Test harness: a fresh app on a fresh database per engine, and `call()`, which reaches an
 * operation by its operationId and checks the answer against the spec.
 */

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (required under CI). */
export function engines(): Engine[] {
  if (process.env.TEST_DATABASE_URL) return ['sqlite', 'postgres'];
  if (process.env.CI === 'true') throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL suite cannot be skipped in CI');
  return ['sqlite'];
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  engine: Engine;
  /** The PostgreSQL schema of this app (undefined on SQLite). */
  schema?: string;
  /** PostgreSQL: the app's feed of what other connections commit. */
  changes?: ChangeFeed;
  config: Config;
  /** Mails delivered by the app's outbox sender (verification codes), oldest first; see `mailSent`. */
  outbox: OutboxEntry[];
  /** Texts delivered by the outbox sender (when no `smsTransport` is given), oldest first. */
  texts: SmsEntry[];
  /** Resolves once the mail queued so far is delivered to `outbox` (delivery follows the answer). */
  mailSent(): Promise<void>;
  /** Closes the app, drops the database (pg schema) and removes the temporary files. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Config overrides (rate limits are off unless given here). */
  config?: Partial<Config>;
  handlers?: Partial<Handlers>;
  /** Skip migrations (e.g. for an unreachable database). */
  migrate?: boolean;
  /** Use this database instead of a fresh one (e.g. an unreachable pg). */
  dbHandle?: DbHandle;
  /**
   * PostgreSQL: another server process's view of this app's database (its own pool, change feed
   * and caches, as a second process behind a load balancer); closing it leaves the database.
   */
  sharing?: TestApp;
  /** The mail sender's delays. */
  outboxTiming?: Partial<OutboxTiming>;
  /** Deliver through this (e.g. SMTP to a test server) instead of memory; `outbox` stays empty. */
  mailTransport?: MailTransport;
  /** Send texts through this (e.g. Twilio pointed at a local fake) instead of memory; `texts` stays empty. */
  smsTransport?: SmsTransport;
  /** Card payments (e.g. Stripe pointed at a local fake); none by default. */
  cardPayments?: CardPayments | null;
  /** Fastify logger options (e.g. a stream the test reads); none by default. */
  logger?: FastifyServerOptions['logger'];
  /** Build the app as main.ts does before its migrations: not ready until `app.lifecycle.ready()`. */
  starting?: boolean;
}

export async function createTestApp(engine: Engine, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'drive-test-'));
  const base = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-static'), ADMIN_PASSWORD: 'test-admin-password' });
  const config: Config = {
    ...base,
    // Files where a deployment on that engine keeps them by default: the disk beside SQLite, the database with PostgreSQL.
    blobStore: engine === 'postgres' ? 'database' : 'disk',
    ...options.config,
    rateLimit: options.config?.rateLimit ?? { ...base.rateLimit, enabled: false },
    // Every test request comes from one address, and many tests hold seats for many students:
    // no cap unless a test asks for one (bookings/holdLimits.test.ts).
    holdLimits: options.config?.holdLimits ?? { perAccount: 0, perAddress: 0 },
    // Tests arrange rows straight in the database, behind the server's back: no public-read cache
    // unless a test asks for one (http.test.ts tests the cache itself).
    publicCacheTtlMs: options.config?.publicCacheTtlMs ?? 0,
    // A live-events stream ends right after its greeting unless a test keeps it open: a call()
    // (the fuzz gate's, a contract check) then gets a whole answer.
    liveStreamMaxMs: options.config?.liveStreamMaxMs ?? 1,
  };

  const startsMigrated = !options.dbHandle && !options.sharing && options.migrate !== false;
  let handle: DbHandle;
  let dropSchema: (() => Promise<void>) | undefined;
  if (options.dbHandle) {
    handle = options.dbHandle;
  } else if (options.sharing) {
    if (options.sharing.engine !== 'postgres' || !process.env.TEST_DATABASE_URL) throw new Error('only a PostgreSQL test app can be shared');
    handle = openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: options.sharing.schema, poolSize: 4 });
  } else if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(options.migrate === false ? `create schema ${schema}` : (await migratedPgSchema(url)).replaceAll(SCHEMA_PLACEHOLDER, schema));
    await admin.end();
    handle = openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 4 });
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    };
  } else {
    handle = openDatabase({ sqliteFile: startsMigrated ? await migratedSqlite() : ':memory:' });
  }
  if (options.migrate !== false && !options.sharing && !startsMigrated) await migrateToLatest(handle.db, handle.schema);

  // No outbox file: delivered mail stays in memory for the test to read.
  const transport = memoryTransport();
  const texts = memorySmsTransport();
  const app = await buildApp({
    db: handle.db,
    engine: handle.engine,
    dataVersion: handle.dataVersion,
    changes: handle.changes,
    tables: handle.tables,
    config,
    mailTransport: options.mailTransport ?? transport,
    smsTransport: options.smsTransport ?? texts,
    outboxTiming: options.outboxTiming,
    logger: options.logger ?? false,
    handlers: options.handlers,
    cardPayments: options.cardPayments,
    starting: options.starting,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    engine: handle.engine,
    schema: handle.schema,
    changes: handle.changes,
    config,
    outbox: transport.outbox,
    texts: texts.sent,
    mailSent: () => app.mail.flush(),
    async close() {
      await app.close();
      await handle.close();
      await dropSchema?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A SQLite database migrated once per test file, opened as a copy by each of its apps: migrating a
 * new one for each app cost as much as building the app around it.
 */
let migratedImage: Promise<Buffer> | undefined;

function migratedSqlite(): Promise<Buffer> {
  return (migratedImage ??= (async () => {
    const database = new SQLite(':memory:');
    database.pragma('foreign_keys = ON');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
    await migrateToLatest(db);
    const image = database.serialize();
    await db.destroy();
    return image;
  })());
}

/** Stands for the schema's name in the dump of the migrated schema; a name no table or column has. */
const SCHEMA_PLACEHOLDER = 'migrated_schema_placeholder';
let migratedPgImage: Promise<string> | undefined;

/**
 * The same for PostgreSQL: a schema migrated once per test file, dumped (its tables, indexes,
 * triggers and the migrations' rows), and replayed under each app's own name in one batch of
 * statements: 0.05 s where migrating each app took 0.35 s.
 */
function migratedPgSchema(url: string): Promise<string> {
  return (migratedPgImage ??= (async () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create schema ${schema}`);
      const handle = openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 1 });
      await migrateToLatest(handle.db, schema);
      await handle.close();
      return dumpSchema(url, schema).replaceAll(schema, SCHEMA_PLACEHOLDER);
    } finally {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  })());
}

/**
 * The test app's own tables. On PostgreSQL, Kysely reads every schema's, and other test apps'
 * schemas change meanwhile: such a read is simply made again.
 */
export async function tablesOf(t: TestApp): Promise<TableMetadata[]> {
  const tables = await retryCatalogRaces(() => t.db.introspection.getTables());
  return tables.filter((table) => !t.schema || table.schema === t.schema);
}

/** Fastify logger options whose lines (parsed) the test reads from `lines`. */
export function capturedLog(level = 'info'): { logger: FastifyServerOptions['logger']; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  return { lines, logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } } };
}

/** Resolves once `check` holds (polled), or fails naming `what` after `timeoutMs`. */
export async function eventually(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  for (const end = Date.now() + timeoutMs; !(await check()); await new Promise((r) => setTimeout(r, 25))) {
    if (Date.now() > end) throw new Error(`not within ${timeoutMs} ms: ${what}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Calling operations and checking responses against the spec

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  /** JSON body (or a raw string/Buffer with your own content-type header). */
  body?: unknown;
  /** multipart/form-data fields; a FilePart value is sent as a file. */
  multipart?: Record<string, string | number | FilePart>;
  token?: string;
  headers?: Record<string, string>;
  /**
   * Allow a status the operation does not declare (413/415 from the transport layer, 503);
   * the body must still be the Error shape.
   */
  allowUndeclared?: boolean;
}

/** An answer as tests read it: free JSON, which `call` has already checked against the contract. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one free-JSON type of the server tests
type FreeJson = any;

export interface CallResult<T = FreeJson> {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
  /** The body's bytes, for a file answered (a PDF). */
  raw: Buffer;
}

function multipartBody(fields: Record<string, string | number | FilePart>): { payload: Buffer; contentType: string } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'object') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
      );
      chunks.push(value.data, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Calls an operation by operationId and asserts that the status is declared for it in the spec
 * and that the body matches the declared schema. Returns status, parsed body and headers.
 */
export async function call<T = FreeJson>(app: FastifyInstance, operationId: OperationId, options: CallOptions = {}): Promise<CallResult<T>> {
  const op = operations[operationId];
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (options.params?.[name] === undefined) throw new Error(`${operationId}: missing path parameter ${name}`);
    return encodeURIComponent(String(options.params[name]));
  });
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | Buffer | undefined;
  if (options.multipart) {
    const built = multipartBody(options.multipart);
    payload = built.payload;
    headers['content-type'] ??= built.contentType;
  } else if (options.body !== undefined) {
    if (typeof options.body === 'string' || Buffer.isBuffer(options.body)) payload = options.body;
    else {
      payload = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
  }
  const query = options.query ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])) : undefined;
  const res = await app.inject({ method: op.method, url, query, headers, payload });
  const body = res.body && String(res.headers['content-type'] ?? '').includes('json') ? res.json() : res.body;

  const problem = validateResponse(operationId, res.statusCode, body, { allowUndeclared: options.allowUndeclared });
  if (problem) throw new Error(`${problem}\n(${operationId} → ${res.statusCode}: ${res.body.slice(0, 500)})`);
  return { status: res.statusCode, body: body as T, headers: res.headers, raw: res.rawPayload };
}

// ---------------------------------------------------------------------------------------------
// Accounts

export interface Account {
  user: User;
  email: string;
  password: string;
  token: string;
}

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}${++counter}.${randomBytes(3).toString('hex')}@example.com`;

async function createUser(db: Kysely<Database>, role: User['role'], email: string, password: string, verified: boolean): Promise<User> {
  const now = new Date().toISOString();
  return db
    .insertInto('users')
    .values({
      name: role === 'admin' ? 'Site Admin' : 'Test Student',
      f_name: role === 'admin' ? null : 'Test',
      l_name: role === 'admin' ? null : 'Student',
      email: email.toLowerCase(),
      password_hash: await hashPassword(password),
      role,
      gender: null,
      phone_number: null,
      birthday: null,
      city: null,
      latitude: null,
      longitude: null,
      email_verified_at: verified ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An admin account with a token issued directly (no HTTP round trip). */
export async function createAdmin(t: TestApp, options: { email?: string; password?: string } = {}): Promise<Account> {
  const email = options.email ?? uniqueEmail('admin');
  const password = options.password ?? 'admin-password-1';
  const user = await createUser(t.db, 'admin', email, password, true);
  return { user, email, password, token: await issueToken(t.db, user.id, 'test', 'admin') };
}

/** A student (verified unless told otherwise) with a customer token issued directly. */
export async function createStudent(
  t: TestApp,
  options: { email?: string; password?: string; verified?: boolean; role?: User['role'] } = {},
): Promise<Account> {
  const email = options.email ?? uniqueEmail('student');
  const password = options.password ?? 'student-password-1';
  const user = await createUser(t.db, options.role ?? 'student', email, password, options.verified ?? true);
  return { user, email, password, token: await issueToken(t.db, user.id, 'test', 'customer') };
}

/** The newest verification code mailed to `email` (once the queued mail is delivered). */
export async function lastCode(t: TestApp, email: string): Promise<string> {
  await t.mailSent();
  const mail = [...t.outbox].reverse().find((m) => m.to === email.toLowerCase());
  if (!mail?.code) throw new Error(`No code mailed to ${email}`);
  return mail.code;
}

/** An inquiry written straight into the database (a visitor's by default), with its search text. */
export async function addInquiry(db: Kysely<Database>, values: Partial<Omit<InquiriesTable, 'id' | 'search_text'>> = {}) {
  const at = values.created_at ?? new Date().toISOString();
  return db
    .insertInto('inquiries')
    .values(
      withSearchText({
        name: 'Visitor',
        email: 'visitor@example.com',
        phone: null,
        title: null,
        message: null,
        status: 'new' as const,
        notes: null,
        service_id: null,
        created_at: at,
        updated_at: at,
        ...values,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Tiny valid images for upload tests. */
export const IMAGES = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  jpeg: Buffer.from(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCbAWAH/9k=',
    'base64',
  ),
  webp: Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvAUAAAAfQni40sv+BiOh/AAA=', 'base64'),
};
