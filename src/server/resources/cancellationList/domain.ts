import type { Kysely } from 'kysely';
import { addDays, torontoDay } from '../../../contract/torontoTime';
import type { Database, Lesson, LessonRequest } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { InvalidError, NotFoundError, type Executor } from '../../domain/errors';
import { commitOn, inTransaction, type Commit } from '../../domain/transaction';
import { bookLesson, checkSlot, freeSlots, instructorName, LessonConflict, type LessonEnv } from '../lessons/domain';
import { boughtHours, countedHours, findAcceptedInstructor, lockStudent, studentsById } from '../lessons/repository';
import type { Slot } from '../lessons/slots';
import { readSettings } from '../settings/repository';
import { offerMail } from './mails';
import { offerText } from './texts';
import { matches, wishesOf } from './matching';
import type { Key } from './messages';
import { ranked, type Reasons } from './ranking';
import {
  endOffer,
  expireRequests,
  jsonList,
  lapseOffers,
  offeredBefore,
  offersWithStudents,
  runningOfferOf,
  standingOf,
  waitingRequestOf,
  waitingRequests,
} from './repository';

/*
 * The cancellation list of in-car lessons. A free slot is offered to one student at a time, in the
 * school's order (ranking.ts), and held for them alone: nobody else sees or books it until the
 * offer ends (lessons' takenBetween counts it as the instructor's). Everything that offers or ends
 * an offer holds the student's lock first (their users row FOR UPDATE on PostgreSQL, as lesson
 * writes take it; SQLite runs one write transaction at a time), and the database refuses a second
 * running offer for one student or one instructor's start: so any number of server processes
 * offering at once never give one student two slots nor one slot to two students. An offer that
 * runs out is claimed `lapsed` by one conditional statement, and one taken is claimed `booked` by
 * another: a slot taken as it runs out ends one way, never both.
 */

/** A slot is offered only when it starts this long after its offer would run out: time to get there. */
const LEAD_MS = 3_600_000;
/** How far ahead slots are looked for, a week at a time. */
const HORIZON_DAYS = 28;
const WEEK = 7;

type Db = Kysely<Database>;

