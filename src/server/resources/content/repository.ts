import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { ContentItem, ContentItemsTable, Database } from '../../db/schema';
import { updateVersioned, type NotWritten } from '../../db/versions';

type Db = Kysely<Database> | Transaction<Database>;

export interface ContentFilter {
  activeOnly?: boolean;
  type?: ContentItemsTable['type'];
}

/** Newest first (id breaks ties between rows written in the same millisecond). */
export function listContent(db: Db, filter: ContentFilter = {}): Promise<ContentItem[]> {
  let query = db.selectFrom('content_items').selectAll();
  if (filter.activeOnly) query = query.where('is_active', '=', 1);
  if (filter.type) query = query.where('type', '=', filter.type);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function insertContent(db: Db, values: Insertable<ContentItemsTable>): Promise<ContentItem> {
  return db.insertInto('content_items').values(values).returningAll().executeTakeFirstOrThrow();
}

/** `expected`: the version the editor loaded (see db/versions.ts). */
export function updateContent(
  trx: Transaction<Database>,
  id: number,
  changes: Updateable<ContentItemsTable>,
  expected?: string,
): Promise<ContentItem | NotWritten> {
  return updateVersioned(trx, 'content_items', id, changes, expected);
}

export async function deleteContent(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('content_items').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
