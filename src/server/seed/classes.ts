import type { Transaction } from 'kysely';
import { torontoDay, torontoInstant } from '../../contract/torontoTime';
import type { Database } from '../db/schema';
import { readSettings } from '../resources/settings/repository';

/** The longest a seeded session runs before a break, and the break. */
const SESSION_MINUTES = 180;
const BREAK_MINUTES = 30;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A class day's hours cut into sessions of at most three hours, a half-hour break between, holding
 * at most `maxMinutes` of class in all (the Ministry's 5 hours a day): 09:00–15:00 is 09:00–12:00
 * and 12:30–14:30.
 */
export function sessionHours(from: string, to: string, maxMinutes: number): [string, string][] {
  const hours: [string, string][] = [];
  const end = minutesOf(to);
  let start = minutesOf(from);
  let left = maxMinutes;
  while (left > 0 && start < end) {
    const length = Math.min(SESSION_MINUTES, left, end - start);
    hours.push([timeOf(start), timeOf(start + length)]);
    left -= length;
    start += length + BREAK_MINUTES;
  }
  return hours;
}

/**
 * The sessions of the upcoming class dates of BDE packages that have none, on each of their days,
 * within their hours: in Room 1, or live online for an online course, taught by the first accepted
 * instructor. How many were added.
 */
export async function seedClassSessions(trx: Transaction<Database>, now: Date): Promise<number> {
  const dates = await trx
    .selectFrom('package_dates')
    .innerJoin('packages', 'packages.id', 'package_dates.package_id')
    .select([
      'package_dates.id',
      'package_dates.first_date',
      'package_dates.second_date',
      'package_dates.from_time',
      'package_dates.to_time',
      'packages.en_name',
    ])
    .where('packages.course_hour_count', '>', 0)
    .where('package_dates.first_date', '>=', torontoDay(now))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('bde_class_sessions').select('id').whereRef('bde_class_sessions.package_date_id', '=', 'package_dates.id'))))
    .execute();
  if (dates.length === 0) return 0;
  const [{ bde_class_hours_per_day: hoursPerDay }, instructor] = await Promise.all([
    readSettings(trx),
    trx.selectFrom('instructors').select('id').where('status', '=', 'accepted').orderBy('id').executeTakeFirst(),
  ]);
  const at = now.toISOString();
  const rows = dates.flatMap((date) => {
    const online = /online/i.test(date.en_name);
    return [date.first_date, date.second_date].flatMap((day) =>
      day === null
        ? []
        : sessionHours(date.from_time, date.to_time, hoursPerDay * 60).map(([from, to]) => ({
            package_date_id: date.id,
            day,
            starts_at: torontoInstant(day, from).toISOString(),
            ends_at: torontoInstant(day, to).toISOString(),
            mode: online ? ('online' as const) : ('classroom' as const),
            room: online ? null : 'Room 1',
            instructor_id: instructor?.id ?? null,
            created_at: at,
            updated_at: at,
          })),
    );
  });
  if (rows.length) await trx.insertInto('bde_class_sessions').values(rows).execute();
  return rows.length;
}
