import type { components } from '../../../contract/generated/openapi.gen';
import { lockVersions } from '../../db/versions';
import type { Transaction } from 'kysely';
import type { Database, Package, PackageDate } from '../../db/schema';
import { ConflictError, InvalidError, NotFoundError, type Executor } from '../../domain/errors';
import { inTransaction } from '../../domain/transaction';
import { writtenRow } from '../../domain/versionedWrite';
import { readSettings } from '../settings/repository';
import type { m } from './messages';
import {
  bookingsOnDate,
  deletePackage as deletePackageRow,
  deletePackageDate as deletePackageDateRow,
  existingOffers,
  findPackage,
  findPackageDate,
  insertPackage,
  insertPackageDate,
  linksOf,
  listPackageDates,
  listPackages,
  nextSortOrder,
  offersTakenElsewhere,
  servicesTakenElsewhere,
  setLinks,
  setSortOrder,
  updatePackage as updatePackageRow,
  updatePackageDate as updatePackageDateRow,
} from './repository';
import { bookingsByPackage, seatsByDate, seatsTaken, type DateSeats } from './seats';
import { torontoMoment } from '../../../contract/torontoTime';

type PackageInput = components['schemas']['PackageInput'];
type PackageDateInput = components['schemas']['PackageDateInput'];
type ActiveInput = components['schemas']['ActiveInput'];
type PackageOrder = components['schemas']['PackageOrderInput']['packages'];
type Key = Parameters<typeof m>[1];
type FieldErrors = InvalidError<Key>['fields'];

export interface Links {
  service_ids: number[];
  offer_ids: number[];
}

/** Packages with their dates and the seats taken on each (a date without bookings is absent: all zeros). */
export interface Catalog {
  packages: Package[];
  dates: PackageDate[];
  seats: Map<number, DateSeats>;
}

/** What the office sees: also what each package fulfils and how many bookings it has. */
export interface AdminCatalog extends Catalog {
  links: Map<number, Links>;
  bookings: Map<number, number>;
}

/** What visitors see: also the links of "Enroll now" and the HST rate in force. */
export interface PublicCatalog extends Catalog {
  links: Map<number, Links>;
  hstRateBp: number;
}

/**
 * Seats anyone may book on a date: none while students wait on its list (a freed seat is theirs),
 * else those neither booked nor offered (never negative: a capacity may have been lowered by hand).
 */
export const seatsLeft = (date: PackageDate, seats: DateSeats | undefined) =>
  seats?.waiting ? 0 : Math.max(0, date.capacity - (seats?.taken ?? 0) - (seats?.offered ?? 0));

async function catalogOf(db: Executor, packages: Package[], bookable: boolean, now: Date): Promise<Catalog> {
  const dates = await listPackageDates(
    db,
    packages.map((p) => p.id),
    bookable ? torontoMoment(now) : undefined,
  );
  const seats = await seatsByDate(
    db,
    dates.map((d) => d.id),
    now.toISOString(),
  );
  return { packages, dates, seats };
}

/** Active packages, cheapest first among equal positions, with their open dates not yet started. */
export async function bookablePackages(db: Executor, now = new Date()): Promise<Catalog> {
  return catalogOf(db, await listPackages(db, { activeOnly: true, byPrice: true }), true, now);
}

/** Active packages in display order, with their open dates not yet started, links and the HST rate. */
export async function publicPackages(db: Executor, now = new Date()): Promise<PublicCatalog> {
  const catalog = await catalogOf(db, await listPackages(db, { activeOnly: true }), true, now);
  const links = await linksOf(
    db,
    catalog.packages.map((p) => p.id),
  );
  return { ...catalog, links, hstRateBp: (await readSettings(db)).hst_rate_bp };
}

async function adminCatalogOf(db: Executor, packages: Package[], now: Date): Promise<AdminCatalog> {
  const catalog = await catalogOf(db, packages, false, now);
  const ids = packages.map((p) => p.id);
  return { ...catalog, links: await linksOf(db, ids), bookings: await bookingsByPackage(db, ids) };
}

/** Every package, active or not, with every date. */
export async function adminPackages(db: Executor, now = new Date()): Promise<AdminCatalog> {
  return adminCatalogOf(db, await listPackages(db), now);
}

/** One package as the office sees it; NotFoundError when there is none. */
export async function adminPackage(db: Executor, id: number, now = new Date()): Promise<AdminCatalog> {
  const row = await findPackage(db, id);
  if (!row) throw new NotFoundError();
  return adminCatalogOf(db, [row], now);
}

