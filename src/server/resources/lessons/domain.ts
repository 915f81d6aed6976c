import type { Kysely, Transaction } from 'kysely';
import type { components } from '../../../contract/generated/openapi.gen';
import type { BdeRuleCode, Database, Lesson, SchoolSettings } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { ConflictError, InvalidError, NotFoundError, type Executor } from '../../domain/errors';
import { addDays, torontoMidnight, torontoMoment } from '../../../contract/torontoTime';
import { takeOfferBy } from '../cancellationList/repository';
import { classMinutesByDay } from '../classes/domain';
import { settleStudentCourses } from '../courses/progress';
import { openCourseOf } from '../courses/repository';
import { inCarDeadline, inCarRefusal, outsideInCarPart } from '../courses/rules';
import { commitOn, type Commit } from '../../domain/transaction';
import type { MailOutbox } from '../../mail/outbox';
import { readSettings } from '../settings/repository';
import { availabilityWindows } from './availability';
import { lessonBookedMail, lessonCancelledMail, lessonMovedMail, type LessonMailSubject } from './mails';
import { lessonText } from './texts';
import type { ConflictCode, Key } from './messages';
import {
  boughtHours,
  countedHours,
  deleteUnits,
  findAcceptedInstructor,
  findBookedLesson,
  findLesson,
  findStudentByEmail,
  firstBdeBooking,
  bookedLessonRow,
  insertLesson,
  insertUnits,
  instructorsById,
  lessonsBetween,
  lessonsOfStudent,
  lockInstructor,
  lockStudent,
  reassignUnits,
  studentsById,
  takenBetween,
  unitStartsOf,
  updateLesson,
  type LessonStudent,
} from './repository';
import { cutSlots, refusal, torontoDayOf, unitsOf, withinAvailability, type Duration, type Slot } from './slots';

type Schemas = components['schemas'];
type Db = Kysely<Database>;

/** A lesson conflict: its message key is the `code` the client receives. */
export class LessonConflict extends ConflictError<ConflictCode> {
  constructor(code: ConflictCode, limit?: number, date?: string) {
    super(code, code, limit, date);
  }
}

/** What lessons need beyond the database to tell the student about them. */
export interface LessonEnv {
  mail: MailOutbox;
  /** The site's origin, for links in mails. */
  siteOrigin: string;
  /** The office's address: the organizer of the lessons' calendar events. */
  officeEmail: string;
}

/** Who a lesson's calendar event is from: the school by its legal name (its brand before one is set), reached at the office. */
export const organizerOf = (legalName: string, env: Pick<LessonEnv, 'officeEmail'>) => ({ name: legalName.trim() || 'Drive Ontario', email: env.officeEmail });

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * First name and last initial ("Nadia T."), as the public grid shows instructors; the first name
 * alone when there is no last name (never "Nadia ." nor, from the original data's text NULL, "Nadia N.").
 */
export function instructorName(i: { f_name: string; l_name: string }): string {
  const first = i.f_name.trim();
  const last = i.l_name.trim();
  const initial = last && last !== 'NULL' ? Array.from(last)[0] : '';
  return initial ? `${first} ${initial}.` : first;
}

/** Until when a cancellation returns the lesson's hours and the student may move it. */
export const freeCancelUntil = (lesson: Pick<Lesson, 'starts_at'>, cutoffHours: number) =>
  new Date(Date.parse(lesson.starts_at) - cutoffHours * HOUR_MS).toISOString();

/** The student an office operation names by email: InvalidError on `student_email` when no student has it. */
export async function studentByEmail(db: Executor, email: string): Promise<LessonStudent> {
  const student = await findStudentByEmail(db, email.trim().toLowerCase());
  if (!student) throw new InvalidError<Key>({ student_email: 'noStudent' });
  return student;
}

export interface SlotQuery {
  instructor_id?: number;
  from?: string;
  days?: number;
  duration?: Duration;
  /** The student's booked lesson being moved: its own time counts as free. */
  moving?: number;
}

/** The most slots one answer lists (the earliest; a client asks for fewer days to see more). */
const MAX_SLOTS = 5000;

/**
 * The slots the student could book (see listLessonSlots): NotFoundError for an instructor not
 * accepted. A student of an open BDE course sees the days they may drive (with no G1 licence yet
 * too: booking tells them the licence is what is missing). The office (`forOffice`) also sees the
 * times the BDE rules and the daily in-car limit refuse, which it may book with a reason.
 */
export async function freeSlots(db: Executor, studentId: number, query: SlotQuery, now = new Date().toISOString(), forOffice = false): Promise<Slot[]> {
  if (query.instructor_id !== undefined && !(await findAcceptedInstructor(db, query.instructor_id))) throw new NotFoundError();
  if (query.moving !== undefined && !(await findBookedLesson(db, studentId, query.moving))) throw new NotFoundError();
  const firstDay = query.from ?? torontoMoment(new Date(now)).date;
  const range = { from: dayStart(firstDay), to: dayStart(addDays(firstDay, query.days ?? 14)) };
  const windows = await availabilityWindows(db, range, query.instructor_id);
  const taken = await takenBetween(
    db,
    studentId,
    { from: new Date(range.from).toISOString(), to: new Date(range.to + 2 * HOUR_MS).toISOString() },
    now,
    query.moving,
  );
  const slots = cutSlots(windows, query.duration ?? 60, forOffice ? { ...taken, dailyLimitHours: Infinity } : taken, range, Date.parse(now));
  const course = forOffice ? undefined : await openCourseOf(db, studentId);
  if (!course) return slots.slice(0, MAX_SLOTS);
  const settings = await readSettings(db);
  const classes = await classMinutesByDay(db, studentId, firstDay, addDays(firstDay, query.days ?? 14));
  const allowed = (slot: Slot) => {
    const day = torontoDayOf(slot.start);
    const { hours } = dayLimit(settings, taken.dailyLimitHours, classes.get(day) ?? 0);
    return !outsideInCarPart(course, day, settings.bde_in_car_months) && (taken.studentDayHours.get(day) ?? 0) + slot.duration / 60 <= hours;
  };
  return slots.filter(allowed).slice(0, MAX_SLOTS);
}

/** The instant (ms) a Toronto date starts. */
export const dayStart = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return torontoMidnight({ year, month, day }).getTime();
};

