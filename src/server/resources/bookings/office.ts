import type { Kysely } from 'kysely';
import type { components, operations } from '../../../contract/generated/openapi.gen';
import type { Booking, BookingStatus, Database } from '../../db/schema';
import { NotFoundError, type Executor } from '../../domain/errors';
import { foldForSearch } from '../inquiries/searchText';
import { torontoDate, torontoMidnight, torontoMonthRange, type MonthRange } from '../../../contract/torontoTime';
import { seatsByDate, takesSeat } from '../packages/seats';
import { statusAt } from './holds';
import { packageName } from './pricing';
import { toAdminDate } from '../packages/responses';
import { toStudent } from './responses';
import { torontoInstant } from '../../../contract/torontoTime';
import { refilledHoursSince } from '../cancellationList/repository';
import { seatsRefilledSince } from '../waitlist/repository';

type Schemas = components['schemas'];
type ListQuery = NonNullable<operations['listAdminBookings']['parameters']['query']>;
type SortColumn = 'created_at' | 'id' | 'class_date' | 'student' | 'total_cents' | 'status';

export interface AdminBookingQuery {
  status?: BookingStatus;
  packageId?: number;
  packageDateId?: number;
  paid?: boolean;
  bookedFrom?: string;
  bookedTo?: string;
  search?: string;
  page: number;
  perPage: number;
  sort: { column: SortColumn; direction: 'asc' | 'desc' };
}

export function adminBookingQuery(q: ListQuery): AdminBookingQuery {
  const sort = q.sort ?? '-created_at';
  const desc = sort.startsWith('-');
  return {
    status: q.status,
    packageId: q.package_id,
    packageDateId: q.package_date_id,
    paid: q.paid,
    bookedFrom: q.booked_from,
    bookedTo: q.booked_to,
    search: q.search?.trim() || undefined,
    page: q.page ?? 1,
    perPage: q.per_page ?? 15,
    sort: { column: (desc ? sort.slice(1) : sort) as SortColumn, direction: desc ? 'desc' : 'asc' },
  };
}

const midnightOf = (day: string, plusDays = 0) => {
  const [year, month, date] = day.split('-').map(Number);
  return torontoMidnight({ year, month, day: date + plusDays }).toISOString();
};

function filtered(db: Executor, q: AdminBookingQuery, now: string) {
  let query = db.selectFrom('bookings').innerJoin('users as u', 'u.id', 'bookings.user_id').leftJoin('package_dates as d', 'd.id', 'bookings.package_date_id');
  if (q.status) {
    const status = q.status;
    // As people read statuses: a hold past its end without a card payment is expired already.
    query = query.where((eb) => {
      const lapsed = eb.and([
        eb('bookings.status', '=', 'held'),
        eb('bookings.hold_expires_at', '<=', now),
        eb.or([eb('bookings.payment_method', 'is', null), eb('bookings.payment_method', '!=', 'card')]),
      ]);
      if (status === 'expired') return eb.or([eb('bookings.status', '=', 'expired'), lapsed]);
      if (status === 'held') return eb.and([eb('bookings.status', '=', 'held'), eb.not(lapsed)]);
      return eb('bookings.status', '=', status);
    });
  }
  if (q.packageId !== undefined) query = query.where('bookings.package_id', '=', q.packageId);
  if (q.packageDateId !== undefined) query = query.where('bookings.package_date_id', '=', q.packageDateId);
  if (q.paid !== undefined) query = query.where('bookings.paid_at', q.paid ? 'is not' : 'is', null);
  if (q.bookedFrom) query = query.where('bookings.created_at', '>=', midnightOf(q.bookedFrom));
  if (q.bookedTo) query = query.where('bookings.created_at', '<', midnightOf(q.bookedTo, 1));
  return query;
}

/**
 * The ids of the filtered bookings the search matches: name, email, phone, id or a document
 * number, folded as the inquiries search is (case and accents dropped). A school's bookings are a
 * few thousand a year, so the candidates' few short fields are folded here rather than stored.
 */
