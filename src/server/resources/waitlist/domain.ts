import type { Kysely } from 'kysely';
import type { Database, WaitlistEntry } from '../../db/schema';
import { ConflictError, NotFoundError, type Executor } from '../../domain/errors';
import { inTransaction } from '../../domain/transaction';
import type { BookingEnv } from '../bookings/links';
import { activeBookingOf, findPackage, findPackageDate, lockSeats } from '../bookings/repository';
import { lockStudent } from '../lessons/repository';
import { classStarted } from '../packages/repository';
import { seatsTaken } from '../packages/seats';
import { readSettings } from '../settings/repository';
import { offerMail } from './mails';
import { seatOfferText } from './texts';
import type { Key } from './messages';
import { OPEN, offersRunning, openEntryOf, someoneWaiting } from './repository';

/*
 * Waiting lists of sold-out class dates. Everything that changes a list runs under the date's lock
 * (the row FOR UPDATE on PostgreSQL, as a booking takes it; SQLite runs one write transaction at a
 * time), and every change of an entry's status is conditional on the status it had: so freed
 * seats, offers, their expiry and the bookings that take them are decided one at a time, by any
 * number of server processes, and a seat is never offered twice nor a student offered two.
 */

const HOUR = 3_600_000;

/** The date, open and not started (NotFoundError; 409 date_closed). */
async function openDate(db: Executor, dateId: number, now: string) {
  const date = await findPackageDate(db, dateId);
  if (!date) throw new NotFoundError<Key>('notFound');
  if (!date.is_open || classStarted(date, now)) throw new ConflictError<Key>('dateClosed', 'date_closed');
  return date;
}

/**
 * Offers the date's free seats to those first in line, under the date's lock (the caller's):
 * offers run out first (`lapsed`), then each seat neither booked nor offered goes to the next
 * student waiting, held for them for the school's `waitlist_offer_hours`, with their mail queued.
 * On a started date the line is closed (`lapsed`). How many seats were offered.
 */
export async function offerSeats(trx: Executor, env: BookingEnv, dateId: number, now: string): Promise<number> {
  await trx
    .updateTable('waitlist_entries')
    .set({ status: 'lapsed', closed_at: now, updated_at: now })
    .where('package_date_id', '=', dateId)
    .where('status', '=', 'offered')
    .where('offer_expires_at', '<=', now)
    .execute();
  const date = await findPackageDate(trx, dateId);
  if (!date) return 0;
  if (classStarted(date, now)) {
    await trx
      .updateTable('waitlist_entries')
      .set({ status: 'lapsed', closed_at: now, updated_at: now })
      .where('package_date_id', '=', dateId)
      .where('status', '=', 'waiting')
      .execute();
    return 0;
  }
  if (!date.is_open) return 0;
  const free = date.capacity - (await seatsTaken(trx, dateId, now)) - (await offersRunning(trx, dateId, now));
  if (free <= 0) return 0;
  const next = await trx
    .selectFrom('waitlist_entries')
    .innerJoin('users', 'users.id', 'waitlist_entries.user_id')
    .select(['waitlist_entries.id', 'waitlist_entries.user_id', 'users.name', 'users.email', 'users.email_locale'])
    .where('waitlist_entries.package_date_id', '=', dateId)
    .where('waitlist_entries.status', '=', 'waiting')
    .orderBy('waitlist_entries.position')
    .orderBy('waitlist_entries.id')
    .limit(free)
    .execute();
  const [{ waitlist_offer_hours: hours }, pkg] = await Promise.all([readSettings(trx), findPackage(trx, date.package_id)]);
  const packageName = { en: pkg?.en_name ?? '', fr: pkg?.fr_name ?? '', ar: pkg?.ar_name ?? '' };
  const until = new Date(Date.parse(now) + hours * HOUR).toISOString();
  let offered = 0;
  for (const entry of next) {
    const { numUpdatedRows } = await trx
      .updateTable('waitlist_entries')
      .set({ status: 'offered', offered_at: now, offer_expires_at: until, updated_at: now })
      .where('id', '=', entry.id)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
    if (numUpdatedRows === 0n) continue;
    offered += 1;
    await env.mail.queue(trx, offerMail(env.siteOrigin, { student: entry, packageName, date, until }));
    await env.mail.text(trx, seatOfferText(env.siteOrigin, { entryId: entry.id, userId: entry.user_id, packageId: date.package_id, packageName, until }));
  }
  return offered;
}

/**
 * Takes a booking's date lock before the booking's row is written. On PostgreSQL a second write of
 * a row the transaction already changed checks its foreign keys, taking a share lock on the date:
 * two such transactions asking for the date's lock afterwards would wait on each other.
 */
