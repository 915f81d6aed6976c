import { createStudent, createTestApp, engines, type TestApp } from '../../test/helpers';
import { addInstructor, envOfTest } from './fixtures';
import { queueLessonReminders } from './reminders';
import { bookedLessonRow } from './repository';

/*
 * Two server processes on one PostgreSQL database (two apps, two pools), each running the
 * reminder sweep and the mail sender at the same time, as every process of a deployment does.
 */

const onPostgres = engines().includes('postgres') ? describe : describe.skip;

onPostgres('reminders with two server processes (postgres)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeEach(async () => {
    // Small batches, so both senders have rows to claim while the other works.
    const outboxTiming = { batchSize: 2, pollMs: 60_000 };
    a = await createTestApp('postgres', { outboxTiming });
    b = await createTestApp('postgres', { sharing: a, outboxTiming });
  }, 30_000);
  afterEach(async () => {
    await b.close();
    await a.close();
  });

  test('sweeps and senders running in both at once queue each lesson’s reminder once and deliver it once', async () => {
    const instructor = await addInstructor(a.db);
    const students = await Promise.all(Array.from({ length: 12 }, () => createStudent(a)));
    const now = Date.now();
    await a.db
      .insertInto('lessons')
      .values(
        students.map((student, i) =>
          bookedLessonRow(
            { studentId: student.user.id, instructorId: instructor, start: now + (i + 1) * 3_600_000, minutes: 60, bookedBy: 'student' },
            new Date(now).toISOString(),
          ),
        ),
      )
      .execute();

    const sweeps = Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b)).map((t) => queueLessonReminders(t.db, envOfTest(t)));
    const queued = await Promise.all(sweeps);
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(students.length);

    await Promise.all([a.mailSent(), b.mailSent()]);
    const delivered = [...a.outbox, ...b.outbox].filter((mail) => mail.subject.startsWith('Reminder'));
    expect(delivered.map((mail) => mail.to).sort()).toEqual(students.map((student) => student.email).sort());
    const rows = await a.db.selectFrom('mail_outbox').select(['status', 'attempts']).where('subject', 'like', 'Reminder%').execute();
    expect(rows).toHaveLength(students.length);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
