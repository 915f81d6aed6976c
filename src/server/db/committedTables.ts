import { SqliteDialect, type CompiledQuery, type DatabaseConnection, type Driver, type OperationNode, type QueryResult } from 'kysely';

/*
 * Which tables this process's committed writes touched, as the live events need them on SQLite
 * (src/server/live). SQLite has one server process, so every write worth telling goes through
 * this driver: a write of the query builder (insert, update, delete, merge) names its table, which
 * is kept while its transaction runs and told once it commits, and dropped if it rolls back; a
 * write outside a transaction is told when its statement returns. Raw SQL is not looked into (no
 * resource writes that way), nor rows SQLite deletes by a foreign key's cascade: the live topics
 * list the parent tables too (src/server/live/topics.ts). PostgreSQL's processes hear the same
 * from the database itself (migration 0030, db/changeFeed.ts), whoever wrote.
 */

export type CommittedTablesListener = (tables: ReadonlySet<string>) => void;

const nameOf = (node: OperationNode | undefined): string | undefined => {
  if (!node) return undefined;
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  if (node.kind === 'AliasNode') return nameOf((node as unknown as { node: OperationNode }).node);
  return undefined;
};

/** The table a write statement of the query builder writes to; undefined for reads and raw SQL. */
export function writtenTable(node: OperationNode): string | undefined {
  const query = node as unknown as { into?: OperationNode; table?: OperationNode; from?: { froms: readonly OperationNode[] } };
  switch (node.kind) {
    case 'InsertQueryNode':
    case 'MergeQueryNode':
      return nameOf(query.into);
    case 'UpdateQueryNode':
      return nameOf(query.table);
    case 'DeleteQueryNode':
      return nameOf(query.from?.froms[0]);
    default:
      return undefined;
  }
}

class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  pending = new Set<string>();

  constructor(
    readonly inner: DatabaseConnection,
    private readonly tell: CommittedTablesListener,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query);
    const table = writtenTable(query.query);
    if (table) {
      if (this.inTransaction) this.pending.add(table);
      else this.tell(new Set([table]));
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  ended(committed: boolean): void {
    const tables = this.pending;
    this.inTransaction = false;
    this.pending = new Set();
    if (committed && tables.size > 0) this.tell(tables);
  }
}

function watchedDriver(driver: Driver, tell: CommittedTablesListener): Driver {
  const inner = (connection: DatabaseConnection) => (connection as WatchedConnection).inner;
  const watched = (connection: DatabaseConnection) => connection as WatchedConnection;
  return {
    init: () => driver.init(),
    acquireConnection: async () => new WatchedConnection(await driver.acquireConnection(), tell),
    async beginTransaction(connection, settings) {
      await driver.beginTransaction(inner(connection), settings);
      watched(connection).inTransaction = true;
    },
    async commitTransaction(connection) {
      await driver.commitTransaction(inner(connection));
      watched(connection).ended(true);
    },
    async rollbackTransaction(connection) {
      try {
        await driver.rollbackTransaction(inner(connection));
      } finally {
        watched(connection).ended(false);
      }
    },
    // A savepoint rolled back leaves its tables pending: at worst one event too many, which only
    // makes clients read again.
    savepoint: (connection, name, compile) => driver.savepoint!(inner(connection), name, compile),
    rollbackToSavepoint: (connection, name, compile) => driver.rollbackToSavepoint!(inner(connection), name, compile),
    releaseSavepoint: (connection, name, compile) => driver.releaseSavepoint!(inner(connection), name, compile),
    releaseConnection: (connection) => driver.releaseConnection(inner(connection)),
    destroy: () => driver.destroy(),
  };
}

/** SQLite, telling `tell` the tables of each committed write (see above). */
export class TableWatchingSqliteDialect extends SqliteDialect {
  constructor(
    config: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly tell: CommittedTablesListener,
  ) {
    super(config);
  }

  createDriver(): Driver {
    return watchedDriver(super.createDriver(), this.tell);
  }
}
