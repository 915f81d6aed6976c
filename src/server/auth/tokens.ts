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

export async function issueToken(db: Db, userId: number, name: string): Promise<string> {
  const token = randomBytes(40).toString('base64url');
  await db
    .insertInto('personal_access_tokens')
    .values({ user_id: userId, name, token_hash: hashToken(token), created_at: new Date().toISOString(), last_used_at: null })
    .execute();
  return token;
}

export interface TokenOwner {
  tokenId: number;
  user: User;
}

/**
 * The user holding this token, or undefined (unknown or revoked). With a read memo, a token asked
 * about again while nothing was written costs no query (every request of a polling admin screen).
 */
export async function findTokenOwner(db: Db, token: string, reads?: ReadMemo): Promise<TokenOwner | undefined> {
  const lookUp = () =>
    db
      .selectFrom('personal_access_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .selectAll('u')
      .select(['t.id as token_id', 't.last_used_at as token_last_used_at'])
      .where('t.token_hash', '=', hashToken(token))
      .executeTakeFirst();
  // Kept under the token itself (in this process's memory only, like the request that carried
  // it): hashing it on every request of a polling screen was 5% of the server's time.
  const row = reads ? await reads.read(`token ${token}`, lookUp) : await lookUp();
  if (!row) return undefined;
  const { token_id, token_last_used_at, ...user } = row;
  // Record use at most once a minute: a write on every request would serialise SQLite readers.
  const now = Date.now();
  if (!token_last_used_at || now - Date.parse(token_last_used_at) > 60_000) {
    await db.updateTable('personal_access_tokens').set({ last_used_at: new Date(now).toISOString() }).where('id', '=', token_id).execute();
  }
  return { tokenId: token_id, user };
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