interface Wanted {
  instructor_id: number;
  starts_at: string;
  duration_minutes: Duration;
  /** The office's reason for booking despite a BDE rule (the Ministry's rules are kept otherwise). */
  override_reason?: string;
}

/** A slot that may be booked, and the BDE rule the office's reason set aside to book it, if one was. */
interface Checked {
  slot: Slot;
  overridden: BdeRuleCode | null;
}

/**
 * Checks a wanted slot for the student inside their lock: an accepted instructor's availability
 * (404 / slot_unavailable), the student's hours, the BDE rules of their open course (G1 licence,
 * the course's in-car part), daily limit and other lessons, the instructor's lessons. An office's
 * `override_reason` sets the BDE rules and the daily limit aside, nothing else. `moving` is the
 * lesson being moved, whose own time and hours count as free. The instructor's lock (taken after
 * the student's) holds their hours still until the lesson is written.
 */
export async function checkSlot(trx: Executor, studentId: number, wanted: Wanted, now: string, moving?: Lesson): Promise<Checked> {
  await lockInstructor(trx, wanted.instructor_id);
  if (!(await findAcceptedInstructor(trx, wanted.instructor_id))) throw new NotFoundError();
  const start = Date.parse(wanted.starts_at);
  const slot: Slot = { instructorId: wanted.instructor_id, start, duration: wanted.duration_minutes };
  const end = start + slot.duration * 60_000;
  const windows = await availabilityWindows(trx, { from: start, to: end }, slot.instructorId);
  if (!withinAvailability(windows, slot, Date.parse(now))) throw new LessonConflict('slot_unavailable');
  const left = (await boughtHours(trx, studentId)) - (await countedHours(trx, studentId, moving?.id));
  if (left < slot.duration / 60) throw new LessonConflict('no_hours');
  const reason = wanted.override_reason?.trim();
  let overridden: BdeRuleCode | null = null;
  const day = torontoDayOf(start);
  const [course, settings] = await Promise.all([openCourseOf(trx, studentId), readSettings(trx)]);
  const broken = course && inCarRefusal(course, day, settings.bde_in_car_months);
  if (broken && !reason) throw new LessonConflict(broken.rule, undefined, broken.date);
  if (broken) overridden = broken.rule;
  const taken = await takenBetween(trx, studentId, { from: new Date(start).toISOString(), to: new Date(end).toISOString() }, now, moving?.id);
  const daily = course
    ? dayLimit(settings, taken.dailyLimitHours, (await classMinutesByDay(trx, studentId, day, day)).get(day) ?? 0)
    : { hours: taken.dailyLimitHours, rule: 'daily_limit' as const };
  const refused = refusal(slot, { ...taken, dailyLimitHours: reason ? Infinity : daily.hours });
  if (refused === 'daily_limit') throw new LessonConflict(daily.rule, daily.hours);
  if (refused) throw new LessonConflict(refused);
  if (reason && refusal(slot, { ...taken, dailyLimitHours: daily.hours }) === 'daily_limit') overridden ??= daily.rule;
  return { slot, overridden };
}

