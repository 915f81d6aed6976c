import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database, Service, ServicesTable } from '../../db/schema';
import { nextStamp, updateVersioned, type NotWritten } from '../../db/versions';

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
  const row = await db
    .selectFrom('services')
    .select(sql<number | null>`max(sort_order)`.as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export function insertService(db: Db, values: Insertable<ServicesTable>): Promise<Service> {
  return db.insertInto('services').values(values).returningAll().executeTakeFirstOrThrow();
}

/** `expected`: the version the editor loaded (see db/versions.ts). */
export function updateService(trx: Transaction<Database>, id: number, changes: Updateable<ServicesTable>, expected?: string): Promise<Service | NotWritten> {
  return updateVersioned(trx, 'services', id, changes, expected);
}

/** True when a row was deleted. Inquiries keep their row: the foreign key sets their link to null. */
export async function deleteService(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('services').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Flips the flag in the UPDATE itself, so two concurrent toggles cannot both read the old value. */
export function toggleActive(trx: Transaction<Database>, id: number): Promise<Service | NotWritten> {
  return updateVersioned(trx, 'services', id, { is_active: sql<number>`1 - is_active` });
}

/** `version`: the row's current version, locked by the caller (`lockVersions`). */
export async function setSortOrder(trx: Transaction<Database>, id: number, sortOrder: number, version: string): Promise<void> {
  await trx
    .updateTable('services')
    .set({ sort_order: sortOrder, updated_at: nextStamp([version]) })
    .where('id', '=', id)
    .execute();
}
