import { torontoInstant, type LocalMoment } from '../../../contract/torontoTime';
import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { Database, Package, PackageDate, PackageDatesTable, PackagesTable } from '../../db/schema';
import { nextStamp, updateVersioned, type NotWritten } from '../../db/versions';
import type { Executor } from '../../domain/errors';

export interface PackageFilter {
  activeOnly?: boolean;
  /** Among equal positions, cheapest first: the order the original site's list had. */
  byPrice?: boolean;
}

/** Display order: sort_order, then id so equal positions stay stable. */
export function listPackages(db: Executor, filter: PackageFilter = {}): Promise<Package[]> {
  let query = db.selectFrom('packages').selectAll();
  if (filter.activeOnly) query = query.where('is_active', '=', 1);
  query = query.orderBy('sort_order');
  if (filter.byPrice) query = query.orderBy('price_cents');
  return query.orderBy('id').execute();
}

export function findPackage(db: Executor, id: number): Promise<Package | undefined> {
  return db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The date options of several packages in one query, earliest first. `bookableAt`: only open
 * dates whose first class has not started at that Toronto moment.
 */
export async function listPackageDates(db: Executor, packageIds: number[], bookableAt?: LocalMoment): Promise<PackageDate[]> {
  if (packageIds.length === 0) return [];
  let query = db.selectFrom('package_dates').selectAll().where('package_id', 'in', packageIds);
  if (bookableAt) {
    query = query
      .where('is_open', '=', 1)
      .where((eb) => eb.or([eb('first_date', '>', bookableAt.date), eb.and([eb('first_date', '=', bookableAt.date), eb('from_time', '>', bookableAt.time)])]));
  }
  return query.orderBy('first_date').orderBy('from_time').orderBy('id').execute();
}

export function findPackageDate(db: Executor, id: number): Promise<PackageDate | undefined> {
  return db.selectFrom('package_dates').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What each package fulfils: its public services and offers, by package id. */
export async function linksOf(db: Executor, packageIds: number[]): Promise<Map<number, { service_ids: number[]; offer_ids: number[] }>> {
  const links = new Map(packageIds.map((id) => [id, { service_ids: [] as number[], offer_ids: [] as number[] }]));
  if (packageIds.length === 0) return links;
  const [services, offers] = await Promise.all([
    db.selectFrom('package_services').select(['package_id', 'service_id']).where('package_id', 'in', packageIds).orderBy('service_id').execute(),
    db.selectFrom('package_offers').select(['package_id', 'offer_id']).where('package_id', 'in', packageIds).orderBy('offer_id').execute(),
  ]);
  for (const row of services) links.get(row.package_id)?.service_ids.push(row.service_id);
  for (const row of offers) links.get(row.package_id)?.offer_ids.push(row.offer_id);
  return links;
}

/** Of `ids`, the content items that exist and are offers (reviews are not sold). */
export async function existingOffers(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('content_items').select('id').where('id', 'in', ids).where('type', '=', 'offer').execute();
  return new Set(rows.map((r) => r.id));
}

/** The packages other than `exceptPackageId` that already fulfil any of these services: service id → package name. */
export async function servicesTakenElsewhere(db: Executor, ids: number[], exceptPackageId: number | null): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  let query = db
    .selectFrom('package_services')
    .innerJoin('packages', 'packages.id', 'package_services.package_id')
    .select(['package_services.service_id as id', 'packages.en_name as name'])
    .where('package_services.service_id', 'in', ids);
  if (exceptPackageId !== null) query = query.where('package_services.package_id', '<>', exceptPackageId);
  return new Map((await query.execute()).map((r) => [r.id, r.name]));
}

/** As `servicesTakenElsewhere`, for offers. */
export async function offersTakenElsewhere(db: Executor, ids: number[], exceptPackageId: number | null): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  let query = db
    .selectFrom('package_offers')
    .innerJoin('packages', 'packages.id', 'package_offers.package_id')
    .select(['package_offers.offer_id as id', 'packages.en_name as name'])
    .where('package_offers.offer_id', 'in', ids);
  if (exceptPackageId !== null) query = query.where('package_offers.package_id', '<>', exceptPackageId);
  return new Map((await query.execute()).map((r) => [r.id, r.name]));
}

/** Replaces what a package fulfils. */
export async function setLinks(trx: Transaction<Database>, packageId: number, serviceIds: number[], offerIds: number[]): Promise<void> {
  await trx.deleteFrom('package_services').where('package_id', '=', packageId).execute();
  await trx.deleteFrom('package_offers').where('package_id', '=', packageId).execute();
  if (serviceIds.length > 0) {
    await trx
      .insertInto('package_services')
      .values(serviceIds.map((service_id) => ({ package_id: packageId, service_id })))
      .execute();
  }
  if (offerIds.length > 0) {
    await trx
      .insertInto('package_offers')
      .values(offerIds.map((offer_id) => ({ package_id: packageId, offer_id })))
      .execute();
  }
}

/** The position after the last package (new packages are placed last). */
export async function nextSortOrder(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('packages')
    .select(sql<number | null>`max(sort_order)`.as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export function insertPackage(db: Executor, values: Insertable<PackagesTable>): Promise<Package> {
  return db.insertInto('packages').values(values).returningAll().executeTakeFirstOrThrow();
}

/** `expected`: the version the editor loaded (see db/versions.ts). */
export function updatePackage(trx: Transaction<Database>, id: number, changes: Updateable<PackagesTable>, expected?: string): Promise<Package | NotWritten> {
  return updateVersioned(trx, 'packages', id, changes, expected);
}

/** True when a row was deleted; its dates and links go with it (foreign keys cascade). */
export async function deletePackage(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('packages').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** `version`: the row's current version, locked by the caller (`lockVersions`). */
export async function setSortOrder(trx: Transaction<Database>, id: number, sortOrder: number, version: string): Promise<void> {
  await trx
    .updateTable('packages')
    .set({ sort_order: sortOrder, updated_at: nextStamp([version]) })
    .where('id', '=', id)
    .execute();
}

export function insertPackageDate(db: Executor, values: Insertable<PackageDatesTable>): Promise<PackageDate> {
  return db.insertInto('package_dates').values(values).returningAll().executeTakeFirstOrThrow();
}

/** `version`: the row's current version, locked by the caller. */
export function updatePackageDate(
  trx: Transaction<Database>,
  id: number,
  changes: Updateable<PackageDatesTable>,
  version: string,
): Promise<PackageDate | NotWritten> {
  return updateVersioned(trx, 'package_dates', id, changes, version);
}

export async function deletePackageDate(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('package_dates').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Bookings in any status on one date: more than 0 means it can be closed, not deleted. */
export async function bookingsOnDate(db: Executor, dateId: number): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('package_date_id', '=', dateId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A class has started once its first day's start time has passed in Toronto. Toronto's date is
 * never ahead of UTC's, so a first day after today's UTC date has not started (no zone lookup).
 */
export const classStarted = (date: PackageDate, now: string) =>
  date.first_date <= now.slice(0, 10) && torontoInstant(date.first_date, date.from_time).toISOString() <= now;
