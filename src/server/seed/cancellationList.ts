import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { jsonList } from '../resources/cancellationList/repository';
import { DEMO_STUDENT } from './data';

const HOUR = 3_600_000;

/*
 * The demo's cancellation list, so the office's screen and the student's account show it filled:
 * two students of the BDE cohort (whose in-car year runs out first: they come first) and the demo
 * student. Each asks for an early lesson, before school, when no demo instructor works (their hours
 * start at 08:00): the list waits, as a real one does for a full schedule, and an hour the office
 * adds there (or a lesson cancelled there) is offered to the first of them at once.
 */
const ON_THE_LIST = [
  { email: 'lucas.tremblay@example.com', weekdays: [1, 2, 3, 4, 5], from: '06:00', to: '08:00', joinedHoursAgo: 70 },
  { email: 'noah.haddad@example.com', weekdays: [6, 0], from: '06:30', to: '08:00', joinedHoursAgo: 50 },
  { email: DEMO_STUDENT.email, weekdays: [1, 3, 5], from: '06:00', to: '08:00', joinedHoursAgo: 26 },
];

/** The demo's cancellation list, unless it has one: what was added, for the log. */
export async function seedCancellationList(trx: Transaction<Database>, now: Date): Promise<string[]> {
  if (await trx.selectFrom('lesson_requests').select('id').limit(1).executeTakeFirst()) return [];
  const students = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      'email',
      'in',
      ON_THE_LIST.map((s) => s.email),
    )
    .execute();
  const byEmail = new Map(students.map((s) => [s.email, s.id]));
  const rows = ON_THE_LIST.flatMap((s) => {
    const id = byEmail.get(s.email);
    if (id === undefined) return [];
    const at = new Date(now.getTime() - s.joinedHoursAgo * HOUR).toISOString();
    return [
      {
        student_id: id,
        status: 'waiting' as const,
        duration_minutes: 60 as const,
        instructor_ids: jsonList([]),
        weekdays: jsonList(s.weekdays),
        from_time: s.from,
        to_time: s.to,
        before_date: null,
        road_test_date: null,
        created_at: at,
        updated_at: at,
        closed_at: null,
      },
    ];
  });
  if (rows.length === 0) return [];
  await trx.insertInto('lesson_requests').values(rows).execute();
  return [`${rows.length} students on the cancellation list`];
}
