import { PostgresDialect, type DatabaseConnection, type Driver, type PostgresDialectConfig, type QueryResult } from 'kysely';
import type { CompiledQuery } from 'kysely';

/*
 * Counts the writes this process makes to PostgreSQL, for the read memo's key (readMemo.ts), as
 * SQLite's total_changes() does there. A write counts when its statement returns and, inside a
 * transaction, again when the transaction ends: an answer computed on another connection between
 * the two saw the data from before the commit and must not outlive it. Writes are the query
 * builder's insert, update, delete and merge statements (raw SQL is not looked into).
 */

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  wrote = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly onWrite: () => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query);
    if (WRITES.has(query.query.kind)) {
      if (this.inTransaction) this.wrote = true;
      this.onWrite();
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  ended(): void {
    if (this.wrote) this.onWrite();
    this.inTransaction = false;
    this.wrote = false;
  }
}

function watchedDriver(driver: Driver, onWrite: () => void): Driver {
  const inner = (connection: DatabaseConnection) => (connection as WatchedConnection).inner;
  const watched = (connection: DatabaseConnection) => connection as WatchedConnection;
  return {
    init: () => driver.init(),
    acquireConnection: async () => new WatchedConnection(await driver.acquireConnection(), onWrite),
    async beginTransaction(connection, settings) {
      await driver.beginTransaction(inner(connection), settings);
      watched(connection).inTransaction = true;
    },
    async commitTransaction(connection) {
      try {
        await driver.commitTransaction(inner(connection));
      } finally {
        watched(connection).ended();
      }
    },
    async rollbackTransaction(connection) {
      try {
        await driver.rollbackTransaction(inner(connection));
      } finally {
        watched(connection).ended();
      }
    },
    savepoint: (connection, name, compile) => driver.savepoint!(inner(connection), name, compile),
    rollbackToSavepoint: (connection, name, compile) => driver.rollbackToSavepoint!(inner(connection), name, compile),
    releaseSavepoint: (connection, name, compile) => driver.releaseSavepoint!(inner(connection), name, compile),
    releaseConnection: (connection) => driver.releaseConnection(inner(connection)),
    destroy: () => driver.destroy(),
  };
}

/** PostgreSQL through `pg`, calling `onWrite` after each write this process makes (see above). */
export class WriteCountingPostgresDialect extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly onWrite: () => void,
  ) {
    super(config);
  }

  createDriver(): Driver {
    return watchedDriver(super.createDriver(), this.onWrite);
  }
}