export async function lockDateOf(trx: Executor, booking: { package_date_id: number | null }): Promise<void> {
  if (booking.package_date_id !== null) await lockSeats(trx, { dateId: booking.package_date_id });
}

/** A booking gave its seat back (cancelled, refunded): the date's line gets it in the same transaction. */
export async function seatFreed(trx: Executor, env: BookingEnv, dateId: number | null, now: string): Promise<void> {
  if (dateId === null) return;
  await lockSeats(trx, { dateId });
  await offerSeats(trx, env, dateId, now);
}

/** Offers a date's free seats in a transaction of its own (after a cancellation, a larger capacity): how many. */
export function refillDate(db: Kysely<Database>, env: BookingEnv, dateId: number, now = new Date().toISOString()): Promise<number> {
  return inTransaction(db, async (trx) => {
    await lockSeats(trx, { dateId });
    return offerSeats(trx, env, dateId, now);
  });
}

/** Every date with a line: offers that ran out go to the next student, seats freed meanwhile (a hold that lapsed) are offered. How many offers. */
export async function sweepWaitlists(db: Kysely<Database>, env: BookingEnv, now = new Date().toISOString()): Promise<number> {
  const dates = await db.selectFrom('waitlist_entries').select('package_date_id').distinct().where('status', 'in', OPEN).orderBy('package_date_id').execute();
  let offered = 0;
  for (const { package_date_id } of dates) offered += await refillDate(db, env, package_date_id, now);
  return offered;
}

/**
 * The student joins the date's line (their open entry answered as it is). Only a date without a
 * seat for them now: 409 seats_left when one is free and nobody waits, already_booked when they
 * hold a booking on it.
 */
