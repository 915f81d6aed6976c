import { PRODUCTION_HASH_COST, useHashCost, verifyPassword } from '../auth/password';
import { TEST_HASH_COST } from '../test/hashCost';
import { DEMO_APPLICANT, DEMO_STUDENT, DEMO_TEACHER } from './data';
import { demoPasswordHash } from './demoPassword';

const ACCOUNTS = [DEMO_STUDENT, DEMO_TEACHER, DEMO_APPLICANT];

afterEach(() => useHashCost(TEST_HASH_COST));

test.each(ACCOUNTS.map((account) => [account.email, account]))(
  'the hash kept for %s is its published password’s, at the production cost',
  async (_, account) => {
    useHashCost(PRODUCTION_HASH_COST);
    expect(await demoPasswordHash(account)).toBe(account.passwordHash);
    expect(await verifyPassword(account.password, account.passwordHash)).toBe(true);
  },
);

test('at another cost a demo account’s password is hashed anew, at that cost', async () => {
  const hash = await demoPasswordHash(DEMO_STUDENT);
  expect(hash).not.toBe(DEMO_STUDENT.passwordHash);
  expect(hash.startsWith(`scrypt$${TEST_HASH_COST.N}$`)).toBe(true);
  expect(await verifyPassword(DEMO_STUDENT.password, hash)).toBe(true);
});
