import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { ReadMemo } from '../../db/readMemo';
import type { Executor } from '../../domain/errors';
import { claimsByDate } from '../waitlist/repository';

/*
 * Seats are counted from the bookings themselves, never from a stored counter. A booking takes a
 * seat while it is paid or confirmed unpaid, and while it is held: until `hold_expires_at` for a
 * hold without a card payment, and for a card hold until it leaves `held` — Stripe may still take
 * the payment until its session has expired, which the webhook or the sweeper records, so a
 * payment made in the hold's last second still finds its seat.
 */
export function takesSeat(eb: ExpressionBuilder<Database, 'bookings'>, now: string) {
  return eb.or([
    eb('bookings.status', 'in', ['paid', 'confirmed_unpaid']),
    eb.and([eb('bookings.status', '=', 'held'), eb.or([eb('bookings.hold_expires_at', '>', now), eb('bookings.payment_method', '=', 'card')])]),
  ]);
}

export interface DateSeats {
  /** Bookings taking a seat now. */
  taken: number;
  /** Of those, holds (not yet paid or confirmed). */
  held: number;
  /** Bookings in any status: more than 0 means the date can be closed, not deleted. */
  bookings: number;
  /** Seats offered from the date's waiting list and still held for their students. */
  offered: number;
  /** Students waiting on its list: a seat that frees goes to them, not to whoever books first. */
  waiting: number;
}

/** Seats of several dates, with their waiting lists' claims; a date without bookings or list is absent (all zeros). */
export async function seatsByDate(db: Executor, dateIds: readonly number[], now: string): Promise<Map<number, DateSeats>> {
  const seats = new Map<number, DateSeats>();
  if (dateIds.length === 0) return seats;
  const rows = await db
    .selectFrom('bookings')
    .select((eb) => [
      'package_date_id',
      eb.fn.countAll<number | string>().as('bookings'),
      eb.fn.sum<number | string | null>(eb.case().when(takesSeat(eb, now)).then(1).else(0).end()).as('taken'),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(eb.and([eb('bookings.status', '=', 'held'), takesSeat(eb, now)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('held'),
    ])
    .where('package_date_id', 'in', [...dateIds])
    .groupBy('package_date_id')
    .execute();
  const claims = await claimsByDate(db, dateIds, now);
  for (const row of rows) {
    // PostgreSQL answers count and sum as strings (bigint / numeric).
    seats.set(row.package_date_id!, { taken: Number(row.taken ?? 0), held: Number(row.held ?? 0), bookings: Number(row.bookings), offered: 0, waiting: 0 });
  }
  for (const [dateId, claim] of claims) seats.set(dateId, { ...(seats.get(dateId) ?? { taken: 0, held: 0, bookings: 0 }), ...claim });
  return seats;
}

interface SeatCount {
  taken: number;
  /** The end of the first counted hold: until then, and while nothing is written, the count holds. */
  holdsUntil: string | null;
}

async function countSeats(db: Executor, dateId: number, now: string): Promise<SeatCount> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.min<string | null>(eb.case().when('bookings.status', '=', 'held').then(eb.ref('bookings.hold_expires_at')).end()).as('holds_until'),
    ])
    .where('package_date_id', '=', dateId)
    .where((eb) => takesSeat(eb, now))
    .executeTakeFirstOrThrow();
  return { taken: Number(row.n), holdsUntil: row.holds_until };
}

/** Seats taken on one date now; call it inside the transaction that holds the date's lock. */
export async function seatsTaken(db: Executor, dateId: number, now: string): Promise<number> {
  return (await countSeats(db, dateId, now)).taken;
}

/**
 * Whether a date has no seat left, inside the transaction that holds its lock. On a sold-out date
 * most callers are refused, and counting was their costliest query: a full count is kept in the
 * read memo while nothing is written and no counted hold has ended. Only a refusal is taken from
 * memory; a seat is granted on a count made now. Only the booking transaction calls it: a count
 * started outside one, kept in the memo while it waits for the connection, would be awaited by the
 * transaction that holds that connection.
 */
export async function isFull(db: Executor, reads: ReadMemo, date: { id: number; capacity: number }, now: string): Promise<boolean> {
  let counted: SeatCount | undefined;
  const kept = await reads.read(`seats ${date.id}`, async () => (counted = await countSeats(db, date.id, now)));
  if (counted) return counted.taken >= date.capacity;
  if (kept.taken >= date.capacity && (kept.holdsUntil === null || now < kept.holdsUntil)) return true;
  return (await seatsTaken(db, date.id, now)) >= date.capacity;
}

/** Bookings in any status per package: more than 0 means it can be deactivated, not deleted. */
export async function bookingsByPackage(db: Executor, packageIds: readonly number[]): Promise<Map<number, number>> {
  if (packageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('bookings')
    .select((eb) => ['package_id', eb.fn.countAll<number | string>().as('n')])
    .where('package_id', 'in', [...packageIds])
    .groupBy('package_id')
    .execute();
  return new Map(rows.map((r) => [r.package_id, Number(r.n)]));
}
