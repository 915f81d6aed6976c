import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_STUDENT } from './data';

const DAY_MS = 86_400_000;

/** Home-link work a school sets for its BDE students: ten hours in all, the Ministry's flexible part. */
export const HOME_LINK_ASSIGNMENTS = [
  {
    en: 'Pre-drive checks and seating position',
    fr: 'Vérifications avant de conduire et position de conduite',
    ar: 'الفحوص قبل القيادة ووضعية الجلوس',
    minutes: 90,
  },
  { en: 'Residential streets with a parent', fr: 'Rues résidentielles avec un parent', ar: 'الشوارع السكنية مع أحد الوالدين', minutes: 120 },
  {
    en: 'Parallel, angle and reverse parking',
    fr: 'Stationnement en parallèle, en épi et en marche arrière',
    ar: 'الركن الموازي والمائل والخلفي',
    minutes: 90,
  },
  { en: 'Driving at night', fr: 'Conduite de nuit', ar: 'القيادة ليلًا', minutes: 120 },
  { en: 'Preparing for highway merging', fr: 'Préparation aux insertions sur l’autoroute', ar: 'التحضير للاندماج في الطريق السريع', minutes: 90 },
  { en: 'Rain, snow and reduced visibility', fr: 'Pluie, neige et visibilité réduite', ar: 'المطر والثلج وضعف الرؤية', minutes: 90 },
] as const;

/**
 * The school's home-link assignments, unless it has some; and on the demo student's open course,
 * the first two accepted and the third marked done for the office to check, so both the account
 * and the office's screens show work in each state. How many assignments were added.
 */
export async function seedHomeLink(trx: Transaction<Database>, now: Date): Promise<number> {
  const existing = await trx.selectFrom('bde_home_link_assignments').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const at = now.toISOString();
  const ids = [];
  for (const a of HOME_LINK_ASSIGNMENTS) {
    const row = await trx
      .insertInto('bde_home_link_assignments')
      .values({ en_title: a.en, fr_title: a.fr, ar_title: a.ar, minutes: a.minutes, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const course = await trx
    .selectFrom('bde_courses')
    .innerJoin('users', 'users.id', 'bde_courses.user_id')
    .select('bde_courses.id')
    .where('users.email', '=', DEMO_STUDENT.email)
    .where('bde_courses.status', 'in', ['enrolled', 'in_progress'])
    .executeTakeFirst();
  if (course) {
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
    await trx
      .insertInto('bde_home_link_work')
      .values([
        { course_id: course.id, assignment_id: ids[0], guardian_name: 'Lin Chen', done_at: daysAgo(20), accepted_by: null, accepted_at: daysAgo(19) },
        { course_id: course.id, assignment_id: ids[1], guardian_name: 'Lin Chen', done_at: daysAgo(12), accepted_by: null, accepted_at: daysAgo(11) },
        { course_id: course.id, assignment_id: ids[2], guardian_name: 'Wei Chen', done_at: daysAgo(2), accepted_by: null, accepted_at: null },
      ])
      .execute();
  }
  return ids.length;
}
