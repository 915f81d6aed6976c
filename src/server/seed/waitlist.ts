import type { Transaction } from 'kysely';
import { addDays } from '../../contract/torontoTime';
import type { Database } from '../db/schema';
import { DEMO_STUDENT } from './data';
import { reservedAtSchool } from './lessons';

const HOUR = 3_600_000;
const WAITLIST_PACKAGE = 'BDE Plus Road Test';

/*
 * A sold-out class with a waiting list, so the checkout and the office's class list show one
 * filled: three seats, two reserved to be paid at the school, the third freed and offered to the
 * first student in line until tonight; behind her another student, then the demo student.
 */
const RESERVED = [
  { name: 'Ethan Nguyen', email: 'ethan.nguyen@example.com', locale: 'en' as const },
  { name: 'Chloé Gagnon', email: 'chloe.gagnon@example.com', locale: 'fr' as const },
];
const WAITING = [
  { name: 'Zoe Martin', email: 'zoe.martin@example.com', locale: 'en' as const },
  { name: 'Mateo Silva', email: 'mateo.silva@example.com', locale: 'en' as const },
];

/** The demo's waiting list, unless one exists: what was added, for the log. */
export async function seedWaitlist(trx: Transaction<Database>, now: Date, passwordHash: string): Promise<string[]> {
  if (await trx.selectFrom('waitlist_entries').select('id').limit(1).executeTakeFirst()) return [];
  const [pkg, demo] = await Promise.all([
    trx.selectFrom('packages').selectAll().where('en_name', '=', WAITLIST_PACKAGE).executeTakeFirst(),
    trx.selectFrom('users').select('id').where('email', '=', DEMO_STUDENT.email).executeTakeFirst(),
  ]);
  if (!pkg || !demo) return [];
  const at = now.toISOString();
  const today = at.slice(0, 10);
  const date = await trx
    .insertInto('package_dates')
    .values({
      package_id: pkg.id,
      first_date: addDays(today, 33),
      second_date: addDays(today, 34),
      from_time: '09:00',
      to_time: '15:00',
      capacity: 3,
      is_open: 1,
      created_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const user = (person: (typeof RESERVED)[number]) =>
    trx
      .insertInto('users')
      .values({
        name: person.name,
        f_name: person.name.split(' ')[0],
        l_name: person.name.split(' ')[1],
        email: person.email,
        password_hash: passwordHash,
        role: 'student',
        email_locale: person.locale,
        birthday: '2008-09-02',
        email_verified_at: at,
        created_at: at,
        updated_at: at,
      })
      .returning(['id', 'email_locale'])
      .executeTakeFirstOrThrow();
  for (const person of RESERVED) await reservedAtSchool(trx, await user(person), pkg, date, new Date(now.getTime() - 48 * HOUR).toISOString());
  const line = [...(await Promise.all(WAITING.map(user))).map((u) => u.id), demo.id];
  const joined = (index: number) => new Date(now.getTime() - (30 - index) * HOUR).toISOString();
  await trx
    .insertInto('waitlist_entries')
    .values(
      line.map((userId, index) => ({
        package_date_id: date.id,
        user_id: userId,
        status: index === 0 ? ('offered' as const) : ('waiting' as const),
        position: index + 1,
        joined_at: joined(index),
        offered_at: index === 0 ? new Date(now.getTime() - 2 * HOUR).toISOString() : null,
        offer_expires_at: index === 0 ? new Date(now.getTime() + 10 * HOUR).toISOString() : null,
        booking_id: null,
        closed_at: null,
        updated_at: at,
      })),
    )
    .execute();
  return [`a sold-out ${WAITLIST_PACKAGE} class with a waiting list of ${line.length}`];
}
