import type { Executor } from '../../domain/errors';

/** Revokes the user's tokens, but for `keepTokenId` when given (the session that asked). */
export async function revokeTokensOf(db: Executor, userId: number, keepTokenId?: number): Promise<void> {
  let query = db.deleteFrom('personal_access_tokens').where('user_id', '=', userId);
  if (keepTokenId !== undefined) query = query.where('id', '!=', keepTokenId);
  await query.execute();
}
