import { randomUUID } from 'node:crypto';
import type { OperationId } from '../../contract/generated/operations.gen';
import { loadSpec } from '../../contract/spec';
import { addTeacher } from '../resources/teaching/fixtures';
import { call, createAdmin, createStudent, createTestApp, engines, type Account, type CallOptions, type TestApp } from '../test/helpers';

/*
 * Which operations honour an Idempotency-Key: every lesson and booking change declares it, and
 * each one's handler keeps its first answer (seen here through a refusal, replayed). The answers
 * of changes themselves, races and expiry are tested with each resource
 * (resources/lessons/idempotency.test.ts, resources/bookings/idempotency.test.ts).
 */

const KEY_PARAMETER = '#/components/parameters/IdempotencyKey';
/** Changes that need no key: a quote writes nothing; Stripe's events carry their own ids. */
const EXEMPT: OperationId[] = ['quoteBooking', 'handleStripeWebhook'];
/** The instructor's lesson changes (tag Teaching) beside the Lessons and Bookings tags. */
const TEACHING_LESSON_CHANGES: OperationId[] = ['recordMyLessonOutcome', 'updateLessonLog'];

const spec = loadSpec();
const declaring = [...spec.operations.values()]
  .filter((op) => (op.definition.parameters ?? []).some((p) => (p as { $ref?: string }).$ref === KEY_PARAMETER))
  .map((op) => op.operationId);

test('every lesson and booking change declares the Idempotency-Key header, and nothing else does', () => {
  const changes = [...spec.operations.values()]
    .filter((op) => op.method !== 'GET' && !EXEMPT.includes(op.operationId))
    .filter((op) => {
      const tags = (op.definition as { tags?: string[] }).tags ?? [];
      return tags.includes('Lessons') || tags.includes('Bookings') || TEACHING_LESSON_CHANGES.includes(op.operationId);
    })
    .map((op) => op.operationId);
  expect(declaring.sort()).toEqual(changes.sort());
});

describe.each(engines())('every operation declaring it keeps its first answer (%s)', (engine) => {
  let t: TestApp;
  let student: Account;
  let admin: Account;
  let teacher: Account;
  beforeAll(async () => {
    t = await createTestApp(engine);
    [student, admin, teacher] = await Promise.all([createStudent(t), createAdmin(t), addTeacher(t)]);
  }, 30_000);
  afterAll(() => t.close());

  const missing = 2_000_000_000;
  const wanted = { instructor_id: missing, starts_at: '2099-06-10T13:00:00.000Z', duration_minutes: 60 };
  /** A request each operation refuses (nothing to change): its refusal is the answer kept. */
  const refused: Record<string, () => CallOptions> = {
    createBooking: () => ({ token: student.token, body: { package_id: missing } }),
    startBookingPayment: () => ({ token: student.token, params: { id: missing }, body: { method: 'at_school' } }),
    cancelMyBooking: () => ({ token: student.token, params: { id: missing } }),
    markBookingPaid: () => ({ token: admin.token, params: { id: missing }, body: { method: 'cash' } }),
    cancelBooking: () => ({ token: admin.token, params: { id: missing }, body: { refund: false } }),
    refundBooking: () => ({ token: admin.token, params: { id: missing }, body: { refund_method: 'cash' } }),
    bookLesson: () => ({ token: student.token, body: wanted }),
    acceptLessonOffer: () => ({ token: student.token, params: { id: missing } }),
    cancelMyLesson: () => ({ token: student.token, params: { id: missing } }),
    rescheduleMyLesson: () => ({ token: student.token, params: { id: missing }, body: wanted }),
    createAdminLesson: () => ({ token: admin.token, body: { ...wanted, student_email: 'nobody@example.com' } }),
    moveAdminLesson: () => ({ token: admin.token, params: { id: missing }, body: wanted }),
    cancelAdminLesson: () => ({ token: admin.token, params: { id: missing }, body: { counted: false } }),
    recordLessonOutcome: () => ({ token: admin.token, params: { id: missing }, body: { outcome: 'completed' } }),
    recordMyLessonOutcome: () => ({ token: teacher.token, params: { id: missing }, body: { outcome: 'no_show' } }),
    updateLessonLog: () => ({ token: admin.token, params: { id: missing }, body: { skills: ['turns'], notes: '', licence_number: 'DI-1' } }),
  };

  test.each(declaring)('%s', async (operationId) => {
    const request = refused[operationId];
    expect(request).toBeDefined();
    const key = randomUUID();
    const options = () => ({ ...request(), headers: { 'idempotency-key': key } });
    const first = await call(t.app, operationId, options());
    const retry = await call(t.app, operationId, options());

    expect(first.status).toBeGreaterThanOrEqual(400);
    expect(first.status).toBeLessThan(500);
    expect(retry).toMatchObject({ status: first.status, body: first.body, headers: { 'idempotent-replayed': 'true' } });
  });
});