/**
 * The columns and links of a package as the office wrote it, checked against the rules the schema
 * cannot say: a blank English name, services and offers that do not exist or that another package
 * (not `packageId`) already sells. InvalidError otherwise.
 */
async function checkedPackage(trx: Transaction<Database>, input: PackageInput, packageId: number | null) {
  const errors: FieldErrors = {};
  const en = input.name.en.trim();
  if (!en) errors['name.en'] = 'nameRequired';
  // The schema refuses repeated ids.
  const serviceIds = input.service_ids ?? [];
  const offerIds = input.offer_ids ?? [];

  // Locked until the write commits, so two packages saved at once cannot both take a service or offer.
  const services = new Set((await lockVersions(trx, 'services', serviceIds)).keys());
  await lockVersions(trx, 'content_items', offerIds);
  const missingServices = serviceIds.filter((id) => !services.has(id));
  const servicesTaken = await servicesTakenElsewhere(trx, serviceIds, packageId);
  if (missingServices.length > 0) errors.service_ids = { key: 'unknownServices', values: { ids: missingServices.join(', ') } };
  else if (servicesTaken.size > 0) {
    const [id, name] = [...servicesTaken][0];
    errors.service_ids = { key: 'serviceTaken', values: { id, package: name } };
  }

  const offers = await existingOffers(trx, offerIds);
  const missingOffers = offerIds.filter((id) => !offers.has(id));
  const offersTaken = await offersTakenElsewhere(trx, offerIds, packageId);
  if (missingOffers.length > 0) errors.offer_ids = { key: 'unknownOffers', values: { ids: missingOffers.join(', ') } };
  else if (offersTaken.size > 0) {
    const [id, name] = [...offersTaken][0];
    errors.offer_ids = { key: 'offerTaken', values: { id, package: name } };
  }
  if (Object.keys(errors).length > 0) throw new InvalidError<Key>(errors);

  const text = (value: string | undefined) => (value ?? '').trim();
  return {
    columns: {
      en_name: en,
      fr_name: text(input.name.fr),
      ar_name: text(input.name.ar),
      en_description: text(input.description?.en),
      fr_description: text(input.description?.fr),
      ar_description: text(input.description?.ar),
      price_cents: input.price_cents,
      // The original client reads dollars; cents / 100 is exact to the cent in a double.
      price: input.price_cents / 100,
      hst_applies: input.hst_applies ? 1 : 0,
      is_active: input.is_active === false ? 0 : 1,
      behind_the_wheel_hour_count: input.in_car_hours,
      course_hour_count: input.course_hours,
    },
    serviceIds,
    offerIds,
  };
}

/** A new package, placed last; dates are added afterwards. */
export async function createPackage(db: Executor, input: PackageInput): Promise<AdminCatalog> {
  return inTransaction(db, async (trx) => {
    const { columns, serviceIds, offerIds } = await checkedPackage(trx, input, null);
    const now = new Date().toISOString();
    const row = await insertPackage(trx, { ...columns, sort_order: await nextSortOrder(trx), created_at: now, updated_at: now });
    await setLinks(trx, row.id, serviceIds, offerIds);
    return adminPackage(trx, row.id);
  });
}

/** Writes the package as a new version (onto `expected_updated_at` when given): NotFoundError, ConflictError('changedMeanwhile'). */
export async function updatePackage(db: Executor, id: number, input: PackageInput): Promise<AdminCatalog> {
  return inTransaction(db, async (trx) => {
    if (!(await findPackage(trx, id))) throw new NotFoundError();
    const { columns, serviceIds, offerIds } = await checkedPackage(trx, input, id);
    writtenRow(await updatePackageRow(trx, id, columns, input.expected_updated_at));
    await setLinks(trx, id, serviceIds, offerIds);
    return adminPackage(trx, id);
  });
}

/** Deletes a package never booked, with its dates: ConflictError('hasBookings') otherwise. */
export async function deletePackage(db: Executor, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    // Locked first, so a booking being made meanwhile is either counted here or waits and then finds no package.
    if (!(await lockVersions(trx, 'packages', [id])).has(id)) throw new NotFoundError();
    if (((await bookingsByPackage(trx, [id])).get(id) ?? 0) > 0) throw new ConflictError<Key>('hasBookings', 'has_bookings');
    await deletePackageRow(trx, id);
  });
}

/** Sets whether visitors see and may book the package (idempotent). */
export async function setPackageActive(db: Executor, id: number, input: ActiveInput): Promise<AdminCatalog> {
  return inTransaction(db, async (trx) => {
    writtenRow(await updatePackageRow(trx, id, { is_active: input.is_active ? 1 : 0 }, input.expected_updated_at));
    return adminPackage(trx, id);
  });
}

