import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { addDate, addPackage } from './fixtures';

describe.each(engines())('the office’s booking reads (%s)', (engine) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createAdmin(t);
  }, 30_000);
  afterAll(() => t.close());

  async function student(name: string, phone: string | null = null) {
    const account = await createStudent(t);
    await t.db.updateTable('users').set({ name, phone_number: phone }).where('id', '=', account.user.id).execute();
    return account;
  }

  test('the list filters, searches folded names, emails, phones and receipt numbers, sorts and pages', async () => {
    const pkg = await addPackage(t.db, { name: 'Searchable' });
    const early = await addDate(t.db, pkg, { firstDate: '2099-01-10' });
    const late = await addDate(t.db, pkg, { firstDate: '2099-02-10' });
    const helene = await student('Hélène Tremblay', '613-555-0101');
    const omar = await student('Omar Haddad');
    const zoe = await student('Zoé Martin');
    const book = async (who: Account, date: number) =>
      (await call(t.app, 'createBooking', { token: who.token, body: { package_id: pkg, package_date_id: date } })).body.data.id;
    const a = await book(helene, late);
    const b = await book(omar, early);
    const c = await book(zoe, early);
    const paid = await call(t.app, 'markBookingPaid', { token: admin.token, params: { id: b }, body: { method: 'cash' } });
    const list = (query: Record<string, string | number | boolean>) =>
      call(t.app, 'listAdminBookings', { token: admin.token, query: { package_id: pkg, ...query } }).then((r) => r.body);

    expect((await list({ search: 'HELENE' })).data.map((x: { id: number }) => x.id)).toEqual([a]);
    expect((await list({ search: '555-0101' })).data.map((x: { id: number }) => x.id)).toEqual([a]);
    expect((await list({ search: paid.body.data.receipt.number })).data.map((x: { id: number }) => x.id)).toEqual([b]);
    expect((await list({ search: omar.email.toUpperCase() })).data.map((x: { id: number }) => x.id)).toEqual([b]);
    expect((await list({ paid: true })).data.map((x: { id: number }) => x.id)).toEqual([b]);
    expect((await list({ status: 'held', sort: 'student' })).data.map((x: { id: number }) => x.id)).toEqual([a, c]);
    expect((await list({ sort: 'class_date' })).data.map((x: { id: number }) => x.id)).toEqual([b, c, a]);
    expect((await list({ package_date_id: early, sort: '-id' })).data.map((x: { id: number }) => x.id)).toEqual([c, b]);
    const page = await list({ sort: 'id', per_page: 2, page: 2 });
    expect(page.data.map((x: { id: number }) => x.id)).toEqual([c]);
    expect(page.meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
    expect((await list({ booked_from: today, booked_to: today })).meta.total).toBe(3);
    expect((await list({ booked_to: '2000-01-01' })).meta.total).toBe(0);
    const one = await call(t.app, 'getAdminBooking', { token: admin.token, params: { id: b } });
    expect(one.body.data).toMatchObject({ id: b, student: { name: 'Omar Haddad' }, received_by: 'cash' });
  });

  test('the class list names who sits in a date, by name, with seat counts', async () => {
    const pkg = await addPackage(t.db);
    const date = await addDate(t.db, pkg, { capacity: 4 });
    const [x, y, z] = [await student('Yann'), await student('Xavier'), await student('Zed')];
    const ids = [];
    for (const who of [x, y, z])
      ids.push((await call(t.app, 'createBooking', { token: who.token, body: { package_id: pkg, package_date_id: date } })).body.data.id);
    await call(t.app, 'cancelMyBooking', { token: z.token, params: { id: ids[2] } });
    await call(t.app, 'markBookingPaid', { token: admin.token, params: { id: ids[0] }, body: { method: 'interac' } });
    const res = await call(t.app, 'getClassList', { token: admin.token, params: { id: date } });
    expect(res.body.data.students.map((s: { student: { name: string } }) => s.student.name)).toEqual(['Xavier', 'Yann']);
    expect(res.body.data.students[1]).toMatchObject({ status: 'paid', paid: true });
    expect(res.body.data.date).toMatchObject({ capacity: 4, seats_taken: 2, seats_held: 1, seats_left: 2, bookings_count: 3 });
    expect((await call(t.app, 'getClassList', { token: admin.token, params: { id: 999999 } })).status).toBe(404);
  });

  test('the figures: this month’s receipts minus credit notes, HST alone, bookings by status, money expected', async () => {
    const before = (await call(t.app, 'getBookingStats', { token: admin.token })).body.data;
    const pkg = await addPackage(t.db, { priceCents: 10000 });
    const [p, q, r] = [await student('P'), await student('Q'), await student('R')];
    const id = async (who: Account) => (await call(t.app, 'createBooking', { token: who.token, body: { package_id: pkg } })).body.data.id;
    const [paid, refunded, unpaid] = [await id(p), await id(q), await id(r)];
    await call(t.app, 'markBookingPaid', { token: admin.token, params: { id: paid }, body: { method: 'cash' } });
    await call(t.app, 'markBookingPaid', { token: admin.token, params: { id: refunded }, body: { method: 'cash' } });
    await call(t.app, 'refundBooking', { token: admin.token, params: { id: refunded }, body: { refund_method: 'cash' } });
    await call(t.app, 'startBookingPayment', { token: r.token, params: { id: unpaid }, body: { method: 'at_school' } });
    const after = (await call(t.app, 'getBookingStats', { token: admin.token })).body.data;
    // Two receipts of $113.00 in, one credit note of $113.00 out.
    expect(after.this_month.revenue_cents - before.this_month.revenue_cents).toBe(11300);
    expect(after.this_month.hst_collected_cents - before.this_month.hst_collected_cents).toBe(1300);
    expect(after.this_month.refunded_cents - before.this_month.refunded_cents).toBe(11300);
    expect(after.unpaid_cents - before.unpaid_cents).toBe(11300);
    expect(after.bookings_this_month.paid - before.bookings_this_month.paid).toBe(1);
    expect(after.bookings_this_month.refunded - before.bookings_this_month.refunded).toBe(1);
    expect(after.bookings_this_month.confirmed_unpaid - before.bookings_this_month.confirmed_unpaid).toBe(1);
    expect(after.upcoming_dates.length).toBeLessThanOrEqual(5);
  });
});
