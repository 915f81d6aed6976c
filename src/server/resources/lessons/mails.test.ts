import { call, createAdmin, createStudent, createTestApp, engines, type TestApp } from '../../test/helpers';
import { addAvailability, addInstructor, envOfTest, giveHours, mailsTo } from './fixtures';
import { moveLesson } from './domain';
import { queueLessonReminders } from './reminders';
import { bookedLessonRow } from './repository';

// June 2099: Toronto is on EDT (UTC−4), so 09:00 there is 13:00Z.
const DAY = '2099-06-10';

describe.each(engines())('lesson mails (%s)', (engine) => {
  let t: TestApp;
  let instructor: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    instructor = await addInstructor(t.db, { fName: 'Omar', lName: 'Haddad' });
    await addAvailability(t.db, instructor, DAY, '09:00', '13:00');
  }, 30_000);
  afterAll(() => t.close());

  const lessonAt = async (studentId: number, startsAt: string) => {
    const now = new Date().toISOString();
    return t.db
      .insertInto('lessons')
      .values(bookedLessonRow({ studentId, instructorId: instructor, start: Date.parse(startsAt), minutes: 60, bookedBy: 'student' }, now))
      .returningAll()
      .executeTakeFirstOrThrow();
  };

  test('booked, moved and cancelled mails, in the student’s language, carry one calendar event: same UID, rising SEQUENCE, then CANCEL', async () => {
    const student = await createStudent(t);
    await t.db.updateTable('users').set({ email_locale: 'fr' }).where('id', '=', student.user.id).execute();
    await giveHours(t.db, student.user.id, 2);
    const booked = await call(t.app, 'bookLesson', {
      token: student.token,
      body: { instructor_id: instructor, starts_at: `${DAY}T13:00:00.000Z`, duration_minutes: 60 },
    });
    const id = booked.body.data.id;
    await call(t.app, 'rescheduleMyLesson', {
      token: student.token,
      params: { id },
      body: { instructor_id: instructor, starts_at: `${DAY}T14:00:00.000Z`, duration_minutes: 60 },
    });
    await call(t.app, 'cancelMyLesson', { token: student.token, params: { id } });

    const mails = await mailsTo(t.db, student.email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Votre leçon de conduite est réservée\u202f: mercredi 10 juin 2099 (à )?09 h 00/),
      expect.stringMatching(/^Votre leçon de conduite a été déplacée\u202f: .*10 h 00/),
      expect.stringMatching(/^Votre leçon de conduite a été annulée\u202f: /),
    ]);
    const ics = mails.map((m) => m.ics!.replace(/\r\n[ \t]/g, ''));
    for (const file of ics) expect(file).toContain(`UID:lesson-${id}@driveontario.ca`);
    expect(ics.map((f) => /SEQUENCE:(\d+)/.exec(f)?.[1])).toEqual(['0', '1', '2']);
    expect(ics.map((f) => /METHOD:(\w+)/.exec(f)?.[1])).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(ics[0]).toContain('DTSTART:20990610T130000Z');
    expect(ics[1]).toContain('DTSTART:20990610T140000Z');
    expect(ics[2]).toContain('STATUS:CANCELLED');
    // From the school (reached at the office) to the student, who has nothing to answer.
    for (const file of ics) {
      expect(file).toContain(`ORGANIZER;CN="Drive Ontario":MAILTO:${t.app.config.adminEmail}\r\n`);
      expect(file).toContain(`ATTENDEE;RSVP=FALSE;ROLE="REQ-PARTICIPANT";PARTSTAT="ACCEPTED";CN="${student.user.name}":mailto:${student.email}\r\n`);
    }
  });

  test('the office’s booking, move and cancellation mail the student too', async () => {
    const student = await createStudent(t);
    await giveHours(t.db, student.user.id, 2);
    const { token } = await createAdmin(t);
    const created = await call(t.app, 'createAdminLesson', {
      token,
      body: { student_email: student.email, instructor_id: instructor, starts_at: `${DAY}T16:00:00.000Z`, duration_minutes: 60 },
    });
    expect(created.status).toBe(201);
    await call(t.app, 'moveAdminLesson', {
      token,
      params: { id: created.body.data.id },
      body: { instructor_id: instructor, starts_at: `${DAY}T15:30:00.000Z`, duration_minutes: 60 },
    });
    await call(t.app, 'cancelAdminLesson', { token, params: { id: created.body.data.id }, body: { counted: false, reason: 'Storm' } });
    const mails = await mailsTo(t.db, student.email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your driving lesson is booked/),
      expect.stringMatching(/^Your driving lesson was moved/),
      expect.stringMatching(/^Your driving lesson was cancelled/),
    ]);
  });

  test('inside the cut-off the student cannot reschedule (409 inside_cutoff); a started lesson cannot be cancelled (409 lesson_started)', async () => {
    const student = await createStudent(t);
    await giveHours(t.db, student.user.id, 4);
    const soon = await lessonAt(student.user.id, new Date(Date.now() + 10 * 3_600_000).toISOString());
    const res = await call(t.app, 'rescheduleMyLesson', {
      token: student.token,
      params: { id: soon.id },
      body: { instructor_id: instructor, starts_at: `${DAY}T13:00:00.000Z`, duration_minutes: 60 },
      headers: { 'accept-language': 'fr' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'inside_cutoff', message: 'Il est trop tard pour modifier cette leçon en ligne. Veuillez appeler l’école.' });
    const cancelled = await call(t.app, 'cancelMyLesson', { token: student.token, params: { id: soon.id } });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', counted: true });
    const begun = await lessonAt(student.user.id, new Date(Date.now() - 600_000).toISOString());
    const late = await call(t.app, 'cancelMyLesson', { token: student.token, params: { id: begun.id } });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('lesson_started');
  });

  test('the reminder sweep claims a lesson due within 24 h once, even when two run at once; a moved lesson is reminded again', async () => {
    const student = await createStudent(t);
    const lesson = await lessonAt(student.user.id, '2099-07-01T14:00:00.000Z');
    const far = await lessonAt(student.user.id, '2099-07-03T14:00:00.000Z');
    const env = envOfTest(t);
    expect(await queueLessonReminders(t.db, env, new Date('2099-06-30T13:00:00.000Z'))).toBe(0);
    const now = new Date('2099-06-30T14:30:00.000Z');
    const counts = await Promise.all([queueLessonReminders(t.db, env, now), queueLessonReminders(t.db, env, now)]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await queueLessonReminders(t.db, env, now)).toBe(0);
    let mails = await mailsTo(t.db, student.email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Reminder: driving lesson tomorrow/)]);
    const row = await t.db.selectFrom('lessons').select('reminder_queued_at').where('id', '=', lesson.id).executeTakeFirstOrThrow();
    expect(row.reminder_queued_at).toBe(now.toISOString());
    expect((await t.db.selectFrom('lessons').select('reminder_queued_at').where('id', '=', far.id).executeTakeFirstOrThrow()).reminder_queued_at).toBeNull();

    // The office moves it: its reminder is due again, for the new time.
    await addAvailability(t.db, instructor, '2099-07-01', '09:00', '13:00');
    await giveHours(t.db, student.user.id, 4);
    const later = new Date('2099-06-30T15:00:00.000Z');
    const moved = await moveLesson(
      t.db,
      env,
      'office',
      lesson.id,
      { instructor_id: instructor, starts_at: '2099-07-01T15:00:00.000Z', duration_minutes: 60 },
      later.toISOString(),
    );
    expect(moved.reminder_queued_at).toBeNull();
    expect(await queueLessonReminders(t.db, env, later)).toBe(1);
    mails = await mailsTo(t.db, student.email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Reminder/),
      expect.stringMatching(/^Your driving lesson was moved/),
      expect.stringMatching(/^Reminder: driving lesson tomorrow, .*11:00/),
    ]);
  });
});
