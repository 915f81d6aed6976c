import { cachedSpecParser } from '../../contract/cachedSpecParser';
import { setSpecParser } from '../../contract/spec';
import { useHashCost, useHashLimits } from '../auth/password';
import { TEST_HASH_COST, TEST_HASH_LIMITS } from './hashCost';

// Every server test file starts here (jest.config.ts). src/server/auth/auth.test.ts checks the
// production cost and src/server/resources/auth/login.test.ts a login's rehash at it;
// src/server/auth/hashQueue.test.ts the production limits of the hashing queue.
useHashCost(TEST_HASH_COST);
useHashLimits(TEST_HASH_LIMITS);
setSpecParser(cachedSpecParser);

// Building a test app and seeding it takes seconds on a busy CI machine; a hook or test that
// hangs still fails, at 30 s.
jest.setTimeout(30_000);