async function searchIds(db: Executor, q: AdminBookingQuery, now: string, search: string): Promise<number[]> {
  const needle = foldForSearch(search.replace(/^#/, ''));
  const rows = await filtered(db, q, now).select(['bookings.id', 'u.name', 'u.email', 'u.phone_number']).execute();
  const numbers = new Map<number, string[]>();
  if (rows.length > 0) {
    const docs = await db.selectFrom('receipts').select(['booking_id', 'number']).execute();
    for (const d of docs) numbers.set(d.booking_id, [...(numbers.get(d.booking_id) ?? []), d.number]);
  }
  return rows
    .filter((r) => [r.name, r.email, r.phone_number ?? '', String(r.id), ...(numbers.get(r.id) ?? [])].some((field) => foldForSearch(field).includes(needle)))
    .map((r) => r.id);
}

const SORT_EXPRESSION = {
  created_at: 'bookings.created_at',
  id: 'bookings.id',
  class_date: 'd.first_date',
  student: 'u.name',
  total_cents: 'bookings.total_cents',
  status: 'bookings.status',
} as const satisfies Record<SortColumn, string>;

/** One page of bookings and the total matching the filters. */
export async function adminBookingPage(db: Kysely<Database>, q: AdminBookingQuery, now: string): Promise<{ rows: Booking[]; total: number }> {
  let ids: number[] | undefined;
  if (q.search) {
    ids = await searchIds(db, q, now, q.search);
    if (ids.length === 0) return { rows: [], total: 0 };
  }
  const base = () => {
    const query = filtered(db, q, now);
    return ids ? query.where('bookings.id', 'in', ids) : query;
  };
  const counted = await base()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const { column, direction } = q.sort;
  let page = base().selectAll('bookings');
  // Bookings without a date sort last whichever the direction.
  if (column === 'class_date') page = page.orderBy((eb) => eb.case().when('d.first_date', 'is', null).then(1).else(0).end());
  const rows = await page
    .orderBy(SORT_EXPRESSION[column], direction)
    .orderBy('bookings.id', direction)
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage)
    .execute();
  return { rows, total: Number(counted.n) };
}

/** Who sits in a date: its bookings taking a seat, by student name. */
export async function classList(db: Executor, dateId: number, now: string): Promise<Schemas['ClassListResponse']['data']> {
  const date = await db.selectFrom('package_dates').selectAll().where('id', '=', dateId).executeTakeFirst();
  if (!date) throw new NotFoundError();
  const pkg = await db.selectFrom('packages').select(['id', 'en_name', 'fr_name', 'ar_name']).where('id', '=', date.package_id).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .select([
      'bookings.id',
      'bookings.status',
      'bookings.hold_expires_at',
      'bookings.payment_method',
      'bookings.paid_at',
      'bookings.total_cents',
      'users.id as user_id',
      'users.name',
      'users.email',
      'users.phone_number',
    ])
    .where('bookings.package_date_id', '=', dateId)
    .where((eb) => takesSeat(eb, now))
    .orderBy('users.name')
    .orderBy('bookings.id')
    .limit(500)
    .execute();
  const seats = await seatsByDate(db, [dateId], now);
  return {
    package: { id: pkg.id, name: packageName(pkg) },
    date: toAdminDate(date, seats.get(dateId)),
    students: rows.map((r) => ({
      booking_id: r.id,
      status: statusAt(r, now),
      student: toStudent({ id: r.user_id, name: r.name, email: r.email, phone_number: r.phone_number }),
      paid: r.paid_at !== null,
      total_cents: r.total_cents,
      payment_method: r.payment_method,
    })),
  };
}

/** Money of a Toronto month from the documents issued in it: receipts in, credit notes out. */
async function monthMoney(db: Executor, range: MonthRange): Promise<Schemas['MonthMoney']> {
  const docs = await db
    .selectFrom('receipts')
    .innerJoin('bookings', 'bookings.id', 'receipts.booking_id')
    .select(['receipts.kind', 'bookings.total_cents', 'bookings.hst_cents'])
    .where('receipts.issued_at', '>=', range.start)
    .where('receipts.issued_at', '<', range.end)
    .execute();
  let revenue = 0;
  let hst = 0;
  let refunded = 0;
  for (const d of docs) {
    const sign = d.kind === 'receipt' ? 1 : -1;
    revenue += sign * d.total_cents;
    hst += sign * d.hst_cents;
    if (d.kind === 'credit_note') refunded += d.total_cents;
  }
  return { month: range.month, revenue_cents: revenue, hst_collected_cents: hst, refunded_cents: refunded };
}

/** The dashboard's figures: this and last month's money, this month's bookings, money expected, the next dates. */
export async function bookingStats(db: Executor, at: Date): Promise<Schemas['BookingStatsResponse']['data']> {
  const now = at.toISOString();
  const thisMonth = torontoMonthRange(0, at);
  const [current, previous, made, unpaid, refilledSeats, refilledHours] = await Promise.all([
    monthMoney(db, thisMonth),
    monthMoney(db, torontoMonthRange(-1, at)),
    db
      .selectFrom('bookings')
      .select(['status', 'hold_expires_at', 'payment_method'])
      .where('created_at', '>=', thisMonth.start)
      .where('created_at', '<', thisMonth.end)
      .execute(),
    db
      .selectFrom('bookings')
      .select((eb) => eb.fn.sum<number | string | null>('total_cents').as('cents'))
      .where('status', '=', 'confirmed_unpaid')
      .executeTakeFirstOrThrow(),
    seatsRefilledSince(db, thisMonth.start),
    refilledHoursSince(db, thisMonth.start),
  ]);
  const counts = { held: 0, expired: 0, confirmed_unpaid: 0, paid: 0, cancelled: 0, refunded: 0 };
  for (const b of made) counts[statusAt(b, now)] += 1;

  const today = torontoDate(at);
  const todayText = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
  const candidates = await db
    .selectFrom('package_dates')
    .innerJoin('packages', 'packages.id', 'package_dates.package_id')
    .selectAll('package_dates')
    .select(['packages.en_name', 'packages.fr_name', 'packages.ar_name'])
    .where('package_dates.is_open', '=', 1)
    .where('package_dates.first_date', '>=', todayText)
    .orderBy('package_dates.first_date')
    .orderBy('package_dates.from_time')
    .orderBy('package_dates.id')
    .limit(10)
    .execute();
  const upcoming = candidates.filter((d) => torontoInstant(d.first_date, d.from_time).toISOString() > now).slice(0, 5);
  const seats = await seatsByDate(
    db,
    upcoming.map((d) => d.id),
    now,
  );
  return {
    this_month: current,
    last_month: previous,
    bookings_this_month: counts,
    unpaid_cents: Number(unpaid.cents ?? 0),
    refilled_this_month: { seats: refilledSeats, lesson_hours: Math.floor(refilledHours) },
    upcoming_dates: upcoming.map(({ en_name, fr_name, ar_name, ...date }) => ({
      package: { id: date.package_id, name: packageName({ en_name, fr_name, ar_name }) },
      date: toAdminDate(date, seats.get(date.id)),
    })),
  };
}
