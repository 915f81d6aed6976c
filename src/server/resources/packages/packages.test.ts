import { call, createAdmin, createStudent, createTestApp, engines, type TestApp } from '../../test/helpers';

describe.each(engines())('packages (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const now = new Date().toISOString();
    const add = async (en_name: string, price: number, sort_order: number) =>
      (
        await t.db
          .insertInto('packages')
          .values({
            en_name,
            fr_name: `${en_name} (fr)`,
            en_description: 'desc',
            fr_description: 'desc fr',
            price,
            behind_the_wheel_hour_count: 10,
            course_hour_count: 20,
            sort_order,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const refresher = await add('Refresher', 299.99, 1);
    await add('Premium', 999, 0);
    const beginner = await add('Beginner', 699, 0);
    await t.db
      .insertInto('package_dates')
      .values([
        { package_id: beginner, first_date: '2026-12-12', second_date: '2026-12-13', from_time: '09:00', to_time: '15:00' },
        { package_id: beginner, first_date: '2026-12-05', second_date: null, from_time: '09:00', to_time: '15:00' },
        { package_id: refresher, first_date: '2026-12-07', second_date: null, from_time: '18:00', to_time: '20:00' },
      ])
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  test('needs a customer token (anonymous, bad token or an admin token → 401)', async () => {
    expect((await call(t.app, 'listPackages')).status).toBe(401);
    expect((await call(t.app, 'listPackages', { token: 'nope' })).status).toBe(401);
    expect((await call(t.app, 'listPackages', { token: (await createAdmin(t)).token })).status).toBe(401);
  });

  test('ordered by sort order then price, with their dates mapped to datesData', async () => {
    const student = await createStudent(t);
    const res = await call(t.app, 'listPackages', { token: student.token });
    expect(res.status).toBe(200);
    expect(res.body.map((p: { en_name: string }) => p.en_name)).toEqual(['Beginner', 'Premium', 'Refresher']);
    const [beginner, premium, refresher] = res.body;
    expect(beginner).toMatchObject({ price: 699, fr_name: 'Beginner (fr)', behind_the_wheel_hour_count: 10, course_hour_count: 20 });
    expect(beginner.datesData.map((d: { firstDate: string; secondDate: string | null }) => [d.firstDate, d.secondDate])).toEqual([
      ['2026-12-05', null],
      ['2026-12-12', '2026-12-13'],
    ]);
    expect(Object.keys(beginner.datesData[0]).sort()).toEqual(['firstDate', 'fromTime', 'id', 'secondDate', 'toTime']);
    expect(premium.datesData).toEqual([]);
    expect(refresher.price).toBe(299.99);
    expect(refresher.datesData[0]).toMatchObject({ fromTime: '18:00', toTime: '20:00' });
  });
});
