import { sql } from 'kysely';
import type { Lesson, LessonOffer, LessonRequest } from '../../db/schema';
import type { Executor } from '../../domain/errors';
import { OPEN_STATUSES } from '../courses/repository';
import { inCarDeadline } from '../courses/rules';
import { readSettings } from '../settings/repository';
import type { Reasons } from './ranking';

export const waitingRequestOf = (db: Executor, studentId: number) =>
  db.selectFrom('lesson_requests').selectAll().where('student_id', '=', studentId).where('status', '=', 'waiting').executeTakeFirst();

/** The slot held for the student now (running: offered and not run out), if any. */
export const runningOfferOf = (db: Executor, studentId: number, now: string) =>
  db
    .selectFrom('lesson_offers')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('status', '=', 'offered')
    .where('expires_at', '>', now)
    .executeTakeFirst();

/** Slots held for students other than `studentId` that overlap [from, to): nobody else may book them. */
export const heldByOthers = (db: Executor, studentId: number, range: { from: string; to: string }, now: string) =>
  db
    .selectFrom('lesson_offers')
    .select(['instructor_id', 'starts_at', 'duration_minutes'])
    .where('status', '=', 'offered')
    .where('expires_at', '>', now)
    .where('student_id', '!=', studentId)
    .where('starts_at', '<', range.to)
    .where('ends_at', '>', range.from)
    .execute();

/** Every slot held at `now` that overlaps [from, to), with its student's name, in start order. */
export const heldBetween = (db: Executor, range: { from: string; to: string }, now: string) =>
  db
    .selectFrom('lesson_offers')
    .innerJoin('users', 'users.id', 'lesson_offers.student_id')
    .select([
      'lesson_offers.instructor_id',
      'lesson_offers.starts_at',
      'lesson_offers.ends_at',
      'lesson_offers.duration_minutes',
      'lesson_offers.expires_at',
      'lesson_offers.student_id',
      'users.name as student_name',
    ])
    .where('lesson_offers.status', '=', 'offered')
    .where('lesson_offers.expires_at', '>', now)
    .where('lesson_offers.starts_at', '<', range.to)
    .where('lesson_offers.ends_at', '>', range.from)
    .orderBy('lesson_offers.starts_at')
    .execute();

/** Ends an offer that is still `offered` (nothing when another change ended it first): whether this call did. */
export async function endOffer(db: Executor, id: number, status: 'booked' | 'declined' | 'withdrawn', now: string, lessonId?: number): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('lesson_offers')
    .set({ status, closed_at: now, updated_at: now, ...(lessonId === undefined ? {} : { lesson_id: lessonId }) })
    .where('id', '=', id)
    .where('status', '=', 'offered')
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/**
 * A lesson booked into the slot held for its own student (from the slot list rather than the
 * offer) takes the offer: it ends `booked` with the lesson, and so does the request.
 */
export async function takeOfferBy(db: Executor, lesson: Pick<Lesson, 'id' | 'student_id' | 'instructor_id' | 'starts_at'>, now: string): Promise<void> {
  const taken = await db
    .updateTable('lesson_offers')
    .set({ status: 'booked', lesson_id: lesson.id, closed_at: now, updated_at: now })
    .where('student_id', '=', lesson.student_id)
    .where('status', '=', 'offered')
    .where('instructor_id', '=', lesson.instructor_id)
    .where('starts_at', '=', lesson.starts_at)
    .returning('request_id')
    .executeTakeFirst();
  if (taken)
    await db
      .updateTable('lesson_requests')
      .set({ status: 'booked', closed_at: now, updated_at: now })
      .where('id', '=', taken.request_id)
      .where('status', '=', 'waiting')
      .execute();
}

/** The starts (`instructor|instant`) a request was offered before and did not take: never offered to it again. */
export async function offeredBefore(db: Executor, requestId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('lesson_offers').select(['instructor_id', 'starts_at']).where('request_id', '=', requestId).execute();
  return new Set(rows.map((r) => `${r.instructor_id}|${Date.parse(r.starts_at)}`));
}

const byStudent = (rows: readonly { student_id: number; value: number | string | null }[]) => new Map(rows.map((r) => [r.student_id, Number(r.value ?? 0)]));

