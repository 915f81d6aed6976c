import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { CitiesTable, City, Database } from '../../db/schema';
import { updateVersioned, type NotWritten } from '../../db/versions';

type Db = Kysely<Database> | Transaction<Database>;

export function listCities(db: Db): Promise<City[]> {
  return db.selectFrom('cities').selectAll().orderBy('name').orderBy('id').execute();
}

/** Another city (not `exceptId`) already using the slug. */
export async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('cities').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function insertCity(db: Db, values: Insertable<CitiesTable>): Promise<City> {
  return db.insertInto('cities').values(values).returningAll().executeTakeFirstOrThrow();
}

/** `expected`: the version the editor loaded (see db/versions.ts). */
export function updateCity(trx: Transaction<Database>, id: number, changes: Updateable<CitiesTable>, expected?: string): Promise<City | NotWritten> {
  return updateVersioned(trx, 'cities', id, changes, expected);
}

export async function deleteCity(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('cities').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
