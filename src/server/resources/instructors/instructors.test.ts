import { call, createAdmin, createStudent, createTestApp, engines, type TestApp } from '../../test/helpers';

describe.each(engines())('instructors (%s)', (engine) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(engine);
    const now = new Date().toISOString();
    const add = async (f_name: string, status: 'pending' | 'accepted' | 'rejected', l_name = 'Haddad') =>
      (
        await t.db
          .insertInto('instructors')
          .values({
            f_name,
            l_name,
            email: `${f_name.toLowerCase()}@example.com`,
            birthday: '1985-03-02',
            phone_number: '613-555-0177',
            car_image_url: null,
            status,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    ids.omar = await add('Omar', 'accepted');
    ids.lea = await add('Léa', 'accepted', 'NULL');
    ids.pat = await add('Pat', 'pending');
    ids.rob = await add('Rob', 'rejected');
    await t.db
      .insertInto('instructor_dates')
      .values([
        { instructor_id: ids.omar, date: '2026-12-02', from_time: '13:00', to_time: '15:00' },
        { instructor_id: ids.omar, date: '2026-12-01', from_time: '09:00', to_time: '11:00' },
        { instructor_id: ids.omar, date: '2026-12-02', from_time: '08:00', to_time: '10:00' },
        { instructor_id: ids.pat, date: '2026-12-01', from_time: '09:00', to_time: '11:00' },
      ])
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  test('anonymous callers get accepted instructors with public fields only', async () => {
    const res = await call(t.app, 'listAcceptedInstructors');
    expect(res.status).toBe(200);
    expect(res.body.map((i: { f_name: string }) => i.f_name).sort()).toEqual(['Léa', 'Omar']);
    for (const instructor of res.body) expect(instructor.birthday).toBeUndefined();
    expect(res.body.find((i: { f_name: string }) => i.f_name === 'Léa').l_name).toBe('NULL');
  });

  test('an admin token adds the birthday; a student or bad token is served as anonymous', async () => {
    const admin = await createAdmin(t);
    const asAdmin = await call(t.app, 'listAcceptedInstructors', { token: admin.token });
    expect(asAdmin.body.every((i: { birthday?: string }) => i.birthday === '1985-03-02')).toBe(true);
    const student = await createStudent(t);
    const asStudent = await call(t.app, 'listAcceptedInstructors', { token: student.token });
    expect(asStudent.status).toBe(200);
    expect(asStudent.body.some((i: { birthday?: string }) => i.birthday)).toBe(false);
    const badToken = await call(t.app, 'listAcceptedInstructors', { token: 'revoked-or-made-up' });
    expect(badToken.status).toBe(200);
    expect(badToken.body.some((i: { birthday?: string }) => i.birthday)).toBe(false);
  });

  test('listInstructorDates: by date then start time', async () => {
    const res = await call(t.app, 'listInstructorDates', { params: { id: ids.omar } });
    expect(res.status).toBe(200);
    expect(res.body.map((d: { date: string; from_time: string }) => `${d.date} ${d.from_time}`)).toEqual([
      '2026-12-01 09:00',
      '2026-12-02 08:00',
      '2026-12-02 13:00',
    ]);
    expect(Object.keys(res.body[0]).sort()).toEqual(['date', 'from_time', 'id', 'to_time']);
    expect((await call(t.app, 'listInstructorDates', { params: { id: ids.lea } })).body).toEqual([]);
  });

  test('pending, rejected and unknown instructors → 404', async () => {
    for (const id of [ids.pat, ids.rob, 999999]) {
      const res = await call(t.app, 'listInstructorDates', { params: { id } });
      expect(res.status).toBe(404);
    }
  });
});
