import type { Package, PackageDate } from '../../db/schema';
import type { Executor } from '../../domain/errors';
import { listPackageDates, listPackages } from './repository';

/** Every package in display order, and the date options of them all (two queries, not one per package). */
export async function packagesWithDates(db: Executor): Promise<{ packages: Package[]; dates: PackageDate[] }> {
  const packages = await listPackages(db);
  return {
    packages,
    dates: await listPackageDates(
      db,
      packages.map((p) => p.id),
    ),
  };
}
