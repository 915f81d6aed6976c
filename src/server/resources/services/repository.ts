import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database, Service, ServicesTable } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Display order: sort_order, then id so equal positions stay stable. */
export function listServices(db: Db, filter: { activeOnly?: boolean } = {}): Promise<Service[]> {
  let query = db.selectFrom('services').selectAll();
  if (filter.activeOnly) query = query.where('is_active', '=', 1);
  return query.orderBy('sort_order').orderBy('id').execute();
}

export function findService(db: Db, id: number): Promise<Service | undefined> {
  return db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The position after the last service (new services are placed last). */
export async function nextSortOrder(db: Db): Promise<number> {
  const row = await db.selectFrom('services').select(sql<number | null>`max(sort_order)`.as('max')).executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export function insertService(db: Db, values: Insertable<ServicesTable>): Promise<Service> {
  return db.insertInto('services').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateService(db: Db, id: number, changes: Updateable<ServicesTable>): Promise<Service | undefined> {
  return db
    .updateTable('services')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** True when a row was deleted. Inquiries keep their row: the foreign key sets their link to null. */
export async function deleteService(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('services').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Flips the flag in one statement, so two concurrent toggles cannot both read the old value. */
export function toggleActive(db: Db, id: number): Promise<Service | undefined> {
  return db
    .updateTable('services')
    .set({ is_active: sql<number>`1 - is_active`, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The ids among `ids` that exist. */
export async function existingServiceIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('services').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export async function setSortOrder(db: Db, id: number, sortOrder: number, now: string): Promise<void> {
  await db.updateTable('services').set({ sort_order: sortOrder, updated_at: now }).where('id', '=', id).execute();
}
