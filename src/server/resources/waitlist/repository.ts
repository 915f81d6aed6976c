import type { Executor } from '../../domain/errors';

/** The entries still in line on a date: waiting, or offered a seat. */
export const OPEN = ['waiting', 'offered'] as const;

/** The student's open entry on a date, if any. */
export const openEntryOf = (db: Executor, dateId: number, userId: number) =>
  db
    .selectFrom('waitlist_entries')
    .selectAll()
    .where('package_date_id', '=', dateId)
    .where('user_id', '=', userId)
    .where('status', 'in', OPEN)
    .executeTakeFirst();

/** Seats offered on a date and still running (each counts as taken), the one of `exceptUserId` left out. */
export async function offersRunning(db: Executor, dateId: number, now: string, exceptUserId?: number): Promise<number> {
  let query = db
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('package_date_id', '=', dateId)
    .where('status', '=', 'offered')
    .where('offer_expires_at', '>', now);
  if (exceptUserId !== undefined) query = query.where('user_id', '!=', exceptUserId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Whether anyone is waiting on the date: a seat that frees there goes to them first. */
export async function someoneWaiting(db: Executor, dateId: number): Promise<boolean> {
  const row = await db
    .selectFrom('waitlist_entries')
    .select('id')
    .where('package_date_id', '=', dateId)
    .where('status', '=', 'waiting')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** An offer taken: the entry is closed as booked, with the booking that took the seat. */
export async function markOfferTaken(db: Executor, entryId: number, bookingId: number, now: string): Promise<void> {
  await db
    .updateTable('waitlist_entries')
    .set({ status: 'booked', booking_id: bookingId, closed_at: now, updated_at: now })
    .where('id', '=', entryId)
    .where('status', '=', 'offered')
    .execute();
}

export interface DateClaims {
  /** Offers running. */
  offered: number;
  /** Students waiting. */
  waiting: number;
}

/** The waiting lists' claims on several dates in one query; a date without any is absent. */
export async function claimsByDate(db: Executor, dateIds: readonly number[], now: string): Promise<Map<number, DateClaims>> {
  const claims = new Map<number, DateClaims>();
  if (dateIds.length === 0) return claims;
  const rows = await db
    .selectFrom('waitlist_entries')
    .select((eb) => [
      'package_date_id',
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(eb.and([eb('status', '=', 'offered'), eb('offer_expires_at', '>', now)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('offered'),
      eb.fn.sum<number | string | null>(eb.case().when('status', '=', 'waiting').then(1).else(0).end()).as('waiting'),
    ])
    .where('package_date_id', 'in', [...dateIds])
    .where('status', 'in', OPEN)
    .groupBy('package_date_id')
    .execute();
  for (const row of rows) claims.set(row.package_date_id, { offered: Number(row.offered ?? 0), waiting: Number(row.waiting ?? 0) });
  return claims;
}

/** Seats booked since `from` by students offered them from a date's waiting list. */
export async function seatsRefilledSince(db: Executor, from: string): Promise<number> {
  const row = await db
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'booked')
    .where('closed_at', '>=', from)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
