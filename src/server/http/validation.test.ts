import type { OperationId } from '../../contract/generated/operations.gen';
import { loadSpec } from '../../contract/spec';
import { casesFor } from '../fuzz/specCases';
import { addTeacher } from '../resources/teaching/fixtures';
import { call, createAdmin, createStudent, createTestApp, engines, type CallOptions, type TestApp } from '../test/helpers';
import { specRoutes } from './specRoutes';
import { isOriginalClientOperation, validatorCompiler } from './validation';

/*
 * What request validation refuses, and that the contract says so. Body properties the contract
 * does not declare: refused with a 422 naming each on every operation but the original site's
 * client's (`x-original-client`), which ignore them as that client expects; each operation is
 * sent the fuzz suite's plausible body plus one unknown property.
 */

const spec = loadSpec();
const PROBE = 'not_in_the_contract';
/**
 * The webhooks take their provider's bodies as sent and check their signature first: Stripe's
 * events, and Twilio's forms, whose every field (named in the contract or not) is signed.
 */
const WEBHOOKS = new Set<OperationId>(['handleStripeWebhook', 'receiveTwilioSms', 'receiveTwilioStatus']);
const withBodies = [...spec.operations.values()].filter((op) => op.bodyTypes.length > 0 && !WEBHOOKS.has(op.operationId));

test('every request schema of every operation compiles (validators are compiled on first use)', async () => {
  const compilers = [validatorCompiler('refuse'), validatorCompiler('drop')];
  const failures: string[] = [];
  for (const route of await specRoutes()) {
    for (const httpPart of ['body', 'querystring', 'params', 'headers'] as const) {
      const schema = (route.schema as Record<string, { content?: Record<string, { schema: object }> }> | undefined)?.[httpPart];
      if (!schema) continue;
      // A body of several media types is compiled per type, as Fastify does.
      const perType: { contentType?: string; schema: object }[] = schema.content
        ? Object.entries(schema.content).map(([contentType, media]) => ({ contentType, schema: media.schema }))
        : [{ schema }];
      for (const compiler of compilers)
        for (const part of perType) {
          try {
            compiler({ ...part, httpPart, method: String(route.method), url: route.url })({});
          } catch (error) {
            failures.push(`${route.operationId} ${httpPart} ${part.contentType ?? ''}: ${(error as Error).message}`);
          }
        }
    }
  }
  expect(failures).toEqual([]);
});

test('every operation with a body or parameters declares the 422 its validation answers', () => {
  const undeclared = [...spec.operations.values()]
    .filter((op) => op.bodyTypes.length > 0 || (spec.document.paths[op.path].parameters ?? []).length > 0 || (op.definition.parameters ?? []).length > 0)
    .filter((op) => !op.definition.responses?.['422'])
    .map((op) => op.operationId);
  expect(undeclared).toEqual([]);
});

test('the original client’s operations are the ones the original site calls', () => {
  const marked = [...spec.operations.values()].filter(isOriginalClientOperation).map((op) => op.operationId);
  expect(marked).toEqual(
    expect.arrayContaining(['createCity', 'updateCity', 'customerLogin', 'customerSignUp', 'verifyCode', 'createInquiry', 'adminLoginAlias']),
  );
  expect(marked).not.toEqual(expect.arrayContaining(['createBooking']));
  expect(marked.length).toBeLessThan(spec.operations.size / 2);
});

describe.each(engines())('unknown body properties (%s)', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(engine);
    const [admin, student, teacher] = await Promise.all([createAdmin(t), createStudent(t), addTeacher(t)]);
    Object.assign(tokens, { adminAuth: admin.token, customerAuth: student.token, instructorAuth: teacher.token });
  }, 30_000);
  afterAll(() => t.close());

  /** The fuzz suite's plausible request of the operation, with one property the contract does not declare. */
  function probe(operationId: OperationId): CallOptions {
    const op = spec.operations.get(operationId)!;
    const plain = casesFor(spec, op).find((c) => c.label === 'plain')!.options;
    const scheme = op.security.flatMap((alternative) => Object.keys(alternative))[0];
    const token = scheme ? tokens[scheme] : undefined;
    return plain.multipart
      ? { ...plain, token, multipart: { ...plain.multipart, [PROBE]: 'x' } }
      : { ...plain, token, body: { ...(plain.body as object), [PROBE]: 'x' } };
  }

  test.each(withBodies.filter((op) => !isOriginalClientOperation(op)).map((op) => op.operationId))(
    '%s refuses it with a 422 naming it',
    async (operationId) => {
      const res = await call(t.app, operationId, { ...probe(operationId), headers: { 'accept-language': 'fr' } });
      expect(res.status).toBe(422);
      expect(res.body.errors[PROBE]).toEqual(['Ce champ n’est pas permis.']);
    },
  );

  test.each(withBodies.filter(isOriginalClientOperation).map((op) => op.operationId))('%s, the original client’s, ignores it', async (operationId) => {
    const res = await call(t.app, operationId, probe(operationId));
    expect(res.body?.errors?.[PROBE]).toBeUndefined();
  });

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

  test('a nested unknown property is named by its path', async () => {
    const res = await call(t.app, 'updateLessonLog', {
      token: tokens.adminAuth,
      params: { id: 1 },
      body: { skills: ['turns'], notes: '', licence_number: 'DI-1', extra: 1 },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['extra']);
    const nested = await call(t.app, 'createPackage', {
      token: tokens.adminAuth,
      body: { name: { en: 'Class', xx: 'nope' }, price_cents: 100, hst_applies: true, in_car_hours: 0, course_hours: 0 },
    });
    expect(nested.status).toBe(422);
    expect(nested.body.errors['name.xx']).toBeDefined();
  });

  test('the fields the original client sends and the contract lists stay accepted: a city update with its id, a login with type and tokenName', async () => {
    const created = await call(t.app, 'createCity', { token: tokens.adminAuth, body: { name: 'Kingston', slug: 'kingston' } });
    const id = created.body.data.id;
    const updated = await call(t.app, 'updateCity', { token: tokens.adminAuth, params: { id }, body: { id, name: 'Kingston, ON', slug: 'kingston' } });
    expect(updated.status).toBe(200);
    expect(updated.body.data.name).toBe('Kingston, ON');
    const student = await createStudent(t);
    const login = await call(t.app, 'customerLogin', { body: { email: student.email, password: student.password, type: 'student', tokenName: 'web' } });
    expect(login.status).toBe(200);
  });
});
