import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function countActiveServices(db: Db): Promise<number> {
  const row = await db
    .selectFrom('services')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('is_active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
