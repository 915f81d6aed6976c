import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ReadMemo } from '../db/readMemo';
import type { Database, User } from '../db/schema';

/*
 * Opaque bearer tokens (as Laravel Sanctum issues them): 40 random bytes given to the client,
 * only their sha256 stored, so a leaked database does not leak usable tokens.
 */

type Db = Kysely<Database> | Transaction<Database>;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The area a token opens: admin logins issue admin tokens; customer logins and verifications
 * issue customer tokens, or instructor tokens to "teacher" accounts.
 */
export type TokenArea = 'admin' | 'customer' | 'instructor';

export interface TokenLifetime {
  /** Refused this long after its last recorded use. */
  idleMs: number;
  /** Refused this long after it was issued, however often it is used. */
  maxMs: number;
}

export type TokenLifetimes = Record<TokenArea, TokenLifetime>;

// Use is recorded at most once this often: a write on every request would serialise SQLite readers.
// The idle check reads the recorded time, so a token's idle time is counted from up to this much
// before its real last use (idle lifetimes are configured in minutes, at least two).
const USE_RECORD_INTERVAL_MS = 60_000;

export async function issueToken(db: Db, userId: number, name: string, area: TokenArea): Promise<string> {
  const token = randomBytes(40).toString('base64url');
  await db
    .insertInto('personal_access_tokens')
    .values({ user_id: userId, name, area, token_hash: hashToken(token), created_at: new Date().toISOString(), last_used_at: null })
    .execute();
  return token;
}

export interface TokenOwner {
  tokenId: number;
  area: TokenArea;
  user: User;
}

/** A token's owner as looked up, with the times its lifetimes are checked against (ms since the epoch). */
interface LookedUp {
  owner: TokenOwner;
  createdMs: number;
  /** The last recorded use, or the issue when none is recorded yet (being issued counts as a use). */
  lastUsedMs: number;
}

/** Whether a token is past one of its area's lifetimes at `now`. */
function expired(lifetime: TokenLifetime, token: LookedUp, now: number): boolean {
  return now - token.createdMs >= lifetime.maxMs || now - token.lastUsedMs >= lifetime.idleMs;
}

/**
 * The user holding this token, or undefined (unknown, revoked or expired; an expired token is
 * deleted). With a read memo, a token asked about again while nothing was written costs no query
 * (every request of a polling admin screen): the owner is kept as looked up, its user frozen and
 * its times parsed, so that such a request only compares two numbers with its lifetimes.
 */
export async function findTokenOwner(db: Db, token: string, lifetimes: TokenLifetimes, reads?: ReadMemo): Promise<TokenOwner | undefined> {
  const lookUp = async (): Promise<LookedUp | undefined> => {
    const row = await db
      .selectFrom('personal_access_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .selectAll('u')
      .select(['t.id as token_id', 't.area as token_area', 't.created_at as token_created_at', 't.last_used_at as token_last_used_at'])
      .where('t.token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row) return undefined;
    const { token_id, token_area, token_created_at, token_last_used_at, ...user } = row;
    const createdMs = Date.parse(token_created_at);
    return {
      owner: { tokenId: token_id, area: token_area, user: Object.freeze(user) },
      createdMs,
      lastUsedMs: token_last_used_at === null ? createdMs : Date.parse(token_last_used_at),
    };
  };
  // Kept under the token itself (in this process's memory only, like the request that carried
  // it): hashing it on every request of a polling screen was 5% of the server's time.
  const key = `token ${token}`;
  let found = reads ? await reads.read(key, lookUp) : await lookUp();
  if (!found) return undefined;
  const now = Date.now();
  // A use recorded by another server process does not reach this one's kept row (it notifies
  // nobody, migration 0013): before refusing a token as idle, its row is read afresh.
  if (reads && expired(lifetimes[found.owner.area], found, now)) found = await lookUp();
  if (!found) return undefined;
  const { owner } = found;
  if (expired(lifetimes[owner.area], found, now)) {
    await revokeToken(db, owner.tokenId);
    return undefined;
  }
  // A token used in its first minute, as every new sign-in's is, costs no write.
  if (now - found.lastUsedMs >= USE_RECORD_INTERVAL_MS) {
    await db
      .updateTable('personal_access_tokens')
      .set({ last_used_at: new Date(now).toISOString() })
      .where('id', '=', owner.tokenId)
      .execute();
    // The recorded use is bookkeeping (it leaves the data version as it was): the row kept would
    // still show the old use, and every later request would record it again.
    reads?.forget(key);
  }
  return owner;
}

/** Deletes every token past its area's idle or absolute lifetime (run at each login). */
export async function pruneExpiredTokens(db: Db, lifetimes: TokenLifetimes, now = Date.now()): Promise<void> {
  const before = (ms: number) => new Date(now - ms).toISOString();
  await db
    .deleteFrom('personal_access_tokens')
    .where((eb) =>
      eb.or(
        (Object.keys(lifetimes) as TokenArea[]).map((area) =>
          eb.and([
            eb('area', '=', area),
            eb.or([
              eb('created_at', '<=', before(lifetimes[area].maxMs)),
              eb(eb.fn.coalesce('last_used_at', 'created_at'), '<=', before(lifetimes[area].idleMs)),
            ]),
          ]),
        ),
      ),
    )
    .execute();
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.deleteFrom('personal_access_tokens').where('id', '=', tokenId).execute();
}

/** `Authorization: Bearer <token>` → the token, or undefined. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value ?? '');
  return match?.[1];
}
