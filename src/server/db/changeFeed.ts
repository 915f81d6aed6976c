import pg from 'pg';

/*
 * How a server process hears that another one wrote to the shared PostgreSQL database, so that
 * what it keeps in memory (public reads, the read memo) is dropped promptly. Every table that a
 * kept answer is made from has a statement trigger that runs `pg_notify('data_changed', <its
 * schema>)` (migration 0013); this process LISTENs on one connection of its own.
 *
 * Why PostgreSQL's LISTEN/NOTIFY rather than Redis pub/sub: it needs no other service (Redis stays
 * optional, for rate limits only), and it is transactional: a notification raised in a transaction
 * is delivered when, and only if, it commits, so a listener never drops its caches before the data
 * changed, nor misses a write made by a sweeper, a script or by hand. Redis would need each writer
 * to publish after its commit, and a crash in between would lose the message.
 *
 * A lost connection is noticed (an error, its end, or a heartbeat left unanswered) and reopened
 * with a growing delay; while it is down the feed is not live, and nothing may be answered from
 * memory; when it is back every listener is told once, since notifications may have been missed.
 *
 * The same connection hears `live_changed` (migration 0030): the table each committed statement
 * wrote, for the live events (src/server/live). Its listeners get the table, or `null` when
 * listening (re)starts: what was written meanwhile went unheard, and streams must resync.
 */

/** The channel of migration 0013's trigger function. */
const CHANNEL = 'data_changed';
/** The channel of migration 0030: `<schema>.<table>` of each committed write. */
const LIVE_CHANNEL = 'live_changed';
/** A connection that has not answered a query for this long is taken for lost. */
const HEARTBEAT_MS = 10_000;
const MAX_RETRY_MS = 2_000;

interface Log {
  info(msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ChangeFeed {
  /** Whether this process is listening now: while false, writes by other processes go unheard. */
  live(): boolean;
  /** Grows with every change heard and every (re)connection. */
  version(): number;
  /** `listener` runs after every change heard and when listening (re)starts. */
  onChange(listener: () => void): void;
  /** `listener` runs with the table of each committed write heard, and with null when listening (re)starts. */
  onTable(listener: (table: string | null) => void): void;
  /** Starts listening (once; later calls do nothing). */
  start(log: Log): void;
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  connectionString: string;
  /** The schema first on the search_path (tests): only its tables' changes are heard. */
  schema?: string;
  /** The delay before the first reconnection attempt (tests shorten nothing else). */
  retryMs?: number;
}

export function createChangeFeed(options: ChangeFeedOptions): ChangeFeed {
  const listeners: (() => void)[] = [];
  const tableListeners: ((table: string | null) => void)[] = [];
  let version = 0;
  let client: pg.Client | undefined;
  let log: Log | undefined;
  let closed = false;
  let lostSince: number | undefined;
  let attempts = 0;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  const tableChanged = (table: string | null) => {
    for (const listener of tableListeners) listener(table);
  };

  const lose = (lost: pg.Client, error?: unknown) => {
    if (client !== lost) return;
    client = undefined;
    clearInterval(heartbeat);
    lost.removeAllListeners();
    lost.on('error', () => undefined);
    lost.end().catch(() => undefined);
    changed();
    if (lostSince === undefined) {
      lostSince = Date.now();
      log?.warn({ err: error }, 'PostgreSQL change notifications lost: answers kept in memory are not used until they are back');
    }
    schedule();
  };

  const schedule = () => {
    if (closed) return;
    attempts += 1;
    retry = setTimeout(() => void connect(), Math.min((options.retryMs ?? 100) * attempts, MAX_RETRY_MS));
    retry.unref();
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: options.schema ? `drive-change-feed:${options.schema}` : 'drive-change-feed',
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      query_timeout: HEARTBEAT_MS,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    let schema = '';
    next.on('notification', (message) => {
      if (client !== next) return;
      if (message.channel === CHANNEL && message.payload === schema) changed();
      else if (message.channel === LIVE_CHANNEL && message.payload?.startsWith(`${schema}.`)) tableChanged(message.payload.slice(schema.length + 1));
    });
    next.on('error', (error) => lose(next, error));
    next.on('end', () => lose(next));
    try {
      await next.connect();
      schema = (await next.query<{ schema: string }>('select current_schema() as schema')).rows[0].schema;
      await next.query(`listen ${CHANNEL}`);
      await next.query(`listen ${LIVE_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => undefined);
      next.end().catch(() => undefined);
      if (lostSince === undefined) {
        lostSince = Date.now();
        log?.warn({ err: error }, 'PostgreSQL change notifications unavailable: answers kept in memory are not used until they are');
      }
      schedule();
      return;
    }
    if (closed) {
      next.end().catch(() => undefined);
      return;
    }
    client = next;
    attempts = 0;
    if (lostSince !== undefined) log?.info(`PostgreSQL change notifications are back after ${Date.now() - lostSince} ms: answers kept in memory were dropped`);
    lostSince = undefined;
    // Whatever was written while nobody listened: everything kept so far is dropped, streams resync.
    changed();
    tableChanged(null);
    heartbeat = setInterval(() => {
      next.query('select 1').catch((error: unknown) => lose(next, error));
    }, HEARTBEAT_MS);
    heartbeat.unref();
  };

  return {
    live: () => client !== undefined,
    version: () => version,
    onChange(listener) {
      listeners.push(listener);
    },
    onTable(listener) {
      tableListeners.push(listener);
    },
    start(logger) {
      if (log) return;
      log = logger;
      void connect();
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
