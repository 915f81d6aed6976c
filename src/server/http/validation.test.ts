import type { OperationId } from '../../contract/generated/operations.gen';
import { loadSpec } from '../../contract/spec';
import { addTeacher } from '../resources/teaching/fixtures';
import { call, createAdmin, createTestApp, engines, type CallOptions, type TestApp } from '../test/helpers';

/*
 * What request validation refuses, and that the contract says so.
 */

const spec = loadSpec();

test('every operation with a body or parameters declares the 422 its validation answers', () => {
  const undeclared = [...spec.operations.values()]
    .filter((op) => op.bodyTypes.length > 0 || (spec.document.paths[op.path].parameters ?? []).length > 0 || (op.definition.parameters ?? []).length > 0)
    .filter((op) => !op.definition.responses?.['422'])
    .map((op) => op.operationId);
  expect(undeclared).toEqual([]);
});

describe.each(engines())('request validation (%s)', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(engine);
    const [admin, teacher] = await Promise.all([createAdmin(t), addTeacher(t)]);
    Object.assign(tokens, { adminAuth: admin.token, instructorAuth: teacher.token });
  }, 30_000);
  afterAll(() => t.close());

  test('a path parameter out of its schema is a declared 422', async () => {
    const bad: [OperationId, CallOptions][] = [
      ['deletePartner', { token: tokens.adminAuth, params: { id: 'abc' } }],
      ['getAdminInstructor', { token: tokens.adminAuth, params: { id: 0 } }],
      ['getAdminInstructorDocumentFile', { token: tokens.adminAuth, params: { id: 1, kind: 'diary' } }],
      ['getLessonLog', { token: tokens.adminAuth, params: { id: 'abc' } }],
      ['getMyDocumentFile', { token: tokens.instructorAuth, params: { kind: 'diary' } }],
    ];
    for (const [operationId, options] of bad) expect((await call(t.app, operationId, options)).status).toBe(422);
  });
});