export interface RequestInput {
  duration_minutes: 60 | 120;
  instructor_ids?: number[];
  weekdays: number[];
  from_time: string;
  to_time: string;
  before?: string | null;
  road_test_date?: string | null;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** The fields a request cannot take (to_time, before, instructor_ids), as 422s. */
async function checkInput(db: Executor, input: RequestInput, now: string): Promise<void> {
  const errors: Record<string, Key> = {};
  if (minutesOf(input.to_time) - minutesOf(input.from_time) < input.duration_minutes) errors.to_time = 'tooShort';
  if (input.before && input.before <= torontoDay(new Date(now))) errors.before = 'beforePast';
  for (const id of input.instructor_ids ?? []) if (!(await findAcceptedInstructor(db, id))) errors.instructor_ids = 'unknownInstructor';
  if (Object.keys(errors).length > 0) throw new InvalidError<Key>(errors);
}

/**
 * The student joins the list, or changes what suits them: one waiting request each, whose
 * `created_at` (their place in time) a change keeps. 409 no_hours without the hours for a lesson.
 */
export async function saveRequest(db: Db, studentId: number, input: RequestInput, now = new Date().toISOString()): Promise<LessonRequest> {
  await checkInput(db, input, now);
  const values = {
    duration_minutes: input.duration_minutes,
    instructor_ids: jsonList(input.instructor_ids ?? []),
    weekdays: jsonList(input.weekdays),
    from_time: input.from_time,
    to_time: input.to_time,
    before_date: input.before ?? null,
    road_test_date: input.road_test_date ?? null,
    updated_at: now,
  };
  return inTransaction(db, async (trx) => {
    await lockStudent(trx, studentId);
    if ((await boughtHours(trx, studentId)) - (await countedHours(trx, studentId)) < input.duration_minutes / 60) throw new LessonConflict('no_hours');
    const waiting = await waitingRequestOf(trx, studentId);
    if (waiting) return trx.updateTable('lesson_requests').set(values).where('id', '=', waiting.id).returningAll().executeTakeFirstOrThrow();
    return trx
      .insertInto('lesson_requests')
      .values({ ...values, student_id: studentId, status: 'waiting', created_at: now, closed_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Ends the student's waiting request (`left` by them, `removed` by the office) and withdraws the slot held for them. */
async function endRequest(trx: Executor, request: LessonRequest, status: 'left' | 'removed', now: string): Promise<void> {
  await trx
    .updateTable('lesson_offers')
    .set({ status: 'withdrawn', closed_at: now, updated_at: now })
    .where('request_id', '=', request.id)
    .where('status', '=', 'offered')
    .execute();
  await trx
    .updateTable('lesson_requests')
    .set({ status, closed_at: now, updated_at: now })
    .where('id', '=', request.id)
    .where('status', '=', 'waiting')
    .execute();
}

/** The student leaves the list; not being on it is no error. */
export async function leaveRequest(db: Db, studentId: number, now = new Date().toISOString()): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockStudent(trx, studentId);
    const waiting = await waitingRequestOf(trx, studentId);
    if (waiting) await endRequest(trx, waiting, 'left', now);
  });
}

/** The office takes a request off the list (404 when there is none; an ended one is left as it is). */
export async function removeRequest(db: Db, id: number, now = new Date().toISOString()): Promise<void> {
  const found = await db.selectFrom('lesson_requests').select('student_id').where('id', '=', id).executeTakeFirst();
  if (!found) throw new NotFoundError<Key>('requestNotFound');
  await inTransaction(db, async (trx) => {
    await lockStudent(trx, found.student_id);
    const request = await trx.selectFrom('lesson_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    if (request.status === 'waiting') await endRequest(trx, request, 'removed', now);
  });
}

/** The student's own offer (404 for another's or none). */
async function ownOffer(db: Executor, studentId: number, offerId: number) {
  const offer = await db.selectFrom('lesson_offers').selectAll().where('id', '=', offerId).where('student_id', '=', studentId).executeTakeFirst();
  if (!offer) throw new NotFoundError<Key>('offerNotFound');
  return offer;
}

/** The student declines the slot held for them: it is never offered to them again. An ended offer is left as it is. */
export async function declineOffer(db: Db, studentId: number, offerId: number, now = new Date().toISOString()): Promise<void> {
  await ownOffer(db, studentId, offerId);
  await inTransaction(db, async (trx) => {
    await lockStudent(trx, studentId);
    await endOffer(trx, offerId, 'declined', now);
  });
}

/**
 * Books the slot held for the student, under every rule a lesson follows (bookLesson, in the same
 * transaction): the offer is claimed `booked` first, only while it runs (409 offer_ended), and a
 * rule that refuses the lesson undoes the claim. The request ends `booked`.
 */
export async function acceptOffer(
  db: Db,
  env: LessonEnv,
  studentId: number,
  offerId: number,
  now = new Date().toISOString(),
  commit: Commit<Lesson> = commitOn(db),
): Promise<Lesson> {
  const offer = await ownOffer(db, studentId, offerId);
  const wanted = { instructor_id: offer.instructor_id, starts_at: offer.starts_at, duration_minutes: offer.duration_minutes };
  return bookLesson(db, env, studentId, wanted, 'student', now, (work) =>
    commit(async (trx) => {
      await lockStudent(trx, studentId);
      const { numUpdatedRows } = await trx
        .updateTable('lesson_offers')
        .set({ status: 'booked', closed_at: now, updated_at: now })
        .where('id', '=', offerId)
        .where('status', '=', 'offered')
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (numUpdatedRows === 0n) throw new LessonConflict('offer_ended');
      const lesson = await work(trx);
      await trx.updateTable('lesson_offers').set({ lesson_id: lesson.id }).where('id', '=', offerId).execute();
      await trx
        .updateTable('lesson_requests')
        .set({ status: 'booked', closed_at: now, updated_at: now })
        .where('id', '=', offer.request_id)
        .where('status', '=', 'waiting')
        .execute();
      return lesson;
    }),
  );
}

/** No account has this id: the slots free "for nobody" are those no student's own lessons or rules narrow. */
const NOBODY = 0;
/** At most this many of the open slots that suit a student are checked against their own lessons and rules in one pass. */
const TRIES = 10;

/**
 * The slots free for anyone over the horizon, earliest first, in the lengths the list asks for:
 * each instructor's hours minus lessons and slots held, a week at a time. Computed once a pass, so
 * a full schedule costs a pass a few queries however many students wait.
 */
async function openSlots(db: Executor, durations: ReadonlySet<60 | 120>, now: string): Promise<Slot[]> {
  const firstDay = torontoDay(new Date(now));
  const slots: Slot[] = [];
  for (const duration of durations)
    for (let from = firstDay; from < addDays(firstDay, HORIZON_DAYS); from = addDays(from, WEEK))
      slots.push(...(await freeSlots(db, NOBODY, { from, days: WEEK, duration }, now)));
  return slots.sort((a, b) => a.start - b.start || a.instructorId - b.instructorId);
}

/**
 * The student's first open slot that suits them, starting no earlier than `earliest` (ms), never
 * one they were offered before, and free for them too (their own lessons, daily limit, BDE rules).
 */
async function firstMatch(db: Executor, request: LessonRequest, open: readonly Slot[], earliest: number, now: string): Promise<Slot | undefined> {
  const wishes = wishesOf(request);
  const seen = await offeredBefore(db, request.id);
  const candidates = open.filter((s) => s.start >= earliest && matches(wishes, s) && !seen.has(`${s.instructorId}|${s.start}`)).slice(0, TRIES);
  for (const candidate of candidates) {
    const theirs = await freeSlots(
      db,
      request.student_id,
      { instructor_id: candidate.instructorId, from: torontoDay(new Date(candidate.start)), days: 1, duration: candidate.duration },
      now,
    );
    if (theirs.some((s) => s.start === candidate.start)) return candidate;
  }
  return undefined;
}

/**
 * Offers the student of `request` their first matching open slot, if they have none held, and
 * queues their mail. The slot is looked for without a lock (most passes find none, and SQLite's one
 * writer must not wait on the search), then checked again inside a transaction holding the
 * student's lock and the instructor's; the offer runs until `expires` (ms). The slot offered; none when it went meanwhile or another
 * process made one first (the database's unique keys refuse the second).
 */
async function offerTo(
  db: Db,
  env: LessonEnv,
  request: LessonRequest,
  reasons: Reasons,
  open: readonly Slot[],
  expires: number,
  now: string,
): Promise<Slot | undefined> {
  const slot = await firstMatch(db, request, open, expires + LEAD_MS, now);
  if (!slot) return undefined;
  try {
    return await inTransaction(db, async (trx) => {
      await lockStudent(trx, request.student_id);
      const current = await waitingRequestOf(trx, request.student_id);
      if (current?.id !== request.id || current.updated_at !== request.updated_at || (await runningOfferOf(trx, request.student_id, now))) return undefined;
      const starts_at = new Date(slot.start).toISOString();
      try {
        await checkSlot(trx, request.student_id, { instructor_id: slot.instructorId, starts_at, duration_minutes: slot.duration }, now);
      } catch (error) {
        if (error instanceof LessonConflict) return undefined;
        throw error;
      }
      const offer = await trx
        .insertInto('lesson_offers')
        .values({
          request_id: request.id,
          student_id: request.student_id,
          instructor_id: slot.instructorId,
          starts_at,
          ends_at: new Date(slot.start + slot.duration * 60_000).toISOString(),
          duration_minutes: slot.duration,
          status: 'offered',
          reasons: JSON.stringify(reasons),
          offered_at: now,
          expires_at: new Date(expires).toISOString(),
          lesson_id: null,
          closed_at: null,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const [students, instructor] = await Promise.all([studentsById(trx, [request.student_id]), findAcceptedInstructor(trx, slot.instructorId)]);
      const name = instructor ? instructorName(instructor) : '';
      await env.mail.queue(trx, offerMail(env.siteOrigin, { student: students.get(request.student_id)!, offer, instructorName: name }));
      await env.mail.text(trx, offerText(env.siteOrigin, request.student_id, offer, name));
      return slot;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/**
 * Offers free slots to the list, one student at a time in the school's order: each waiting
 * student with the hours and no slot held gets their first matching slot, if there is one (a
 * student who let an offer run out rests for one hold's length first). Run
 * after anything frees time (a cancellation, a move, new hours, a declined or lapsed offer) and
 * by the sweep. How many offers were made.
 */
export async function offerFreeSlots(db: Db, env: LessonEnv, now = new Date().toISOString()): Promise<number> {
  const requests = await waitingRequests(db);
  if (requests.length === 0) return 0;
  const open = await openSlots(db, new Set(requests.map((r) => r.duration_minutes)), now);
  if (open.length === 0) return 0;
  const [standing, settings] = await Promise.all([standingOf(db, requests), readSettings(db)]);
  // Skipped: students with a slot held, and those who let one run out within the last hold's
  // length, so that the slots they let go reach the students after them first.
  const restedSince = new Date(Date.parse(now) - settings.lesson_offer_minutes * 60_000).toISOString();
  const skipped = await db
    .selectFrom('lesson_offers')
    .select('student_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'offered'), eb('expires_at', '>', now)]),
        eb.and([eb('status', 'in', ['offered', 'lapsed']), eb('expires_at', '<=', now), eb('expires_at', '>', restedSince)]),
      ]),
    )
    .execute();
  const holding = new Set(skipped.map((o) => o.student_id));
  // Every offer of the pass runs out at the same time.
  const expires = Date.parse(now) + settings.lesson_offer_minutes * 60_000;
  const order = ranked(requests.map((r) => ({ ...r, reasons: standing.get(r.student_id)!.reasons })));
  let offered = 0;
  for (const request of order) {
    if (holding.has(request.student_id) || standing.get(request.student_id)!.hoursLeft < request.duration_minutes / 60) continue;
    // Another process's pass may have made them an offer since this one began.
    if (await runningOfferOf(db, request.student_id, now)) continue;
    const made = await offerTo(db, env, request, request.reasons, open, expires, now);
    if (!made) continue;
    offered += 1;
    // What it holds is no longer open to the students after them.
    const end = made.start + made.duration * 60_000;
    for (let i = open.length - 1; i >= 0; i -= 1)
      if (open[i].instructorId === made.instructorId && open[i].start < end && open[i].start + open[i].duration * 60_000 > made.start) open.splice(i, 1);
    if (open.length === 0) break;
  }
  return offered;
}

/**
 * The sweep: offers that ran out are claimed `lapsed` (one statement: each by one process only),
 * requests whose last day came end `expired`, then the slots freed go to the next students.
 */
export async function sweepCancellationList(db: Db, env: LessonEnv, now = new Date().toISOString()): Promise<number> {
  await lapseOffers(db, now);
  await inTransaction(db, (trx) => expireRequests(trx, torontoDay(new Date(now)), now));
  return offerFreeSlots(db, env, now);
}

/** The office's view: the waiting requests in the school's order with their reasons and held slots, and the latest offers that ended. */
export async function officeList(db: Executor, now = new Date().toISOString()) {
  const requests = await waitingRequests(db);
  const [standing, running, recent, settings] = await Promise.all([
    standingOf(db, requests),
    offersWithStudents(db).where('lesson_offers.status', '=', 'offered').where('lesson_offers.expires_at', '>', now).execute(),
    offersWithStudents(db)
      .where((eb) => eb.or([eb('lesson_offers.status', '!=', 'offered'), eb('lesson_offers.expires_at', '<=', now)]))
      .orderBy('lesson_offers.updated_at', 'desc')
      .orderBy('lesson_offers.id', 'desc')
      .limit(50)
      .execute(),
    readSettings(db),
  ]);
  const held = new Map(running.map((o) => [o.request_id, o]));
  const order = ranked(requests.map((r) => ({ ...r, ...standing.get(r.student_id)! })));
  return { waiting: order.map((r, i) => ({ ...r, rank: i + 1, offer: held.get(r.id) })), recent, offerMinutes: settings.lesson_offer_minutes };
}

export type OfficeList = Awaited<ReturnType<typeof officeList>>;

/** The student's waiting request and the slot held for them now. */
export async function myRequest(db: Executor, studentId: number, now = new Date().toISOString()) {
  const [request, offer] = await Promise.all([waitingRequestOf(db, studentId), runningOfferOf(db, studentId, now)]);
  return { request, offer };
}