/**
 * The in-car hours a BDE student may have on a day with `classMinutes` of class scheduled: the
 * daily limit, or on a full class day (the school's class hours a day, the Ministry's 5) the
 * smaller limit of such a day (1), with the rule that sets it.
 */
function dayLimit(
  settings: Pick<SchoolSettings, 'bde_class_hours_per_day' | 'bde_in_car_hours_on_full_class_day'>,
  dailyHours: number,
  classMinutes: number,
): { hours: number; rule: 'daily_limit' | 'full_class_day' } {
  const fullDay = classMinutes >= settings.bde_class_hours_per_day * 60 && settings.bde_in_car_hours_on_full_class_day < dailyHours;
  return fullDay ? { hours: settings.bde_in_car_hours_on_full_class_day, rule: 'full_class_day' } : { hours: dailyHours, rule: 'daily_limit' };
}

/** Runs a lesson write; a unique violation of the half-hours (another booking won the race) is 409 slot_taken, nothing written. */
async function claiming(commit: Commit<Lesson>, work: (trx: Transaction<Database>) => Promise<Lesson>): Promise<Lesson> {
  try {
    return await commit(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new LessonConflict('slot_taken');
    throw error;
  }
}

async function mailSubject(trx: Executor, env: LessonEnv, lesson: Lesson): Promise<LessonMailSubject> {
  const [students, instructors, settings] = await Promise.all([
    studentsById(trx, [lesson.student_id]),
    instructorsById(trx, [lesson.instructor_id]),
    readSettings(trx),
  ]);
  const instructor = instructors.get(lesson.instructor_id);
  return {
    lesson,
    student: students.get(lesson.student_id)!,
    instructorName: instructor ? instructorName(instructor) : '',
    siteOrigin: env.siteOrigin,
    organizer: organizerOf(settings.legal_name, env),
    freeCancelUntil: freeCancelUntil(lesson, settings.lesson_cancel_cutoff_hours),
  };
}

/**
 * Books a lesson for the student: one transaction holding the student's lock that checks the slot
 * and claims its half-hours (their unique keys settle races between students), with the
 * confirmation mail queued beside it.
 */
export async function bookLesson(
  db: Db,
  env: LessonEnv,
  studentId: number,
  input: Wanted,
  bookedBy: 'student' | 'office',
  now = new Date().toISOString(),
  commit: Commit<Lesson> = commitOn(db),
): Promise<Lesson> {
  return claiming(commit, async (trx) => {
    await lockStudent(trx, studentId);
    const { slot, overridden } = await checkSlot(trx, studentId, input, now);
    const lesson = await insertLesson(trx, {
      ...bookedLessonRow({ studentId, instructorId: slot.instructorId, start: slot.start, minutes: slot.duration, bookedBy }, now),
      ...(overridden ? { override_rule: overridden, override_reason: input.override_reason!.trim() } : {}),
    });
    await insertUnits(trx, lesson, unitsOf(slot.start, slot.duration));
    await takeOfferBy(trx, lesson, now);
    const subject = await mailSubject(trx, env, lesson);
    await env.mail.queue(trx, lessonBookedMail(subject));
    await env.mail.text(trx, lessonText('lesson_booked', subject, now));
    return lesson;
  });
}

/** Who changes a lesson: the student (their own lesson only, within the cut-off rules) or the office. */
export type Actor = { studentId: number } | 'office';

/** The lesson `actor` may see, read again inside the student's lock. */
async function lessonFor(db: Executor, actor: Actor, id: number): Promise<Lesson> {
  const lesson = await findLesson(db, id);
  if (!lesson || (actor !== 'office' && lesson.student_id !== actor.studentId)) throw new NotFoundError();
  return lesson;
}

/** Runs `work` on a lesson inside its student's lock (the lesson is read again once locked). */
async function onLesson(db: Db, commit: Commit<Lesson>, actor: Actor, id: number, work: (trx: Executor, lesson: Lesson) => Promise<Lesson>): Promise<Lesson> {
  const first = await lessonFor(db, actor, id);
  return claiming(commit, async (trx) => {
    await lockStudent(trx, first.student_id);
    return work(trx, await lessonFor(trx, actor, id));
  });
}

const started = (lesson: Lesson, now: string) => lesson.starts_at <= now;

/**
 * Moves a booked lesson to another slot, keeping its id and calendar event: the new half-hours are
 * claimed before the old ones are released, so a refused slot leaves the lesson as it was. The
 * student may move it only before the cut-off; the office until it starts.
 */
export async function moveLesson(
  db: Db,
  env: LessonEnv,
  actor: Actor,
  id: number,
  input: Wanted,
  now = new Date().toISOString(),
  commit: Commit<Lesson> = commitOn(db),
): Promise<Lesson> {
  return onLesson(db, commit, actor, id, async (trx, lesson) => {
    if (lesson.status !== 'booked') throw new LessonConflict('not_booked');
    if (started(lesson, now)) throw new LessonConflict('lesson_started');
    if (actor !== 'office') {
      const settings = await readSettings(trx);
      if (now > freeCancelUntil(lesson, settings.lesson_cancel_cutoff_hours)) throw new LessonConflict('inside_cutoff');
    }
    const { slot } = await checkSlot(trx, lesson.student_id, input, now, lesson);
    const held = new Set(await unitStartsOf(trx, lesson.id));
    const wanted = unitsOf(slot.start, slot.duration);
    const wantedSet = new Set(wanted);
    const kept = wanted.filter((u) => held.has(u));
    if (slot.instructorId !== lesson.instructor_id) await reassignUnits(trx, lesson.id, slot.instructorId, kept);
    await insertUnits(
      trx,
      { id: lesson.id, instructor_id: slot.instructorId, student_id: lesson.student_id },
      wanted.filter((u) => !held.has(u)),
    );
    await deleteUnits(
      trx,
      lesson.id,
      [...held].filter((u) => !wantedSet.has(u)),
    );
    const moved = await updateLesson(trx, lesson.id, {
      instructor_id: slot.instructorId,
      starts_at: new Date(slot.start).toISOString(),
      ends_at: new Date(slot.start + slot.duration * 60_000).toISOString(),
      duration_minutes: slot.duration,
      sequence: lesson.sequence + 1,
      reminder_queued_at: null,
      updated_at: now,
    });
    const subject = await mailSubject(trx, env, moved);
    await env.mail.queue(trx, lessonMovedMail(subject));
    await env.mail.text(trx, lessonText('lesson_moved', subject, now));
    return moved;
  });
}

/**
 * Cancels a booked lesson and frees its time at once. The student's own cancellation (before the
 * start) keeps its hours counted only after the cut-off; the office decides (`counted`), even after
 * the start.
 */
export async function cancelLesson(
  db: Db,
  env: LessonEnv,
  actor: Actor,
  id: number,
  office: Schemas['AdminLessonCancelInput'] | null,
  now = new Date().toISOString(),
  commit: Commit<Lesson> = commitOn(db),
): Promise<Lesson> {
  return onLesson(db, commit, actor, id, async (trx, lesson) => {
    if (lesson.status !== 'booked') throw new LessonConflict('not_booked');
    let counted: boolean;
    if (actor === 'office') counted = office?.counted ?? true;
    else {
      if (started(lesson, now)) throw new LessonConflict('lesson_started');
      const settings = await readSettings(trx);
      counted = now > freeCancelUntil(lesson, settings.lesson_cancel_cutoff_hours);
    }
    await deleteUnits(trx, lesson.id);
    const reason = office?.reason?.trim();
    const cancelled = await updateLesson(trx, lesson.id, {
      status: 'cancelled',
      counted: counted ? 1 : 0,
      cancel_reason: reason ? reason : null,
      cancelled_at: now,
      sequence: lesson.sequence + 1,
      updated_at: now,
    });
    const subject = await mailSubject(trx, env, cancelled);
    await env.mail.queue(trx, lessonCancelledMail(subject));
    await env.mail.text(trx, lessonText('lesson_cancelled', subject, now));
    return cancelled;
  });
}

/**
 * What the instructor adds when recording their own lesson: `taughtMinutes` for a completed one,
 * and `during`, run in the same transaction once the lesson may be recorded (it checks the input
 * against the lesson and writes the in-car log).
 */
export interface InstructorRecord {
  instructorId: number;
  taughtMinutes?: number;
  during: (trx: Executor, lesson: Lesson) => Promise<void>;
}

/**
 * Records that a started lesson took place or that the student did not come. The office corrects
 * either into the other; the instructor records only their own lesson (404 for another's), once.
 */
export async function recordOutcome(
  db: Db,
  id: number,
  outcome: 'completed' | 'no_show',
  now = new Date().toISOString(),
  instructor?: InstructorRecord,
  commit: Commit<Lesson> = commitOn(db),
): Promise<Lesson> {
  return onLesson(db, commit, 'office', id, async (trx, lesson) => {
    if (instructor && lesson.instructor_id !== instructor.instructorId) throw new NotFoundError();
    if (lesson.status === 'cancelled') throw new LessonConflict('not_booked');
    if (!started(lesson, now)) throw new LessonConflict('not_started');
    if (instructor && lesson.status !== 'booked') throw new LessonConflict('already_recorded');
    if (lesson.status === outcome) return lesson;
    await instructor?.during(trx, lesson);
    const taught = outcome === 'completed' ? (instructor?.taughtMinutes ?? lesson.duration_minutes) : null;
    const recorded = await updateLesson(trx, lesson.id, { status: outcome, counted: 1, taught_minutes: taught, updated_at: now });
    // The in-car minutes taught changed: the student's course may now be complete, or no longer.
    await settleStudentCourses(trx, lesson.student_id, now);
    return recorded;
  });
}

type Counted = Pick<Lesson, 'status' | 'counted' | 'duration_minutes' | 'taught_minutes'>;
const hoursOf = (lessons: readonly Counted[], keep: (l: Counted) => boolean) => lessons.filter(keep).reduce((sum, l) => sum + l.duration_minutes / 60, 0);

/** The student's lessons (upcoming first in start order, then past ones newest first), hours and BDE progress. */
export async function studentOverview(db: Executor, studentId: number, now = new Date().toISOString()) {
  const [recent, bought, bde, all, settings] = await Promise.all([
    lessonsOfStudent(db, studentId, 500),
    boughtHours(db, studentId),
    firstBdeBooking(db, studentId),
    db.selectFrom('lessons').select(['status', 'counted', 'duration_minutes', 'taught_minutes']).where('student_id', '=', studentId).execute(),
    readSettings(db),
  ]);
  const upcoming = recent.filter((l) => l.starts_at >= now).sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id - b.id);
  const past = recent.filter((l) => l.starts_at < now);
  const booked = hoursOf(all, (l) => l.status === 'booked');
  const completed = hoursOf(all, (l) => l.status === 'completed');
  const forfeited = hoursOf(all, (l) => l.status === 'no_show' || (l.status === 'cancelled' && l.counted === 1));
  let course: { course_start: string; deadline: string } | null = null;
  if (bde) {
    const start = bde.first_date ?? torontoMoment(new Date(bde.paid_at ?? bde.created_at)).date;
    course = { course_start: start, deadline: inCarDeadline(start, settings.bde_in_car_months) };
  }
  // The balance is in whole booked hours; progress counts what was taught, in whole hours done.
  const taughtMinutes = all.filter((l) => l.status === 'completed').reduce((sum, l) => sum + (l.taught_minutes ?? l.duration_minutes), 0);
  return {
    lessons: [...upcoming, ...past],
    hours: { bought, booked, completed, forfeited, left: bought - booked - completed - forfeited },
    bde: course && { required_hours: settings.bde_in_car_hours, completed_hours: Math.floor(taughtMinutes / 60), ...course },
  };
}

/** Lessons starting on the Toronto days `from`–`to` (today, or `from` alone, by default): InvalidError past 31 days or reversed. */
export async function officeLessons(db: Executor, query: { from?: string; to?: string; instructor_id?: number }, now = new Date().toISOString()) {
  const from = query.from ?? query.to ?? torontoMoment(new Date(now)).date;
  const to = query.to ?? from;
  if (to < from) throw new InvalidError<Key>({ to: 'toBeforeFrom' });
  if (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) >= 31 * DAY_MS) throw new InvalidError<Key>({ to: 'rangeTooLong' });
  const range = { from: new Date(dayStart(from)).toISOString(), to: new Date(dayStart(addDays(to, 1))).toISOString() };
  return lessonsBetween(db, range, query.instructor_id, 5000);
}
