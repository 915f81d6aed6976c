import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { ContentItem, ContentItemsTable, Database } from '../../db/schema';

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

export function updateContent(db: Db, id: number, changes: Updateable<ContentItemsTable>): Promise<ContentItem | undefined> {
  return db
    .updateTable('content_items')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteContent(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('content_items').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