/** For each student: the values of the school's order, and their in-car hours left. */
export async function standingOf(db: Executor, requests: readonly LessonRequest[]): Promise<Map<number, { reasons: Reasons; hoursLeft: number }>> {
  const ids = [...new Set(requests.map((r) => r.student_id))];
  const standing = new Map<number, { reasons: Reasons; hoursLeft: number }>();
  if (ids.length === 0) return standing;
  const [bought, counted, booked, courses, settings] = await Promise.all([
    db
      .selectFrom('bookings')
      .select((eb) => ['user_id as student_id', eb.fn.sum<number | string>('in_car_hours').as('value')])
      .where('user_id', 'in', ids)
      .where('status', '=', 'paid')
      .groupBy('user_id')
      .execute(),
    db
      .selectFrom('lessons')
      .select((eb) => ['student_id', eb.fn.sum<number | string>('duration_minutes').as('value')])
      .where('student_id', 'in', ids)
      .where('counted', '=', 1)
      .groupBy('student_id')
      .execute(),
    db
      .selectFrom('lessons')
      .select((eb) => ['student_id', eb.fn.sum<number | string>('duration_minutes').as('value')])
      .where('student_id', 'in', ids)
      .where('status', 'in', ['booked', 'completed'])
      .groupBy('student_id')
      .execute(),
    db
      .selectFrom('bde_courses')
      .select((eb) => ['user_id', eb.fn.min<string>('course_start').as('course_start')])
      .where('user_id', 'in', ids)
      .where('status', 'in', OPEN_STATUSES)
      .groupBy('user_id')
      .execute(),
    readSettings(db),
  ]);
  const boughtHours = byStudent(bought);
  const countedMinutes = byStudent(counted);
  const bookedMinutes = byStudent(booked);
  const starts = new Map(courses.map((c) => [c.user_id, c.course_start]));
  for (const request of requests) {
    const start = starts.get(request.student_id);
    standing.set(request.student_id, {
      reasons: {
        deadline: start ? inCarDeadline(start, settings.bde_in_car_months) : null,
        road_test_date: request.road_test_date,
        hours_booked: Math.floor((bookedMinutes.get(request.student_id) ?? 0) / 60),
        waiting_since: request.created_at,
      },
      hoursLeft: (boughtHours.get(request.student_id) ?? 0) - (countedMinutes.get(request.student_id) ?? 0) / 60,
    });
  }
  return standing;
}

/** The offers of the students, and the latest that ended, with who they were for. */
export function offersWithStudents(db: Executor) {
  return db
    .selectFrom('lesson_offers')
    .innerJoin('users', 'users.id', 'lesson_offers.student_id')
    .selectAll('lesson_offers')
    .select(['users.name as student_name', 'users.email as student_email']);
}

export type OfferRow = LessonOffer & { student_name: string; student_email: string };

/** The waiting requests with their students, earliest first (at most 1,000). */
export const waitingRequests = (db: Executor) =>
  db
    .selectFrom('lesson_requests')
    .innerJoin('users', 'users.id', 'lesson_requests.student_id')
    .selectAll('lesson_requests')
    .select(['users.name as student_name', 'users.email as student_email'])
    .where('lesson_requests.status', '=', 'waiting')
    .orderBy('lesson_requests.created_at')
    .orderBy('lesson_requests.id')
    .limit(1000)
    .execute();

/** Offers still `offered` whose time ran out, claimed as `lapsed` by this one statement: each by exactly one sweep. */
export async function lapseOffers(db: Executor, now: string): Promise<LessonOffer[]> {
  return db
    .updateTable('lesson_offers')
    .set({ status: 'lapsed', closed_at: now, updated_at: now })
    .where('status', '=', 'offered')
    .where('expires_at', '<=', now)
    .returningAll()
    .execute();
}

/** Requests whose last wanted day has come end as `expired` (their running offers are withdrawn). */
export async function expireRequests(db: Executor, today: string, now: string): Promise<void> {
  const ended = db.selectFrom('lesson_requests').select('id').where('status', '=', 'waiting').where('before_date', '<=', today);
  await db
    .updateTable('lesson_offers')
    .set({ status: 'withdrawn', closed_at: now, updated_at: now })
    .where('status', '=', 'offered')
    .where('request_id', 'in', ended)
    .execute();
  await db
    .updateTable('lesson_requests')
    .set({ status: 'expired', closed_at: now, updated_at: now })
    .where('status', '=', 'waiting')
    .where('before_date', '<=', today)
    .execute();
}

export const jsonList = (values: readonly number[]) => JSON.stringify([...values].sort((a, b) => a - b));

/** Refill figures: lesson hours booked from the cancellation list since `from`. */
export async function refilledHoursSince(db: Executor, from: string): Promise<number> {
  const row = await db
    .selectFrom('lesson_offers')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('duration_minutes'), sql<number>`0`).as('minutes'))
    .where('status', '=', 'booked')
    .where('closed_at', '>=', from)
    .executeTakeFirst();
  return Number(row?.minutes ?? 0) / 60;
}
