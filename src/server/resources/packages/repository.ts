import type { Kysely, Transaction } from 'kysely';
import type { Database, Package, PackageDate } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function listPackages(db: Db): Promise<Package[]> {
  return db.selectFrom('packages').selectAll().orderBy('sort_order').orderBy('price').orderBy('id').execute();
}

/** The date options of several packages in one query. */
export async function listPackageDates(db: Db, packageIds: number[]): Promise<PackageDate[]> {
  if (packageIds.length === 0) return [];
  return db.selectFrom('package_dates').selectAll().where('package_id', 'in', packageIds).orderBy('first_date').orderBy('from_time').orderBy('id').execute();
}