export async function joinWaitlist(db: Kysely<Database>, studentId: number, dateId: number, now = new Date().toISOString()): Promise<WaitlistEntry> {
  return inTransaction(db, async (trx) => {
    await lockStudent(trx, studentId);
    await lockSeats(trx, { dateId });
    const date = await openDate(trx, dateId, now);
    const open = await openEntryOf(trx, dateId, studentId);
    if (open) return open;
    if (await activeBookingOf(trx, studentId, { dateId }, now)) throw new ConflictError<Key>('alreadyBooked', 'already_booked');
    const taken = (await seatsTaken(trx, dateId, now)) + (await offersRunning(trx, dateId, now));
    if (taken < date.capacity && !(await someoneWaiting(trx, dateId))) throw new ConflictError<Key>('seatsLeft', 'seats_left');
    const last = await trx
      .selectFrom('waitlist_entries')
      .select((eb) => eb.fn.max<number | null>('position').as('position'))
      .where('package_date_id', '=', dateId)
      .executeTakeFirstOrThrow();
    return trx
      .insertInto('waitlist_entries')
      .values({
        package_date_id: dateId,
        user_id: studentId,
        status: 'waiting',
        position: Number(last.position ?? 0) + 1,
        joined_at: now,
        offered_at: null,
        offer_expires_at: null,
        booking_id: null,
        closed_at: null,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Closes an open entry (`left` or `removed`; `declined` when a seat was offered), offering a declined seat to the next student. */
async function closeEntry(trx: Executor, env: BookingEnv, entry: WaitlistEntry, by: 'student' | 'office', now: string): Promise<void> {
  const status = entry.status === 'offered' && by === 'student' ? 'declined' : by === 'student' ? 'left' : 'removed';
  const { numUpdatedRows } = await trx
    .updateTable('waitlist_entries')
    .set({ status, closed_at: now, updated_at: now })
    .where('id', '=', entry.id)
    .where('status', '=', entry.status)
    .executeTakeFirst();
  if (numUpdatedRows > 0n && entry.status === 'offered') await offerSeats(trx, env, entry.package_date_id, now);
}

/** The student leaves the date's line, or declines the seat offered; not being on it is no error. */
export async function leaveWaitlist(db: Kysely<Database>, env: BookingEnv, studentId: number, dateId: number, now = new Date().toISOString()): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockSeats(trx, { dateId });
    const entry = await openEntryOf(trx, dateId, studentId);
    if (entry) await closeEntry(trx, env, entry, 'student', now);
  });
}

/** An entry and its date's lock (404 when absent). */
async function lockedEntry(trx: Executor, id: number): Promise<WaitlistEntry> {
  const found = await trx.selectFrom('waitlist_entries').select('package_date_id').where('id', '=', id).executeTakeFirst();
  if (!found) throw new NotFoundError<Key>('entryNotFound');
  await lockSeats(trx, { dateId: found.package_date_id });
  return trx.selectFrom('waitlist_entries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The office takes a student off a line (a seat they were offered goes to the next); a closed entry is left as it is. The date's id. */
export async function removeEntry(db: Kysely<Database>, env: BookingEnv, id: number, now = new Date().toISOString()): Promise<number> {
  return inTransaction(db, async (trx) => {
    const entry = await lockedEntry(trx, id);
    if (OPEN.includes(entry.status as (typeof OPEN)[number])) await closeEntry(trx, env, entry, 'office', now);
    return entry.package_date_id;
  });
}

/** The office moves a waiting student to `position` (1 is next) among those waiting; the others keep their order. The date's id. */
export async function moveEntry(db: Kysely<Database>, id: number, position: number, now = new Date().toISOString()): Promise<number> {
  return inTransaction(db, async (trx) => {
    const entry = await lockedEntry(trx, id);
    if (entry.status !== 'waiting') throw new ConflictError<Key>('notWaiting', 'not_waiting');
    const line = await trx
      .selectFrom('waitlist_entries')
      .select('id')
      .where('package_date_id', '=', entry.package_date_id)
      .where('status', '=', 'waiting')
      .where('id', '!=', id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const order = line.map((e) => e.id);
    order.splice(Math.min(position, order.length + 1) - 1, 0, id);
    for (const [index, entryId] of order.entries())
      await trx
        .updateTable('waitlist_entries')
        .set({ position: index + 1, updated_at: now })
        .where('id', '=', entryId)
        .execute();
    return entry.package_date_id;
  });
}

/** The student's open entries with their place among those waiting (1 is next), earliest class first. */
export async function myEntries(db: Executor, studentId: number) {
  const entries = await db
    .selectFrom('waitlist_entries')
    .innerJoin('package_dates', 'package_dates.id', 'waitlist_entries.package_date_id')
    .innerJoin('packages', 'packages.id', 'package_dates.package_id')
    .selectAll('waitlist_entries')
    .select(['package_dates.package_id', 'package_dates.first_date', 'packages.en_name', 'packages.fr_name', 'packages.ar_name'])
    .select((eb) =>
      eb
        .selectFrom('waitlist_entries as ahead')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('ahead.package_date_id', '=', 'waitlist_entries.package_date_id')
        .where('ahead.status', '=', 'waiting')
        .where((inner) =>
          inner.or([
            inner('ahead.position', '<', inner.ref('waitlist_entries.position')),
            inner.and([inner('ahead.position', '=', inner.ref('waitlist_entries.position')), inner('ahead.id', '<', inner.ref('waitlist_entries.id'))]),
          ]),
        )
        .as('ahead'),
    )
    .where('waitlist_entries.user_id', '=', studentId)
    .where('waitlist_entries.status', 'in', OPEN)
    .orderBy('package_dates.first_date')
    .orderBy('waitlist_entries.id')
    .limit(500)
    .execute();
  return entries;
}

export type MyEntry = Awaited<ReturnType<typeof myEntries>>[number];

/** A date's line for the office: waiting in order, offered, then the last 50 closed, most recent first; with its seats. */
export async function dateWaitlist(db: Executor, dateId: number, now = new Date().toISOString()) {
  const date = await findPackageDate(db, dateId);
  if (!date) throw new NotFoundError<Key>('notFound');
  const base = () =>
    db
      .selectFrom('waitlist_entries')
      .innerJoin('users', 'users.id', 'waitlist_entries.user_id')
      .selectAll('waitlist_entries')
      .select(['users.name', 'users.email'])
      .where('waitlist_entries.package_date_id', '=', dateId);
  const [open, closed, taken, offers] = await Promise.all([
    base().where('waitlist_entries.status', 'in', OPEN).orderBy('waitlist_entries.position').orderBy('waitlist_entries.id').limit(950).execute(),
    base()
      .where('waitlist_entries.status', 'not in', OPEN)
      .orderBy('waitlist_entries.closed_at', 'desc')
      .orderBy('waitlist_entries.id', 'desc')
      .limit(50)
      .execute(),
    seatsTaken(db, dateId, now),
    offersRunning(db, dateId, now),
  ]);
  const waiting = open.filter((e) => e.status === 'waiting');
  return {
    date,
    seatsTaken: taken + offers,
    entries: [...waiting, ...open.filter((e) => e.status === 'offered'), ...closed].map((e) => ({
      ...e,
      place: e.status === 'waiting' ? waiting.indexOf(e) + 1 : null,
    })),
  };
}

export type OfficeLine = Awaited<ReturnType<typeof dateWaitlist>>;
