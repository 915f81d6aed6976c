import type { Kysely } from 'kysely';
import type { components } from '../../../contract/generated/openapi.gen';
import type { Database, Lesson, User } from '../../db/schema';
import { ConflictError, InvalidError, NotFoundError, type Executor } from '../../domain/errors';
import { addDays, torontoMoment } from '../../../contract/torontoTime';
import { commitOn, type Commit } from '../../domain/transaction';
import { hoursWindows, readHours, type InstructorHours } from '../lessons/availability';
import { dayStart, LessonConflict, recordOutcome, type InstructorRecord } from '../lessons/domain';
import { bdeStudents, findLesson, lockInstructor, lockStudent } from '../lessons/repository';
import type { AvailabilityConflictCode, Key } from './messages';
import {
  bookedLessonsAfter,
  instructorOfUser,
  logsOf,
  replaceHours,
  teachingLessons,
  writeLog,
  type LogWithChanges,
  type TeachingLessonRow,
} from './repository';

type Schemas = components['schemas'];
type Db = Kysely<Database>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** An availability change refused: `lessons` are the booked lessons it would leave outside the hours. */
export class AvailabilityConflict extends ConflictError<Key> {
  constructor(
    code: AvailabilityConflictCode,
    readonly lessons: Schemas['HeldLesson'][] = [],
  ) {
    super(code, code);
  }
}

/** A student's first name as an instructor sees it. */
export const firstName = (student: { f_name: string | null; name: string }) => (student.f_name?.trim() || student.name.trim().split(/\s+/)[0]) ?? '';

const todayOf = (now: string) => torontoMoment(new Date(now)).date;

const nextYear = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10);
};

/** The signed-in instructor's hours and exceptions from today on, and their version (empty for an account without an instructor row). */
export async function myAvailability(db: Executor, userId: number, now = new Date().toISOString()): Promise<Schemas['Availability']> {
  const instructor = await instructorOfUser(db, userId);
  if (!instructor) return { weekly: [], exceptions: [], updated_at: null };
  return { ...toApiHours(await readHours(db, instructor.id, todayOf(now))), updated_at: instructor.availability_updated_at };
}

function toApiHours(hours: InstructorHours): Pick<Schemas['Availability'], 'weekly' | 'exceptions'> {
  return {
    weekly: hours.weekly,
    exceptions: hours.exceptions.map((e) =>
      e.kind === 'off' ? { date: e.date, kind: 'off' } : { date: e.date, kind: 'extra', from_time: e.from_time!, to_time: e.to_time! },
    ),
  };
}

type Fields = Record<string, Key>;

/** Marks, in `fields`, the windows of one group (a weekday, a date) that overlap an earlier one. */
function markOverlaps(group: { index: number; from: string; to: string }[], field: (index: number) => string, fields: Fields) {
  let end = '';
  for (const w of [...group].sort((a, b) => a.from.localeCompare(b.from) || a.index - b.index)) {
    if (w.from < end) fields[field(w.index)] ??= 'overlap';
    if (w.to > end) end = w.to;
  }
}

/** The input's hours as kept, or InvalidError naming each wrong field (`weekly.2.to_time`). */
export function validHours(input: Schemas['AvailabilityInput'], now: string): InstructorHours {
  const fields: Fields = {};
  const byWeekday = new Map<number, { index: number; from: string; to: string }[]>();
  input.weekly.forEach((w, index) => {
    if (w.from_time >= w.to_time) fields[`weekly.${index}.to_time`] = 'endBeforeStart';
    else byWeekday.set(w.weekday, [...(byWeekday.get(w.weekday) ?? []), { index, from: w.from_time, to: w.to_time }]);
  });
  for (const group of byWeekday.values()) markOverlaps(group, (i) => `weekly.${i}.from_time`, fields);

  const today = todayOf(now);
  const last = nextYear(today);
  const offDates = new Set<string>();
  const extraByDate = new Map<string, { index: number; from: string; to: string }[]>();
  input.exceptions.forEach((e, index) => {
    const at = (field: string) => `exceptions.${index}.${field}`;
    if (e.date < today || e.date > last) fields[at('date')] = 'dateRange';
    if (e.kind === 'off') {
      if (offDates.has(e.date)) fields[at('date')] ??= 'oneOffPerDay';
      offDates.add(e.date);
      if (e.from_time !== undefined) fields[at('from_time')] = 'offHasNoTimes';
      if (e.to_time !== undefined) fields[at('to_time')] = 'offHasNoTimes';
      return;
    }
    if (e.from_time === undefined) fields[at('from_time')] = 'timesRequired';
    if (e.to_time === undefined) fields[at('to_time')] = 'timesRequired';
    if (e.from_time === undefined || e.to_time === undefined) return;
    if (e.from_time >= e.to_time) fields[at('to_time')] = 'endBeforeStart';
    else extraByDate.set(e.date, [...(extraByDate.get(e.date) ?? []), { index, from: e.from_time, to: e.to_time }]);
  });
  for (const group of extraByDate.values()) markOverlaps(group, (i) => `exceptions.${i}.from_time`, fields);
  if (Object.keys(fields).length > 0) throw new InvalidError<Key>(fields);

  return {
    weekly: input.weekly.map((w) => ({ weekday: w.weekday, from_time: w.from_time, to_time: w.to_time })),
    exceptions: input.exceptions.map((e) => ({ date: e.date, kind: e.kind, from_time: e.from_time ?? null, to_time: e.to_time ?? null })),
  };
}

