import type { Kysely } from 'kysely';
import type { components } from '../../../contract/generated/openapi.gen';
import { addDays, torontoDay } from '../../../contract/torontoTime';
import type { Database, SchoolSettings } from '../../db/schema';
import { ConflictError, InvalidError, NotFoundError, type Executor } from '../../domain/errors';
import { inTransaction } from '../../domain/transaction';
import type { MailOutbox } from '../../mail/outbox';
import { certificateMail } from './mails';
import { certificateText } from './texts';
import type { Key } from './messages';
import { courseRecords } from './progress';
import { courseWithContext, coursesWithContext, OPEN_STATUSES, type CourseRow } from './repository';
import { inCarDeadline } from './rules';

type Schemas = components['schemas'];

/** Queues the event's mail and text in its transaction (the outbox sends them once committed). */
export type CourseMessages = Pick<MailOutbox, 'queue' | 'text'>;

/**
 * Records the certificate reported to the Ministry for a course ready to certify: its day and the
 * Ministry's reference, who recorded it and when. The course is certified (a closed record) and the
 * student's mail (and text, if they chose texts) is queued in the same transaction.
 */
export async function certifyCourse(
  db: Kysely<Database>,
  id: number,
  input: Schemas['BdeCertificateInput'],
  recordedBy: number,
  messages: CourseMessages,
  siteOrigin: string,
  now = new Date().toISOString(),
): Promise<CourseRow> {
  await inTransaction(db, async (trx) => {
    const course = await courseWithContext(trx, id);
    if (!course) throw new NotFoundError<Key>('notFound');
    if (!OPEN_STATUSES.includes(course.status)) throw new ConflictError<Key>('courseClosed', 'course_closed');
    if (course.status !== 'ready') throw new ConflictError<Key>('notReady', 'not_ready');
    if (input.issued_on > torontoDay(new Date(now)) || input.issued_on < course.course_start) throw new InvalidError<Key>({ issued_on: 'certificateDay' });
    const reference = input.mto_reference.trim();
    const { numUpdatedRows } = await trx
      .updateTable('bde_courses')
      .set({
        status: 'certified',
        certified_on: input.issued_on,
        mto_reference: reference,
        certified_by: recordedBy,
        certified_at: now,
        closed_at: now,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'ready')
      .executeTakeFirst();
    if (numUpdatedRows === 0n) throw new ConflictError<Key>('notReady', 'not_ready');
    const student = await trx.selectFrom('users').select(['name', 'email', 'email_locale']).where('id', '=', course.user_id).executeTakeFirstOrThrow();
    await messages.queue(trx, certificateMail({ student, issuedOn: input.issued_on, reference, siteOrigin }));
    await messages.text(trx, certificateText(siteOrigin, { id, userId: course.user_id }));
  });
  return (await courseWithContext(db, id))!;
}

/** Why an open course is at risk: its in-car part ends soon with hours left, or nothing moved for too long. */
export type RiskReason = 'deadline' | 'idle';

export interface AtRisk {
  course: CourseRow;
  reasons: RiskReason[];
  lastActivityAt: string;
  /** The in-car minutes taught so far. */
  inCarMinutes: number;
}

/** The last time something was recorded for each course: attendance, home-link, a test, a lesson of its student; else its opening. */
async function lastActivity(db: Executor, courses: readonly CourseRow[]): Promise<Map<number, string>> {
  const ids = courses.map((c) => c.id);
  const students = courses.map((c) => c.user_id);
  if (ids.length === 0) return new Map();
  const [attendance, homeLink, tests, lessons] = await Promise.all([
    db
      .selectFrom('bde_attendance')
      .select(['course_id', (eb) => eb.fn.max('recorded_at').as('at')])
      .where('course_id', 'in', ids)
      .groupBy('course_id')
      .execute(),
    db
      .selectFrom('bde_home_link_work')
      .select(['course_id', (eb) => eb.fn.max('done_at').as('at')])
      .where('course_id', 'in', ids)
      .groupBy('course_id')
      .execute(),
    db
      .selectFrom('bde_final_tests')
      .select(['course_id', (eb) => eb.fn.max('recorded_at').as('at')])
      .where('course_id', 'in', ids)
      .groupBy('course_id')
      .execute(),
    db
      .selectFrom('lessons')
      .select(['student_id', (eb) => eb.fn.max('ends_at').as('at')])
      .where('student_id', 'in', students)
      .where('status', '=', 'completed')
      .groupBy('student_id')
      .execute(),
  ]);
  const byCourse = new Map<number, string[]>();
  for (const rows of [attendance, homeLink, tests]) for (const r of rows) byCourse.set(r.course_id, [...(byCourse.get(r.course_id) ?? []), String(r.at)]);
  const byStudent = new Map(lessons.map((r) => [r.student_id, String(r.at)]));
  return new Map(
    courses.map((c) => {
      const times = [c.created_at, ...(byCourse.get(c.id) ?? []), ...(byStudent.has(c.user_id) ? [byStudent.get(c.user_id)!] : [])];
      return [c.id, times.reduce((latest, t) => (t > latest ? t : latest))];
    }),
  );
}

/**
 * The office's certification work: the courses ready to certify, oldest first, and the open ones at
 * risk (their in-car part ends within `bde_at_risk_weeks` with in-car hours left, or nothing was
 * recorded for more than `bde_idle_weeks`), nearest end first.
 */
export async function certificationQueue(db: Executor, settings: SchoolSettings, now = new Date()) {
  const [ready, open] = await Promise.all([
    coursesWithContext(db).where('bde_courses.status', '=', 'ready').orderBy('bde_courses.ready_at').orderBy('bde_courses.id').limit(500).execute(),
    coursesWithContext(db).where('bde_courses.status', 'in', ['enrolled', 'in_progress']).orderBy('bde_courses.course_start').limit(5000).execute(),
  ]);
  const [records, last] = await Promise.all([courseRecords(db, open), lastActivity(db, open)]);
  const today = torontoDay(now);
  const soon = addDays(today, settings.bde_at_risk_weeks * 7);
  const idleSince = new Date(now.getTime() - settings.bde_idle_weeks * 7 * 86_400_000).toISOString();
  const atRisk: AtRisk[] = [];
  for (const course of open) {
    const reasons: RiskReason[] = [];
    const end = inCarDeadline(course.course_start, settings.bde_in_car_months);
    const inCarMinutes = records(course).progress.in_car_minutes;
    if (end <= soon && inCarMinutes < settings.bde_in_car_hours * 60) reasons.push('deadline');
    const lastActivityAt = last.get(course.id)!;
    if (lastActivityAt < idleSince) reasons.push('idle');
    if (reasons.length) atRisk.push({ course, reasons, lastActivityAt, inCarMinutes });
  }
  atRisk.sort((a, b) =>
    inCarDeadline(a.course.course_start, settings.bde_in_car_months).localeCompare(inCarDeadline(b.course.course_start, settings.bde_in_car_months)),
  );
  return { ready, atRisk: atRisk.slice(0, 500) };
}
