import { torontoDay } from '../../../contract/torontoTime';
import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { addAvailability, addInstructor, envOfTest, giveHours, mailsTo, openBdeCourse } from '../lessons/fixtures';
import { acceptOffer, offerFreeSlots, sweepCancellationList } from './domain';

const DAY_MS = 86_400_000;
const MINUTE = 60_000;
/** A Toronto day `n` days from today, and its weekday (0 is Sunday). */
const dayIn = (n: number) => torontoDay(new Date(Date.now() + n * DAY_MS));
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe.each(engines())('the cancellation list of in-car lessons (%s)', (engine) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createAdmin(t);
  }, 30_000);
  afterAll(() => t.close());

  /** An instructor whose only hours, `day` 09:00–11:00, are booked by two students: the lessons' ids and their students. */
  async function fullDay(day: string) {
    const instructor = await addInstructor(t.db);
    await addAvailability(t.db, instructor, day, '09:00', '11:00');
    const bookers = [await createStudent(t), await createStudent(t)];
    const lessons: number[] = [];
    for (const booker of bookers) await giveHours(t.db, booker.user.id, 2);
    const free = (await call(t.app, 'listLessonSlots', { token: bookers[0].token, query: { instructor_id: instructor, from: day, days: 1 } })).body.data;
    for (const [i, booker] of bookers.entries()) {
      const slot = free[i * 2];
      const booked = await call(t.app, 'bookLesson', {
        token: booker.token,
        body: { instructor_id: instructor, starts_at: slot.starts_at, duration_minutes: 60 },
      });
      expect(booked.status).toBe(201);
      lessons.push(booked.body.data.id);
    }
    return { instructor, bookers, lessons };
  }
  const wish = (day: string, extra: Record<string, unknown> = {}) => ({
    duration_minutes: 60 as const,
    weekdays: [weekdayOf(day)],
    from_time: '08:00',
    to_time: '12:00',
    ...extra,
  });
  const join = (s: Account, body: ReturnType<typeof wish>) => call(t.app, 'saveMyLessonRequest', { token: s.token, body });
  const mine = async (s: Account) => (await call(t.app, 'getMyLessonRequest', { token: s.token })).body;
  const list = async () => (await call(t.app, 'listLessonRequests', { token: admin.token })).body.data;
  const cancel = (s: Account, id: number) => call(t.app, 'cancelMyLesson', { token: s.token, params: { id } });
  async function student(hours = 5) {
    const s = await createStudent(t);
    await giveHours(t.db, s.user.id, hours);
    return s;
  }
  async function bdeStudent(startedDaysAgo: number) {
    const s = await createStudent(t);
    await openBdeCourse(t.db, s.user.id, dayIn(-startedDaysAgo), { hours: 10, g1Expiry: '2100-01-01' });
    return s;
  }
  afterEach(async () => {
    // Each test's list stands alone: what one leaves waiting must not take the next one's slots.
    await t.db.updateTable('lesson_offers').set({ status: 'withdrawn' }).where('status', '=', 'offered').execute();
    await t.db.updateTable('lesson_requests').set({ status: 'removed' }).where('status', '=', 'waiting').execute();
  });

  test('a cancelled lesson is held for the one matching student with the nearest BDE deadline; nobody else can book it; she does', async () => {
    const day = dayIn(6);
    const { instructor, bookers, lessons } = await fullDay(day);
    const plain = await student();
    const far = await bdeStudent(100);
    const near = await bdeStudent(300);
    const elsewhere = await student();
    for (const s of [plain, far, near]) expect((await join(s, wish(day))).status).toBe(200);
    expect((await join(elsewhere, wish(day, { weekdays: [(weekdayOf(day) + 1) % 7] }))).status).toBe(200);

    const before = await list();
    expect(before.waiting.map((r: { student: { id: number } }) => r.student.id)).toEqual([near.user.id, far.user.id, plain.user.id, elsewhere.user.id]);
    expect(before.waiting[0]).toMatchObject({ rank: 1, hours_left: 10, reasons: { road_test_date: null, hours_booked: 0 } });
    expect(before.waiting[0].reasons.deadline < before.waiting[1].reasons.deadline).toBe(true);
    expect(before.waiting[2].reasons.deadline).toBeNull();

    const refilled = async () => (await call(t.app, 'getBookingStats', { token: admin.token })).body.data.refilled_this_month.lesson_hours;
    const refilledBefore = await refilled();
    expect((await cancel(bookers[0], lessons[0])).status).toBe(200);
    const held = await mine(near);
    expect(held.offer).toMatchObject({ status: 'offered', instructor: { id: instructor }, duration_minutes: 60 });
    const minutes = (Date.parse(held.offer.expires_at) - Date.now()) / MINUTE;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    for (const s of [far, plain, elsewhere]) expect((await mine(s)).offer).toBeUndefined();
    await t.mailSent();
    expect((await mailsTo(t.db, near.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^An earlier lesson is held for you: /)]);

    // Held for her alone: not in anyone else's slots, and not bookable by them.
    const others = (await call(t.app, 'listLessonSlots', { token: plain.token, query: { instructor_id: instructor, from: day, days: 1 } })).body.data;
    expect(others.map((slot: { starts_at: string }) => slot.starts_at)).not.toContain(held.offer.starts_at);
    const grab = await call(t.app, 'bookLesson', {
      token: plain.token,
      body: { instructor_id: instructor, starts_at: held.offer.starts_at, duration_minutes: 60 },
    });
    expect(grab.body.code).toBe('slot_taken');

    const taken = await call(t.app, 'acceptLessonOffer', { token: near.token, params: { id: held.offer.id } });
    expect(taken.status).toBe(201);
    expect(taken.body.data).toMatchObject({ status: 'booked', starts_at: held.offer.starts_at });
    expect(await mine(near)).toEqual({ success: true });
    // The dashboard counts the hour refilled from the list.
    expect((await refilled()) - refilledBefore).toBe(1);
    expect((await call(t.app, 'acceptLessonOffer', { token: near.token, params: { id: held.offer.id } })).body.code).toBe('offer_ended');
    const after = await list();
    expect(after.waiting.map((r: { student: { id: number } }) => r.student.id)).toEqual([far.user.id, plain.user.id, elsewhere.user.id]);
    expect(after.recent_offers[0]).toMatchObject({ status: 'booked', lesson_id: taken.body.data.id, student: { id: near.user.id } });
    // Another student's offer is not theirs to take.
    expect((await call(t.app, 'acceptLessonOffer', { token: far.token, params: { id: held.offer.id } })).status).toBe(404);
  });

  test('a declined slot goes to the next student and never back; one that runs out lapses at the sweep and goes to the next', async () => {
    const day = dayIn(7);
    const { bookers, lessons } = await fullDay(day);
    const [first, second, third] = [await student(), await student(), await student()];
    for (const s of [first, second, third]) await join(s, wish(day));
    await cancel(bookers[0], lessons[0]);
    const offered = (await mine(first)).offer;
    expect(offered.status).toBe('offered');

    const declined = await call(t.app, 'declineLessonOffer', { token: first.token, params: { id: offered.id } });
    expect(declined.status).toBe(200);
    expect(declined.body.data.status).toBe('waiting');
    expect(declined.body.offer).toBeUndefined();
    const next = (await mine(second)).offer;
    expect(next.starts_at).toBe(offered.starts_at);

    // Past its time the sweep lapses it: the third student gets it, the first (who declined) never again.
    const later = new Date(Date.parse(next.expires_at) + MINUTE).toISOString();
    await sweepCancellationList(t.db, envOfTest(t), later);
    const offers = await t.db
      .selectFrom('lesson_offers')
      .select(['student_id', 'status', 'starts_at'])
      .where('starts_at', '=', offered.starts_at)
      .orderBy('id')
      .execute();
    expect(offers.map((o) => [o.student_id, o.status])).toEqual([
      [first.user.id, 'declined'],
      [second.user.id, 'lapsed'],
      [third.user.id, 'offered'],
    ]);
    await sweepCancellationList(t.db, envOfTest(t), new Date(Date.parse(later) + 31 * MINUTE).toISOString());
    expect(
      await t.db.selectFrom('lesson_offers').select('id').where('starts_at', '=', offered.starts_at).where('student_id', '=', first.user.id).execute(),
    ).toHaveLength(1);
  });

  test('a student leaving the list, or removed by the office, frees the slot held for them for the next', async () => {
    const day = dayIn(8);
    const { bookers, lessons } = await fullDay(day);
    const [first, second, third] = [await student(), await student(), await student()];
    for (const s of [first, second, third]) await join(s, wish(day));
    await cancel(bookers[0], lessons[0]);
    expect((await mine(first)).offer).toBeDefined();
    expect((await call(t.app, 'leaveLessonRequest', { token: first.token })).status).toBe(200);
    expect(await mine(first)).toEqual({ success: true });
    expect((await mine(second)).offer).toBeDefined();
    const secondRequest = (await mine(second)).data.id;
    const removed = await call(t.app, 'removeLessonRequest', { token: admin.token, params: { id: secondRequest } });
    expect(removed.body.data.waiting.map((r: { student: { id: number } }) => r.student.id)).toEqual([third.user.id]);
    expect(removed.body.data.waiting[0].offer).toMatchObject({ status: 'offered' });
    expect((await call(t.app, 'removeLessonRequest', { token: admin.token, params: { id: 999_999 } })).status).toBe(404);
  });

  test('what a request cannot be is answered field by field; without hours left it is refused', async () => {
    const s = await student(1);
    const bad = await join(s, wish(dayIn(3), { from_time: '09:00', to_time: '09:30', before: dayIn(0), instructor_ids: [999_999] }));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['before', 'instructor_ids', 'to_time']);
    expect(await mine(s)).toEqual({ success: true });
    const french = await call(t.app, 'saveMyLessonRequest', {
      token: s.token,
      body: wish(dayIn(3), { to_time: '08:30' }),
      headers: { 'accept-language': 'fr' },
    });
    expect(french.body.errors.to_time[0]).toMatch(/leçon entière/);
    const broke = await createStudent(t);
    expect((await join(broke, wish(dayIn(3)))).body.code).toBe('no_hours');
    // Joining twice changes the request and keeps its place in time.
    const joined = (await join(s, wish(dayIn(3)))).body.data;
    const changed = (await join(s, wish(dayIn(3), { to_time: '18:00', road_test_date: dayIn(20) }))).body.data;
    expect(changed).toMatchObject({ id: joined.id, created_at: joined.created_at, to_time: '18:00', road_test_date: dayIn(20) });
  });

  test('30 students waiting, five lessons cancelled at once while sweeps race: five offers to the first five, then taken as they run out', async () => {
    const day = dayIn(9);
    const instructor = await addInstructor(t.db);
    await addAvailability(t.db, instructor, day, '08:00', '18:00');
    const bookers = await Promise.all(Array.from({ length: 5 }, () => student(2)));
    const lessons: number[] = [];
    for (const [i, booker] of bookers.entries()) {
      const startsAt = new Date(Date.parse(`${day}T13:00:00Z`) + i * 2 * 3_600_000).toISOString();
      const booked = await call(t.app, 'bookLesson', { token: booker.token, body: { instructor_id: instructor, starts_at: startsAt, duration_minutes: 60 } });
      lessons.push(booked.body.data.id);
    }
    // Only the booked hours are free to offer: the rest of the day is someone else's.
    await t.db.deleteFrom('instructor_exceptions').where('instructor_id', '=', instructor).execute();
    for (const [i] of bookers.entries()) {
      const from = new Date(Date.parse(`${day}T13:00:00Z`) + i * 2 * 3_600_000);
      const hhmm = (d: Date) =>
        new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Toronto', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
      await addAvailability(t.db, instructor, day, hhmm(from), hhmm(new Date(from.getTime() + 3_600_000)));
    }
    const waiting: Account[] = [];
    for (let i = 0; i < 30; i++) {
      const s = await student(3);
      await join(s, wish(day, { instructor_ids: [instructor], from_time: '00:00', to_time: '23:59', before: dayIn(10) }));
      waiting.push(s);
    }
    const other = engine === 'postgres' ? await createTestApp(engine, { sharing: t }) : t;
    try {
      const env = envOfTest(t);
      // Each cancellation offers what it freed; the other server's sweep runs meanwhile.
      const [cancelled] = await Promise.all([Promise.all(bookers.map((b, i) => cancel(b, lessons[i]))), sweepCancellationList(other.db, env)]);
      expect(cancelled.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      await Promise.all([offerFreeSlots(t.db, env), offerFreeSlots(other.db, env)]);
      const running = await t.db.selectFrom('lesson_offers').selectAll().where('status', '=', 'offered').execute();
      expect(running).toHaveLength(5);
      expect(new Set(running.map((o) => o.starts_at)).size).toBe(5);
      expect(running.map((o) => o.student_id).sort((a, b) => a - b)).toEqual(waiting.slice(0, 5).map((s) => s.user.id));

      // Each offer is taken at the last moment as a sweep lapses it: booked or lapsed, never both.
      const expiry = running[0].expires_at;
      const lastMoment = new Date(Date.parse(expiry) - 1).toISOString();
      const outcomes = await Promise.allSettled([
        ...running.map((o) => acceptOffer(t.db, env, o.student_id, o.id, lastMoment)),
        sweepCancellationList(other.db, env, expiry),
        sweepCancellationList(t.db, env, expiry),
      ]);
      const booked = outcomes.slice(0, 5).filter((o) => o.status === 'fulfilled').length;
      const ended = await t.db
        .selectFrom('lesson_offers')
        .select(['id', 'status', 'lesson_id'])
        .where(
          'id',
          'in',
          running.map((o) => o.id),
        )
        .execute();
      expect(ended.filter((o) => o.status === 'booked')).toHaveLength(booked);
      expect(ended.filter((o) => o.status === 'lapsed')).toHaveLength(5 - booked);
      expect(ended.every((o) => (o.status === 'booked') === (o.lesson_id !== null))).toBe(true);
      const lessonsThen = await t.db.selectFrom('lessons').select('id').where('instructor_id', '=', instructor).where('status', '=', 'booked').execute();
      const reoffered = await t.db.selectFrom('lesson_offers').selectAll().where('status', '=', 'offered').execute();
      expect(lessonsThen).toHaveLength(booked);
      // The lapsed slots went on to the next students, one each.
      expect(reoffered).toHaveLength(5 - booked);
      expect(new Set(reoffered.map((o) => o.student_id)).size).toBe(reoffered.length);
      expect(reoffered.every((o) => !running.some((r) => r.student_id === o.student_id))).toBe(true);
    } finally {
      if (other !== t) await other.close();
    }
  }, 60_000);
});
