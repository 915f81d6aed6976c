import { createStudent, createTestApp, engines, type TestApp } from '../../test/helpers';
import { addDate, addPackage } from '../bookings/fixtures';
import { isFull, seatsTaken } from './seats';

const MINUTE = 60_000;

describe.each(engines())('seats of a date (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 30_000);
  afterAll(() => t.close());

  /** A one-seat date held by a student until `holdEnd` (no card payment). */
  async function heldDate(holdEnd: string) {
    const pkg = await addPackage(t.db);
    const id = await addDate(t.db, pkg, { capacity: 1 });
    const student = await createStudent(t);
    const now = new Date().toISOString();
    const { id: bookingId } = await t.db
      .insertInto('bookings')
      .values({
        user_id: student.user.id,
        package_id: pkg,
        package_date_id: id,
        status: 'held',
        hold_expires_at: holdEnd,
        lines: '[]',
        subtotal_cents: 0,
        hst_rate_bp: 1300,
        hst_cents: 0,
        total_cents: 0,
        locale: 'en',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { date: { id, capacity: 1 }, bookingId };
  }

  test('a full date stays full without a new write only until its first hold ends', async () => {
    const start = Date.now();
    const at = (minutes: number) => new Date(start + minutes * MINUTE).toISOString();
    const { date } = await heldDate(at(15));
    expect(await isFull(t.db, t.app.reads, date, at(0))).toBe(true);
    expect(await isFull(t.db, t.app.reads, date, at(14))).toBe(true);
    expect(await isFull(t.db, t.app.reads, date, at(15))).toBe(false);
    expect(await seatsTaken(t.db, date.id, at(15))).toBe(0);
  });

  test('a seat is granted on a count made now: after a cancellation, or with a larger capacity', async () => {
    const { date, bookingId } = await heldDate(new Date(Date.now() + 15 * MINUTE).toISOString());
    const now = new Date().toISOString();
    expect(await isFull(t.db, t.app.reads, date, now)).toBe(true);
    expect(await isFull(t.db, t.app.reads, { ...date, capacity: 2 }, now)).toBe(false);
    await t.db.updateTable('bookings').set({ status: 'cancelled' }).where('id', '=', bookingId).execute();
    expect(await isFull(t.db, t.app.reads, date, now)).toBe(false);
  });
});