/** Sets the positions of the packages listed (each once, each existing); all packages in their new order. */
export async function reorderPackages(db: Executor, packages: PackageOrder): Promise<AdminCatalog> {
  return inTransaction(db, async (trx) => {
    // Checked inside the transaction, so a package deleted meanwhile cannot slip through.
    const versions = await lockVersions(
      trx,
      'packages',
      packages.map((p) => p.id),
    );
    const errors: FieldErrors = {};
    const seen = new Set<number>();
    packages.forEach(({ id }, index) => {
      if (!versions.has(id)) errors[`packages.${index}.id`] = { key: 'unknownPackage', values: { id } };
      else if (seen.has(id)) errors[`packages.${index}.id`] = { key: 'duplicatePackage', values: { id } };
      seen.add(id);
    });
    if (Object.keys(errors).length > 0) throw new InvalidError<Key>(errors);
    for (const { id, sort_order } of packages) await setSortOrder(trx, id, sort_order, versions.get(id)!);
    return adminPackages(trx);
  });
}

/**
 * The columns of a date as the office wrote it: days in order, an end after the start, and a first
 * day not before today in Toronto — unless it is the one the date already has (`current`).
 */
function checkedDate(input: PackageDateInput, now: Date, current?: PackageDate) {
  const errors: FieldErrors = {};
  const today = torontoMoment(now).date;
  if (input.first_date < today && input.first_date !== current?.first_date) errors.first_date = 'firstDateInPast';
  const second = input.second_date ?? null;
  if (second !== null && second < input.first_date) errors.second_date = 'secondDateBeforeFirst';
  if (input.to_time <= input.from_time) errors.to_time = 'toTimeNotAfterFrom';
  return {
    errors,
    columns: {
      first_date: input.first_date,
      second_date: second,
      from_time: input.from_time,
      to_time: input.to_time,
      capacity: input.capacity,
      is_open: input.is_open === false ? 0 : 1,
    },
  };
}

/** Adds a date to a package; the package as the office sees it. */
export async function createPackageDate(db: Executor, packageId: number, input: PackageDateInput, now = new Date()): Promise<AdminCatalog> {
  return inTransaction(db, async (trx) => {
    if (!(await findPackage(trx, packageId))) throw new NotFoundError();
    const { errors, columns } = checkedDate(input, now);
    if (Object.keys(errors).length > 0) throw new InvalidError<Key>(errors);
    const stamp = now.toISOString();
    await insertPackageDate(trx, { ...columns, package_id: packageId, created_at: stamp, updated_at: stamp });
    return adminPackage(trx, packageId, now);
  });
}

/**
 * Changes a date (onto `expected_updated_at` when given): NotFoundError, ConflictError
 * ('dateChangedMeanwhile'), InvalidError — also when the capacity would go below the seats taken,
 * counted under the date's lock, which a booking takes too.
 */
export async function updatePackageDate(db: Executor, id: number, input: PackageDateInput, now = new Date()): Promise<AdminCatalog> {
  return inTransaction(db, async (trx) => {
    const version = (await lockVersions(trx, 'package_dates', [id])).get(id);
    const current = version === undefined ? undefined : await findPackageDate(trx, id);
    if (version === undefined || !current) throw new NotFoundError();
    if (input.expected_updated_at !== undefined && input.expected_updated_at !== version) throw new ConflictError<Key>('dateChangedMeanwhile', 'stale');
    const { errors, columns } = checkedDate(input, now, current);
    const taken = await seatsTaken(trx, id, now.toISOString());
    if (columns.capacity < taken) errors.capacity = { key: 'capacityBelowTaken', values: { taken } };
    if (Object.keys(errors).length > 0) throw new InvalidError<Key>(errors);
    writtenRow(await updatePackageDateRow(trx, id, columns, version));
    return adminPackage(trx, current.package_id, now);
  });
}

/** Deletes a date never booked: ConflictError('dateHasBookings') otherwise. */
export async function deletePackageDate(db: Executor, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    // Locked first, as a booking locks it: one made meanwhile is counted here or finds no date.
    if (!(await lockVersions(trx, 'package_dates', [id])).has(id)) throw new NotFoundError();
    if ((await bookingsOnDate(trx, id)) > 0) throw new ConflictError<Key>('dateHasBookings', 'has_bookings');
    await deletePackageDateRow(trx, id);
  });
}
