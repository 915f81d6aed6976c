import { operations } from '../../contract/generated/operations.gen';
import { handlers, mergeHandlerTables } from '.';

test("the resources' folders hold one handler for every operation of the contract", () => {
  expect(Object.keys(handlers).sort()).toEqual(Object.keys(operations).sort());
});

test('an operation without a handler, with two, or unknown to the contract stops the server from starting', () => {
  const { listCities, ...withoutCities } = handlers;
  expect(() => mergeHandlerTables([withoutCities])).toThrow('no handler for listCities');
  expect(() => mergeHandlerTables([handlers, { listCities }])).toThrow('two handlers for listCities');
  expect(() => mergeHandlerTables([handlers, { listVehicles: listCities }])).toThrow('operations the contract does not have: listVehicles');
});
