import type { Transaction } from 'kysely';
import type { components } from '../../../contract/generated/openapi.gen';
import { hashPassword } from '../../auth/password';
import { updateVersioned } from '../../db/versions';
import type { Database, User } from '../../db/schema';
import { InvalidError, type Executor } from '../../domain/errors';
import { inTransaction } from '../../domain/transaction';
import { writtenRow } from '../../domain/versionedWrite';
import { authenticate, type LoginConfig } from '../auth/domain';
import type { m } from './messages';
import { toE164 } from '../../domain/phone';
import { revokeTokensOf } from './repository';

type Key = Parameters<typeof m>[1];
type AccountInput = components['schemas']['AccountInput'];

/** The profile's columns from the form, or InvalidError naming every field it refuses. */
function profileColumns(user: User, input: AccountInput) {
  const firstName = input.first_name.trim();
  const lastName = input.last_name.trim();
  const city = input.city.trim();
  const phone = toE164(input.phone_number);
  const errors: InvalidError<Key>['fields'] = {};
  if (!firstName) errors.first_name = 'blank';
  if (!lastName) errors.last_name = 'blank';
  if (!city) errors.city = 'blank';
  if (phone === undefined) errors.phone_number = 'phoneInvalid';
  if ((input.latitude === undefined) !== (input.longitude === undefined))
    errors[input.latitude === undefined ? 'latitude' : 'longitude'] = 'coordinatesTogether';
  if (Object.keys(errors).length > 0) throw new InvalidError<Key>(errors);
  // Coordinates left out locate the city on file: kept with it, dropped when the city changes.
  const sameCity = city === user.city;
  return {
    name: `${firstName} ${lastName}`,
    f_name: firstName,
    l_name: lastName,
    phone_number: phone,
    city,
    latitude: input.latitude ?? (sameCity ? user.latitude : null),
    longitude: input.longitude ?? (sameCity ? user.longitude : null),
    email_locale: input.email_locale,
  };
}

/**
 * Writes the student's profile onto the version they read (`updated_at`): ConflictError('changedMeanwhile',
 * 'stale') when it changed since. `user` is the account as the request's token found it.
 */
export async function updateAccount(db: Executor, user: User, input: AccountInput): Promise<User> {
  const columns = profileColumns(user, input);
  return writtenRow(await inTransaction(db, (trx) => updateVersioned(trx, 'users', user.id, columns, input.updated_at)));
}

/** Queues the mail telling the owner their password changed, in the transaction that changed it. */
export type PasswordChangeNotice = (trx: Executor, user: User) => Promise<void>;

/**
 * Stores a new password hash, revokes the user's tokens but for `keepTokenId`'s, and queues the
 * owner's notice, in the caller's transaction.
 */
export async function storePassword(
  trx: Transaction<Database>,
  userId: number,
  passwordHash: string,
  notify: PasswordChangeNotice,
  keepTokenId?: number,
): Promise<void> {
  const user = writtenRow(await updateVersioned(trx, 'users', userId, { password_hash: passwordHash }));
  await revokeTokensOf(trx, userId, keepTokenId);
  await notify(trx, user);
}

/**
 * Changes the signed-in person's password (a student, an instructor or the admin). The current
 * one is checked as a sign-in is (`authenticate`: the same work, a wrong one counted as a failed
 * sign-in of the email and the email locked past the limit, LoginLockedError); a wrong one is
 * InvalidError on `current_password`. Every other token of the account is revoked with the
 * change; `tokenId`, the one they asked with, stays. The owner is mailed (`notify`).
 */
export async function changePassword(
  db: Executor,
  config: LoginConfig,
  owner: User,
  tokenId: number,
  input: components['schemas']['PasswordChangeInput'],
  notify: PasswordChangeNotice,
): Promise<void> {
  const user = await authenticate(db, config, owner.email, input.current_password);
  if (user?.id !== owner.id) throw new InvalidError<Key>({ current_password: 'currentPasswordWrong' });
  const passwordHash = await hashPassword(input.new_password);
  await inTransaction(db, (trx) => storePassword(trx, owner.id, passwordHash, notify, tokenId));
}
