import { hashPassword, isAtCurrentCost } from '../auth/password';
import type { DemoAccount } from './data';

/**
 * A demo account's password hash: the one kept with the account when new hashes are made at its
 * cost (the production cost), else a new one (the server tests hash at a lower cost, at which
 * signing in costs less).
 */
export const demoPasswordHash = (account: DemoAccount): Promise<string> =>
  isAtCurrentCost(account.passwordHash) ? Promise.resolve(account.passwordHash) : hashPassword(account.password);
