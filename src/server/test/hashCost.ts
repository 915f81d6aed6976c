import type { HashLimits } from '../auth/hashQueue';
import { hashPassword, useHashCost, type HashCost } from '../auth/password';

/**
 * The scrypt cost server tests hash at (set for every test file by setup.ts): the production cost
 * takes up to a second a hash on these machines, and the suites sign in thousands of times.
 */
export const TEST_HASH_COST: HashCost = { N: 2 ** 10, r: 8, p: 1 };

/**
 * The hashing queue's limits in server tests (set by setup.ts): suites create and sign in dozens of
 * accounts at once, which the production queue would refuse; its own test fills a small one.
 */
export const TEST_HASH_LIMITS: HashLimits = { running: 4, waiting: 10_000 };

/** A hash made at another cost (an account hashed before the cost was raised), then back to the test cost. */
export async function hashAt(cost: HashCost, password: string): Promise<string> {
  useHashCost(cost);
  try {
    return await hashPassword(password);
  } finally {
    useHashCost(TEST_HASH_COST);
  }
}
