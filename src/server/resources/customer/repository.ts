import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Sign-up codes sent and tried (this resource), password-reset codes sent and tried (resources/account). */
export type EmailLimitKind = 'code_sent' | 'code_attempt' | 'reset_sent' | 'reset_attempt';

/**
 * Counts one more event for this email in a fixed window (a new window once the last one is
 * `windowMs` old) and answers the count so far. Ended windows are removed first; the count is one
 * atomic statement, so parallel requests and other servers count on the same row.
 */
export async function countEmailEvent(db: Db, email: string, kind: EmailLimitKind, windowMs: number): Promise<number> {
  await db
    .deleteFrom('email_limits')
    .where('kind', '=', kind)
    .where('window_start', '<=', new Date(Date.now() - windowMs).toISOString())
    .execute();
  const row = await db
    .insertInto('email_limits')
    .values({ email, kind, window_start: new Date().toISOString(), count: 1 })
    .onConflict((oc) => oc.columns(['email', 'kind']).doUpdateSet((eb) => ({ count: eb('email_limits.count', '+', 1) })))
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function clearEmailEvents(db: Db, email: string, kind: EmailLimitKind): Promise<void> {
  await db.deleteFrom('email_limits').where('email', '=', email).where('kind', '=', kind).execute();
}

/** Whether the student has a paid or confirmed booking: a customer already, rather than a newcomer. */
export async function hasConfirmedBooking(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('bookings')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', ['paid', 'confirmed_unpaid'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
