import type { Executor } from '../../domain/errors';

/** One pending reset code per account: a new one replaces the last (in one statement, so parallel requests cannot collide). */
export async function replacePasswordReset(db: Executor, userId: number, codeHash: string, expiresAt: string): Promise<void> {
  const row = { code_hash: codeHash, expires_at: expiresAt, created_at: new Date().toISOString() };
  await db
    .insertInto('password_resets')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
}

/** The pending reset code of the account with this (normalized) email. */
export function findResetByEmail(db: Executor, email: string) {
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['password_resets.id', 'password_resets.user_id', 'password_resets.code_hash', 'password_resets.expires_at'])
    .where('users.email', '=', email)
    .executeTakeFirst();
}

/** Deletes the code; false when it was gone already (a parallel request used it). */
export async function consumePasswordReset(db: Executor, id: number): Promise<boolean> {
  const row = await db.deleteFrom('password_resets').where('id', '=', id).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Revokes the user's tokens, but for `keepTokenId` when given (the session that asked). */
export async function revokeTokensOf(db: Executor, userId: number, keepTokenId?: number): Promise<void> {
  let query = db.deleteFrom('personal_access_tokens').where('user_id', '=', userId);
  if (keepTokenId !== undefined) query = query.where('id', '!=', keepTokenId);
  await query.execute();
}