/**
 * Publishes the instructor's weekly hours and exceptions, replacing both in one transaction that
 * holds the instructor's lock (bookings take it too, so none lands in hours being withdrawn):
 * refused when not approved, stale, or when a booked lesson to come would lie outside the new
 * hours; nothing is written then.
 */
export async function publishAvailability(db: Db, userId: number, input: Schemas['AvailabilityInput'], now = new Date().toISOString()) {
  const hours = validHours(input, now);
  return db.transaction().execute(async (trx) => {
    const found = await instructorOfUser(trx, userId);
    if (!found) throw new AvailabilityConflict('not_approved');
    await lockInstructor(trx, found.id);
    const instructor = (await instructorOfUser(trx, userId))!;
    if (instructor.status !== 'accepted') throw new AvailabilityConflict('not_approved');
    if (instructor.availability_updated_at !== input.updated_at) throw new AvailabilityConflict('stale');
    const booked = await bookedLessonsAfter(trx, instructor.id, now);
    if (booked.length > 0) {
      const windows = hoursWindows(instructor.id, hours, { from: Date.parse(booked[0].starts_at), to: Math.max(...booked.map((l) => Date.parse(l.ends_at))) });
      const outside = booked.filter((l) => !windows.some((w) => w.start <= Date.parse(l.starts_at) && Date.parse(l.ends_at) <= w.end));
      if (outside.length > 0) {
        throw new AvailabilityConflict(
          'booked_lessons',
          outside.slice(0, 500).map((l) => ({ id: l.id, starts_at: l.starts_at, ends_at: l.ends_at, student_first_name: firstName(l) })),
        );
      }
    }
    await replaceHours(trx, instructor.id, hours, todayOf(now));
    await trx.updateTable('instructors').set({ availability_updated_at: now }).where('id', '=', instructor.id).execute();
    return myAvailability(trx, userId, now);
  });
}

/** The API shape of lessons an instructor sees: the phone only from 24 hours before the start. */
async function toTeachingLessons(db: Executor, rows: TeachingLessonRow[], now: string) {
  const [bde, logs] = await Promise.all([
    bdeStudents(
      db,
      rows.map((r) => r.student_id),
    ),
    logsOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r): Schemas['TeachingLesson'] => ({
    id: r.id,
    status: r.status as Schemas['TeachingLesson']['status'],
    starts_at: r.starts_at,
    ends_at: r.ends_at,
    duration_minutes: r.duration_minutes,
    taught_minutes: r.taught_minutes,
    student: {
      first_name: firstName(r),
      city: r.city,
      phone: Date.parse(now) >= Date.parse(r.starts_at) - DAY_MS ? r.phone_number : null,
    },
    bde: bde.has(r.student_id),
    ...(logs.has(r.id) ? { log: toApiLog(logs.get(r.id)!) } : {}),
  }));
}

function toApiLog({ log, changes }: LogWithChanges): Schemas['LessonLog'] {
  const skills = (text: string) => (text ? (text.split(',') as Schemas['LessonSkill'][]) : []);
  return {
    lesson_id: log.lesson_id,
    skills: skills(log.skills),
    notes: log.notes,
    licence_number: log.licence_number,
    updated_at: log.updated_at,
    changes: changes.slice(0, 200).map((c) => ({
      changed_at: c.changed_at,
      changed_by: c.changed_by_name,
      role: c.role,
      skills: skills(c.skills),
      notes: c.notes,
      licence_number: c.licence_number,
    })),
  };
}

/**
 * The instructor's lessons of the Toronto days `from`–`to` (7 days ago to 28 ahead by default; one
 * end alone spans 36 days from it): InvalidError past 62 days or reversed.
 */
