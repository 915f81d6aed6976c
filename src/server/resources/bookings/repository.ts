import { PostgresAdapter, sql, type Insertable, type Updateable } from 'kysely';
import type { Booking, BookingsTable, PackageDate, Receipt } from '../../db/schema';
import type { Executor } from '../../domain/errors';
import { takesSeat } from '../packages/seats';

export type BookingChanges = Updateable<BookingsTable>;

export const findPackage = (db: Executor, id: number) => db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();

export const findPackageDate = (db: Executor, id: number) => db.selectFrom('package_dates').selectAll().where('id', '=', id).executeTakeFirst();

export async function packageHasDates(db: Executor, packageId: number): Promise<boolean> {
  return (await db.selectFrom('package_dates').select('id').where('package_id', '=', packageId).limit(1).executeTakeFirst()) !== undefined;
}

const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Takes the lock that serialises bookings of one date (or of one package without dates): on
 * PostgreSQL its row FOR UPDATE; SQLite runs one write transaction at a time already.
 */
export async function lockSeats(trx: Executor, target: { dateId: number } | { packageId: number }): Promise<void> {
  if (!isPostgres(trx)) return;
  if ('dateId' in target) await trx.selectFrom('package_dates').select('id').where('id', '=', target.dateId).forUpdate().execute();
  else await trx.selectFrom('packages').select('id').where('id', '=', target.packageId).forUpdate().execute();
}

/**
 * Takes the lock that serialises holds asked from one address (a keyed hash, holdLimits.ts): on
 * PostgreSQL a transaction-scoped advisory lock in a namespace of its own; SQLite runs one write
 * transaction at a time already.
 */
export async function lockHoldAddress(trx: Executor, heldFrom: string): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${HOLD_ADDRESS_LOCKS}, hashtext(${heldFrom}))`.execute(trx);
}

/** The first key of the advisory locks of hold addresses (no other lock of the app uses the two-key form). */
const HOLD_ADDRESS_LOCKS = 0x686f6c64;

/** How many holds that still take a seat the student, or the address, has open. */
export async function openHolds(db: Executor, of: { userId: number } | { heldFrom: string }, now: string): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'held')
    .where((eb) => ('userId' in of ? eb('user_id', '=', of.userId) : eb('held_from', '=', of.heldFrom)))
    .where((eb) => takesSeat(eb, now))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The partner whose discount code this is: compared case-insensitively, surrounding spaces ignored. */
export function findPartnerByCode(db: Executor, code: string) {
  return db
    .selectFrom('partners')
    .select(['id', 'name', 'discount_code', 'discount_amount'])
    .where(sql<string>`lower(trim(discount_code))`, '=', code.trim().toLowerCase())
    .orderBy('id')
    .executeTakeFirst();
}

/** The student's booking of a date (or of a package without dates) that still takes its seat. */
export function activeBookingOf(db: Executor, userId: number, target: { dateId: number } | { packageId: number }, now: string) {
  let query = db.selectFrom('bookings').selectAll().where('user_id', '=', userId);
  query =
    'dateId' in target
      ? query.where('package_date_id', '=', target.dateId)
      : query.where('package_id', '=', target.packageId).where('package_date_id', 'is', null);
  return query
    .where((eb) => takesSeat(eb, now))
    .orderBy('id')
    .executeTakeFirst();
}

export const insertBooking = (db: Executor, values: Insertable<BookingsTable>): Promise<Booking> =>
  db.insertInto('bookings').values(values).returningAll().executeTakeFirstOrThrow();

export const findBooking = (db: Executor, id: number) => db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();

export const findBookingBySession = (db: Executor, sessionId: string) =>
  db.selectFrom('bookings').selectAll().where('stripe_checkout_session_id', '=', sessionId).executeTakeFirst();

/** Writes `changes` when the booking still has version `expectedUpdatedAt` (when given); whether it was written. */
export async function updateBooking(db: Executor, id: number, changes: BookingChanges, expectedUpdatedAt?: string): Promise<boolean> {
  let query = db.updateTable('bookings').set(changes).where('id', '=', id);
  if (expectedUpdatedAt !== undefined) query = query.where('updated_at', '=', expectedUpdatedAt);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export const findUser = (db: Executor, id: number) =>
  db.selectFrom('users').select(['id', 'name', 'email', 'phone_number']).where('id', '=', id).executeTakeFirst();

export type Student = NonNullable<Awaited<ReturnType<typeof findUser>>>;

export function documentsOf(db: Executor, bookingIds: readonly number[]): Promise<Receipt[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('receipts')
    .selectAll()
    .where('booking_id', 'in', [...bookingIds])
    .orderBy('id')
    .execute();
}

export const findDocument = (db: Executor, id: number) => db.selectFrom('receipts').selectAll().where('id', '=', id).executeTakeFirst();

/** Everything a booking's answer shows: its package's names, its date, its student and its documents. */
export interface BookingContext {
  packages: Map<number, { id: number; en_name: string; fr_name: string; ar_name: string }>;
  dates: Map<number, PackageDate>;
  students: Map<number, Student>;
  documents: Map<number, Receipt[]>;
}

export async function contextOf(db: Executor, bookings: readonly Booking[]): Promise<BookingContext> {
  const ids = (pick: (b: Booking) => number | null) => [...new Set(bookings.map(pick).filter((id): id is number => id !== null))];
  const packageIds = ids((b) => b.package_id);
  const dateIds = ids((b) => b.package_date_id);
  const userIds = ids((b) => b.user_id);
  const [packages, dates, students, documents] = await Promise.all([
    packageIds.length ? db.selectFrom('packages').select(['id', 'en_name', 'fr_name', 'ar_name']).where('id', 'in', packageIds).execute() : [],
    dateIds.length ? db.selectFrom('package_dates').selectAll().where('id', 'in', dateIds).execute() : [],
    userIds.length ? db.selectFrom('users').select(['id', 'name', 'email', 'phone_number']).where('id', 'in', userIds).execute() : [],
    documentsOf(
      db,
      bookings.map((b) => b.id),
    ),
  ]);
  const byBooking = new Map<number, Receipt[]>();
  for (const doc of documents) byBooking.set(doc.booking_id, [...(byBooking.get(doc.booking_id) ?? []), doc]);
  return {
    packages: new Map(packages.map((p) => [p.id, p])),
    dates: new Map(dates.map((d) => [d.id, d])),
    students: new Map(students.map((s) => [s.id, s])),
    documents: byBooking,
  };
}

/** A student's bookings, newest first. */
export const listBookingsOf = (db: Executor, userId: number, limit: number) =>
  db.selectFrom('bookings').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
