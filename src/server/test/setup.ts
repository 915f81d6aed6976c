import { useHashCost } from '../auth/password';
import { TEST_HASH_COST } from './hashCost';

// Every server test file starts here (jest.config.ts). src/server/auth/auth.test.ts checks the
// production cost and src/server/resources/auth/login.test.ts a login's rehash at it.
useHashCost(TEST_HASH_COST);

// Building a test app and seeding it takes seconds on a busy CI machine; a hook or test that
// hangs still fails, at 30 s.
jest.setTimeout(30_000);
