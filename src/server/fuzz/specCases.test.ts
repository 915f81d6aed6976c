import { loadSpec } from '../../contract/spec';
import { ALL_CASES, ROLES } from './fuzzGate';

test('the generator covers every operation of the spec with at least 5,000 requests over the three roles', () => {
  expect(new Set(ALL_CASES.map((c) => c.operationId))).toEqual(new Set(loadSpec().operations.keys()));
  expect(ALL_CASES.length * ROLES.length).toBeGreaterThanOrEqual(5000);
});
