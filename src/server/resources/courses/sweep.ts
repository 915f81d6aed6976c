import type { Kysely, Transaction } from 'kysely';
import { torontoDay } from '../../../contract/torontoTime';
import type { Database, SchoolSettings } from '../../db/schema';
import type { MailOutbox } from '../../mail/outbox';
import { readSettings } from '../settings/repository';
import { certificationQueue } from './certification';
import { atRiskMail, expiredMail, readyMail, welcomeMail } from './mails';
import { courseRecords } from './progress';
import { coursesWithContext, type CourseRow } from './repository';
import { inCarDeadline, isMinor } from './rules';

export interface CourseSweepEnv {
  mail: Pick<MailOutbox, 'queue'>;
  siteOrigin: string;
}

type MailColumn = 'welcome_mailed_at' | 'at_risk_mailed_at' | 'ready_mailed_at';
const student = (c: CourseRow) => ({ name: c.student_name, email: c.student_email, email_locale: c.student_locale });

/**
 * Claims the courses among `ids` whose step `column` was not mailed yet and queues each one's mail,
 * in one transaction: the UPDATE's condition lets one sweep claim a course, however many servers
 * sweep (PostgreSQL re-checks it on a row another transaction just claimed; SQLite has one writer),
 * and a sweep that fails claims nothing, so the next one sends it.
 */
async function claimAndMail(
  db: Kysely<Database>,
  env: CourseSweepEnv,
  column: MailColumn,
  courses: readonly CourseRow[],
  mailOf: (course: CourseRow) => Parameters<MailOutbox['queue']>[1],
  now: string,
): Promise<number> {
  if (courses.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('bde_courses')
      .set({ [column]: now })
      .where(
        'id',
        'in',
        courses.map((c) => c.id),
      )
      .where(column, 'is', null)
      .returning('id')
      .execute();
    const mine = new Set(claimed.map((c) => c.id));
    for (const course of courses) if (mine.has(course.id)) await env.mail.queue(trx, mailOf(course));
    return mine.size;
  });
}

/**
 * Expires the open courses not ready whose in-car part ended (its last day before today) with its
 * in-car hours not done: the Ministry's year is over and the course can no longer be certified. It
 * closes (its record kept for the retention period) and the student is told, in one transaction.
 */
async function expireCourses(db: Kysely<Database>, env: CourseSweepEnv, settings: SchoolSettings, now: Date): Promise<number> {
  const today = torontoDay(now);
  const open = await coursesWithContext(db).where('bde_courses.status', 'in', ['enrolled', 'in_progress']).limit(5000).execute();
  const ended = open.filter((c) => inCarDeadline(c.course_start, settings.bde_in_car_months) < today);
  if (ended.length === 0) return 0;
  const records = await courseRecords(db, ended);
  const lapsed = ended.filter((c) => records(c).progress.in_car_minutes < settings.bde_in_car_hours * 60);
  if (lapsed.length === 0) return 0;
  const at = now.toISOString();
  return db.transaction().execute(async (trx: Transaction<Database>) => {
    const claimed = await trx
      .updateTable('bde_courses')
      .set({ status: 'expired', closed_at: at, updated_at: at })
      .where(
        'id',
        'in',
        lapsed.map((c) => c.id),
      )
      .where('status', 'in', ['enrolled', 'in_progress'])
      .returning('id')
      .execute();
    const mine = new Set(claimed.map((c) => c.id));
    for (const c of lapsed) {
      if (!mine.has(c.id)) continue;
      await env.mail.queue(
        trx,
        expiredMail({ student: student(c), deadline: inCarDeadline(c.course_start, settings.bde_in_car_months), siteOrigin: env.siteOrigin }),
      );
    }
    return mine.size;
  });
}

/**
 * The course sweep: expires the courses whose in-car year is over, then mails each student once
 * at each step: the course opened (what to do first), at risk (as the office's list has it), ready
 * to certify. Returns how many mails were queued.
 */
export async function sweepCourses(db: Kysely<Database>, env: CourseSweepEnv, now = new Date()): Promise<number> {
  const settings = await readSettings(db);
  const at = now.toISOString();
  const today = torontoDay(now);
  const expired = await expireCourses(db, env, settings, now);
  const deadline = (c: CourseRow) => inCarDeadline(c.course_start, settings.bde_in_car_months);

  const opened = await coursesWithContext(db)
    .where('bde_courses.status', 'in', ['enrolled', 'in_progress'])
    .where('bde_courses.welcome_mailed_at', 'is', null)
    .limit(500)
    .execute();
  const welcomed = await claimAndMail(
    db,
    env,
    'welcome_mailed_at',
    opened,
    (c) =>
      welcomeMail({
        student: student(c),
        start: c.course_start,
        deadline: deadline(c),
        minor: !c.consent_at && isMinor(c.student_birthday, today),
        siteOrigin: env.siteOrigin,
      }),
    at,
  );

  const ready = await coursesWithContext(db).where('bde_courses.status', '=', 'ready').where('bde_courses.ready_mailed_at', 'is', null).limit(500).execute();
  const told = await claimAndMail(db, env, 'ready_mailed_at', ready, (c) => readyMail({ student: student(c), siteOrigin: env.siteOrigin }), at);

  const { atRisk } = await certificationQueue(db, settings, now);
  const unwarned = atRisk.filter((r) => r.course.at_risk_mailed_at === null);
  const risk = new Map(unwarned.map((r) => [r.course.id, r]));
  const warned = await claimAndMail(
    db,
    env,
    'at_risk_mailed_at',
    unwarned.map((r) => r.course),
    (c) => {
      const { reasons, lastActivityAt, inCarMinutes } = risk.get(c.id)!;
      const minutesLeft = settings.bde_in_car_hours * 60 - inCarMinutes;
      return atRiskMail({
        student: student(c),
        deadline: deadline(c),
        hoursLeft: reasons.includes('deadline') ? Math.ceil(minutesLeft / 60) : null,
        idleSince: reasons.includes('idle') ? torontoDay(lastActivityAt) : null,
        siteOrigin: env.siteOrigin,
      });
    },
    at,
  );
  return expired + welcomed + told + warned;
}
