import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, sql, type SqliteDatabase, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { createChangeFeed, type ChangeFeed } from './changeFeed';
import { WriteCountingPostgresDialect } from './committedWrites';
import { isBookkeepingWrite } from './bookkeeping';
import { TableWatchingSqliteDialect } from './committedTables';

export type Engine = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** The PostgreSQL schema first on the search_path, when one was given. */
  schema?: string;
  /**
   * Changes whenever anything is committed to the database, by this server or any other
   * connection (the read memo's key, `readMemo.ts`). Undefined while that cannot be known
   * (PostgreSQL while its change feed is not listening); absent where it never can.
   */
  dataVersion?: () => string | undefined;
  /** PostgreSQL: notifications of what other connections commit (started by the app). */
  changes?: ChangeFeed;
  /**
   * The tables each committed write touched, for the live events: SQLite's by this process
   * (committedTables.ts), PostgreSQL's by any connection (the change feed, migration 0030); null
   * when some may have gone unheard.
   */
  tables: CommittedTables;
  /** Closes the pool / file; safe to call twice. */
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** postgres://… → PostgreSQL; otherwise SQLite. */
  databaseUrl?: string;
  /** SQLite file path, ':memory:', or a serialized database to open in memory (tests: a migrated one). */
  sqliteFile?: string | Buffer;
  /** PostgreSQL schema put first on the search_path (tests use one fresh schema per app). */
  pgSchema?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

export interface CommittedTables {
  onTables(listener: (tables: ReadonlySet<string> | null) => void): void;
}

function committedTables(): CommittedTables & { tell(tables: ReadonlySet<string> | null): void } {
  const listeners: ((tables: ReadonlySet<string> | null) => void)[] = [];
  return {
    onTables: (listener) => void listeners.push(listener),
    tell(tables) {
      for (const listener of listeners) listener(tables);
    },
  };
}

// COUNT(*) and other bigints arrive as strings by default; every count here fits a JS number.
pg.types.setTypeParser(20, (value: string) => Number.parseInt(value, 10));

export function openDatabase(options: ConnectOptions): DbHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openSqlite(options.sqliteFile ?? ':memory:');
}

/** How many prepared statements a SQLite connection keeps (the app's queries have fewer shapes). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; compiling the SQL was 15% of the server's time under load.
 * The same SQL text reuses its statement (least recently used dropped first). A statement still
 * iterating rows is never handed out twice; SQLite re-prepares a statement by itself after a
 * schema change.
 */
export function withStatementCache(database: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      // SQLite ends a transaction itself when the disk is full or fails; Kysely's ROLLBACK would
      // then throw "no transaction is active" in place of the real error (SQLITE_FULL…).
      if (sql === 'rollback' && !database.inTransaction) return database.prepare('select 1');
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}

/**
 * Counts the rows the bookkeeping statements of `database` change (bookkeeping.ts): they are
 * taken out of the data version, so the mail a rush of bookings queues and sends does not drop
 * every kept answer, each token's owner included, hundreds of times.
 */
function withBookkeepingCounted(database: SQLite.Database, inner: SqliteDatabase): { database: SqliteDatabase; bookkeepingChanges: () => number } {
  const totalChanges = database.prepare<[], number>('select total_changes()').pluck();
  let counted = 0;
  const measured =
    <A extends unknown[], R>(run: (...args: A) => R) =>
    (...args: A): R => {
      const before = totalChanges.get()!;
      try {
        return run(...args);
      } finally {
        counted += totalChanges.get()! - before;
      }
    };
  return {
    bookkeepingChanges: () => counted,
    database: {
      close: () => inner.close(),
      prepare(sql: string) {
        const statement = inner.prepare(sql);
        if (!isBookkeepingWrite(sql)) return statement;
        return {
          reader: statement.reader,
          all: measured((parameters: ReadonlyArray<unknown>) => statement.all(parameters)),
          run: measured((parameters: ReadonlyArray<unknown>) => statement.run(parameters)),
          iterate: (parameters: ReadonlyArray<unknown>) => statement.iterate(parameters),
        };
      },
    },
  };
}

function openSqlite(file: string | Buffer): DbHandle {
  const database = new SQLite(file);
  if (typeof file === 'string' && file !== ':memory:') database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const counting = withBookkeepingCounted(database, withStatementCache(database));
  const tables = committedTables();
  const db = new Kysely<Database>({ dialect: new TableWatchingSqliteDialect({ database: counting.database }, tables.tell) });
  // Rows changed through this connection but for bookkeeping (exact, and nearly free), and SQLite's
  // counter of commits by other connections (≈ 2 µs: read once per event-loop turn; a commit
  // elsewhere during that turn is concurrent with the requests answered in it).
  const ownChanges = database.prepare<[], number>('select total_changes()').pluck();
  const othersCommits = database.prepare<[], number>('pragma data_version').pluck();
  let others: number | undefined;
  const commitsElsewhere = () => {
    if (others === undefined) {
      others = othersCommits.get()!;
      setImmediate(() => (others = undefined));
    }
    return others;
  };
  let closed = false;
  return {
    db,
    engine: 'sqlite',
    tables,
    dataVersion: () => `${ownChanges.get()! - counting.bookkeepingChanges()}.${commitsElsewhere()}`,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

function openPostgres(connectionString: string, options: ConnectOptions): DbHandle {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    // Fail fast when the server is down, so requests answer 503 instead of hanging.
    connectionTimeoutMillis: 5_000,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  // An idle client losing its connection emits 'error' on the pool; unhandled it would crash the process.
  pool.on('error', () => undefined);
  // Writes by this process (counted at commit) and by any other (heard through the change feed).
  let ownWrites = 0;
  const db = new Kysely<Database>({ dialect: new WriteCountingPostgresDialect({ pool }, () => (ownWrites += 1)) });
  const changes = createChangeFeed({ connectionString, schema: options.pgSchema });
  const tables = committedTables();
  changes.onTable((table) => tables.tell(table === null ? null : new Set([table])));
  let closed = false;
  return {
    db,
    engine: 'postgres',
    schema: options.pgSchema,
    tables,
    dataVersion: () => (changes.live() ? `${ownWrites}.${changes.version()}` : undefined),
    changes,
    async close() {
      if (closed) return;
      closed = true;
      await changes.close();
      await db.destroy();
    },
  };
}

/** A cheap round trip; throws when the database is unreachable. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** PostgreSQL (true) or SQLite, for the few statements the engines write differently. */
export const isPostgres = (db: Kysely<Database> | Transaction<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;
