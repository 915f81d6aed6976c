import { bookingEnvOf } from '../bookings/links';
import { addDate, addPackage } from '../bookings/fixtures';
import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { sweepWaitlists } from './domain';

const HOUR = 3_600_000;

describe.each(engines())('waiting lists of class dates (%s)', (engine) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createAdmin(t);
  }, 30_000);
  afterAll(() => t.close());

  /** A date of `capacity` seats, each booked (held) by a student of its own; the package, date and bookers. */
  async function soldOut(capacity: number) {
    const pkg = await addPackage(t.db);
    const date = await addDate(t.db, pkg, { capacity });
    const bookers = await Promise.all(Array.from({ length: capacity }, () => createStudent(t)));
    const bookings: number[] = [];
    for (const s of bookers) bookings.push((await book(s, pkg, date)).body.data.id);
    return { pkg, date, bookers, bookings };
  }
  const book = (s: Account, pkg: number, date: number) => call(t.app, 'createBooking', { token: s.token, body: { package_id: pkg, package_date_id: date } });
  const join = (s: Account, date: number) => call(t.app, 'joinWaitlist', { token: s.token, params: { id: date } });
  const mine = async (s: Account) => (await call(t.app, 'listMyWaitlist', { token: s.token })).body.data;
  const line = async (date: number) => (await call(t.app, 'listDateWaitlist', { token: admin.token, params: { id: date } })).body.data;
  const cancel = (s: Account, booking: number) => call(t.app, 'cancelMyBooking', { token: s.token, params: { id: booking } });

  test('a freed seat is offered to the first student in line alone: she is told and books it; others are refused meanwhile', async () => {
    const { pkg, date, bookers, bookings } = await soldOut(2);
    const [first, second, stranger] = await Promise.all([createStudent(t), createStudent(t), createStudent(t)]);
    expect((await join(bookers[0], date)).body.code).toBe('already_booked');
    expect((await join(first, date)).body.data).toMatchObject({
      package_date_id: date,
      package_id: pkg,
      status: 'waiting',
      position: 1,
      offer_expires_at: null,
    });
    expect((await join(first, date)).body.data.position).toBe(1);
    expect((await join(second, date)).body.data.position).toBe(2);

    expect((await cancel(bookers[0], bookings[0])).status).toBe(200);
    const [offer] = await mine(first);
    expect(offer).toMatchObject({ status: 'offered', position: null });
    const hours = (Date.parse(offer.offer_expires_at) - Date.now()) / HOUR;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    expect((await mine(second))[0]).toMatchObject({ status: 'waiting', position: 1 });
    await t.mailSent();
    expect(t.outbox.find((mail) => mail.to === first.email)?.subject).toBe('A seat is held for you: Refresher');

    // Nobody else takes the seat: not a stranger, not the second in line.
    expect((await book(stranger, pkg, date)).body.code).toBe('sold_out');
    expect((await book(second, pkg, date)).body.code).toBe('sold_out');
    const refilled = async () => (await call(t.app, 'getBookingStats', { token: admin.token })).body.data.refilled_this_month.seats;
    const refilledBefore = await refilled();
    const taken = await book(first, pkg, date);
    expect(taken.status).toBe(201);
    // The dashboard counts the seat refilled from the list.
    expect((await refilled()) - refilledBefore).toBe(1);
    expect(await mine(first)).toEqual([]);
    const entries = (await line(date)).entries;
    expect(entries.find((e: { student: { id: number } }) => e.student.id === first.user.id)).toMatchObject({
      status: 'booked',
      booking_id: taken.body.data.id,
    });
    // A date with seats to book has no line to join.
    const roomy = await addDate(t.db, pkg, { capacity: 5 });
    expect((await join(stranger, roomy)).body.code).toBe('seats_left');
  });

  test('an offer declined goes to the next student; one that runs out lapses at the sweep and goes to the next', async () => {
    const { date, bookers, bookings } = await soldOut(1);
    const students = await Promise.all([createStudent(t), createStudent(t), createStudent(t)]);
    for (const s of students) await join(s, date);
    await cancel(bookers[0], bookings[0]);
    expect((await mine(students[0]))[0].status).toBe('offered');

    expect((await call(t.app, 'leaveWaitlist', { token: students[0].token, params: { id: date } })).status).toBe(200);
    expect(await mine(students[0])).toEqual([]);
    const [offer] = await mine(students[1]);
    expect(offer.status).toBe('offered');

    // The sweep, an hour after the offer ran out: it lapses, and the third student gets the seat.
    const later = new Date(Date.parse(offer.offer_expires_at) + HOUR).toISOString();
    await sweepWaitlists(t.db, bookingEnvOf(t.app), later);
    expect(await mine(students[1])).toEqual([]);
    expect((await line(date)).entries.map((e: { student: { id: number }; status: string }) => [e.student.id, e.status])).toEqual([
      [students[2].user.id, 'offered'],
      [students[1].user.id, 'lapsed'],
      [students[0].user.id, 'declined'],
    ]);
  });

  test('the office moves the last student first and removes one; a larger capacity offers its seats at once', async () => {
    const { pkg, date } = await soldOut(1);
    const students = await Promise.all([createStudent(t), createStudent(t), createStudent(t)]);
    const ids: number[] = [];
    for (const s of students) ids.push((await join(s, date)).body.data.id);
    const moved = await call(t.app, 'moveWaitlistEntry', { token: admin.token, params: { id: ids[2] }, body: { position: 1 } });
    expect(moved.body.data.entries.map((e: { id: number; position: number }) => [e.id, e.position])).toEqual([
      [ids[2], 1],
      [ids[0], 2],
      [ids[1], 3],
    ]);
    const removed = await call(t.app, 'removeWaitlistEntry', { token: admin.token, params: { id: ids[0] } });
    expect(removed.body.data.entries.find((e: { id: number }) => e.id === ids[0]).status).toBe('removed');
    expect((await call(t.app, 'moveWaitlistEntry', { token: admin.token, params: { id: ids[0] }, body: { position: 1 } })).body.code).toBe('not_waiting');

    const dateRow = await t.db.selectFrom('package_dates').selectAll().where('id', '=', date).executeTakeFirstOrThrow();
    const raised = await call(t.app, 'updatePackageDate', {
      token: admin.token,
      params: { id: date },
      body: { first_date: dateRow.first_date, second_date: null, from_time: dateRow.from_time, to_time: dateRow.to_time, capacity: 3, is_open: true },
    });
    expect(raised.status).toBe(200);
    expect((await mine(students[2]))[0].status).toBe('offered');
    expect((await mine(students[1]))[0].status).toBe('offered');
    const listed = (await call(t.app, 'listPublicPackages', {})).body.data.find((p: { id: number }) => p.id === pkg);
    expect(listed.dates.find((d: { id: number }) => d.id === date).seats_left).toBe(0);
  });

  test('30 students waiting, five seats freed at once with sweeps of two processes racing: the first five are offered one seat each, then taken or lapsed', async () => {
    const { pkg, date, bookers, bookings } = await soldOut(5);
    const students = await Promise.all(Array.from({ length: 30 }, () => createStudent(t)));
    for (const s of students) await join(s, date);
    // On PostgreSQL a second server process (its own pool) sweeps and books too.
    const other = engine === 'postgres' ? await createTestApp(engine, { sharing: t }) : t;
    const sweep = (app: TestApp, now?: string) => sweepWaitlists(app.db, bookingEnvOf(app.app), now);
    await Promise.all([...bookers.map((s, i) => cancel(s, bookings[i])), sweep(t), sweep(other), sweep(other)]);
    const offered = (await line(date)).entries.filter((e: { status: string }) => e.status === 'offered');
    expect(offered.map((e: { student: { id: number } }) => e.student.id).sort()).toEqual(
      students
        .slice(0, 5)
        .map((s) => s.user.id)
        .sort(),
    );

    // The offered students book as their offers run out, a sweep lapsing them at that moment:
    // each seat ends booked by its student or, lapsed, offered to the next one.
    const soon = new Date(Date.now() + 60_000).toISOString();
    await t.db.updateTable('waitlist_entries').set({ offer_expires_at: soon }).where('package_date_id', '=', date).where('status', '=', 'offered').execute();
    const [answers] = await Promise.all([
      Promise.all(
        students
          .slice(0, 5)
          .map((s, i) => call((i % 2 ? other : t).app, 'createBooking', { token: s.token, body: { package_id: pkg, package_date_id: date } })),
      ),
      sweep(other, new Date(Date.parse(soon) + 1).toISOString()),
    ]);
    if (other !== t) await other.close();
    const booked = answers.filter((a) => a.status === 201).length;
    const after = (await line(date)).entries;
    const count = (status: string) => after.filter((e: { status: string }) => e.status === status).length;
    expect(count('booked')).toBe(booked);
    expect(count('lapsed')).toBe(5 - booked);
    expect(count('offered')).toBe(5 - booked);
    expect(
      new Set(after.filter((e: { status: string }) => e.status === 'offered' || e.status === 'booked').map((e: { student: { id: number } }) => e.student.id))
        .size,
    ).toBe(5);
  });
});