export async function myTeachingLessons(db: Executor, userId: number, query: { from?: string; to?: string }, now = new Date().toISOString()) {
  const today = todayOf(now);
  const from = query.from ?? (query.to ? addDays(query.to, -35) : addDays(today, -7));
  const to = query.to ?? (query.from ? addDays(query.from, 35) : addDays(today, 28));
  if (to < from) throw new InvalidError<Key>({ to: 'toBeforeFrom' });
  if (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) >= 62 * DAY_MS) throw new InvalidError<Key>({ to: 'rangeTooLong' });
  const instructor = await instructorOfUser(db, userId);
  if (!instructor) return [];
  const rows = await teachingLessons(db, instructor.id, { from: new Date(dayStart(from)).toISOString(), to: new Date(dayStart(addDays(to, 1))).toISOString() });
  return toTeachingLessons(db, rows, now);
}

/** One lesson of the instructor as they see it. */
export async function teachingLesson(db: Executor, instructorId: number, lessonId: number, now: string) {
  return (await toTeachingLessons(db, await teachingLessons(db, instructorId, { lessonId }), now))[0];
}

type Author = Pick<User, 'id' | 'name'>;

/**
 * The instructor records their own started lesson, once: the office's rules (recordOutcome) plus
 * the time taught (at most the booked duration) and, for a completed lesson, the in-car log entry,
 * required for a BDE student; all in one transaction. Answers the lesson as recorded (shown to
 * the instructor by `teachingLesson`).
 */
export async function recordMyOutcome(
  db: Db,
  user: Author,
  lessonId: number,
  input: Schemas['TeachingOutcomeInput'],
  now = new Date().toISOString(),
  commit: Commit<Lesson> = commitOn(db),
): Promise<Lesson> {
  const instructor = await instructorOfUser(db, user.id);
  if (!instructor) throw new NotFoundError();
  const completed = input.outcome === 'completed';
  const record: InstructorRecord = {
    instructorId: instructor.id,
    taughtMinutes: completed ? input.taught_minutes : undefined,
    during: async (trx, lesson) => {
      if (!completed) return;
      const fields: Fields = {};
      if (input.taught_minutes !== undefined && input.taught_minutes > lesson.duration_minutes) fields.taught_minutes = 'taughtTooLong';
      if (!input.log && (await bdeStudents(trx, [lesson.student_id])).has(lesson.student_id)) fields.log = 'logRequired';
      if (Object.keys(fields).length > 0) throw new InvalidError<Key>(fields);
      if (input.log) await writeLog(trx, lesson.id, { ...logValues(input.log), changedBy: { id: user.id, name: user.name, role: 'instructor' } }, now);
    },
  };
  return recordOutcome(db, lessonId, input.outcome, now, record, commit);
}

const logValues = (log: Schemas['LessonLogInput']) => ({ skills: log.skills, notes: log.notes.trim(), licence_number: log.licence_number.trim() });

/** A lesson's log entry with its history (NotFoundError without one). */
export async function lessonLog(db: Executor, lessonId: number): Promise<Schemas['LessonLog']> {
  const entry = (await logsOf(db, [lessonId])).get(lessonId);
  if (!entry) throw new NotFoundError();
  return toApiLog(entry);
}

/**
 * The office writes or corrects a completed lesson's log entry (its version is required once it
 * exists); the write joins the entry's history. Runs in the student's lock, as recording does.
 */
export async function saveLessonLog(
  db: Db,
  admin: Author,
  lessonId: number,
  input: Schemas['LessonLogInput'],
  now = new Date().toISOString(),
  commit: Commit<Schemas['LessonLog']> = commitOn(db),
): Promise<Schemas['LessonLog']> {
  const first = await findLesson(db, lessonId);
  if (!first) throw new NotFoundError();
  return commit(async (trx) => {
    await lockStudent(trx, first.student_id);
    const lesson = (await findLesson(trx, lessonId))!;
    if (lesson.status !== 'completed') throw new LessonConflict(lesson.status === 'booked' && lesson.starts_at > now ? 'not_started' : 'not_booked');
    const existing = await trx.selectFrom('lesson_logs').select('updated_at').where('lesson_id', '=', lessonId).executeTakeFirst();
    if (existing && existing.updated_at !== input.updated_at) throw new ConflictError<Key>('logStale', 'stale');
    await writeLog(trx, lessonId, { ...logValues(input), changedBy: { id: admin.id, name: admin.name, role: 'office' } }, now);
    return lessonLog(trx, lessonId);
  });
}
