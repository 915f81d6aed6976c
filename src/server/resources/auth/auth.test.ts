import { call, createAdmin, createStudent, createTestApp, engines, type TestApp } from '../../test/helpers';

describe.each(engines())('auth (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  test('adminLogin answers a token and the admin user; the email is case-insensitive', async () => {
    const admin = await createAdmin(t, { email: 'Boss@Example.com' });
    const res = await call(t.app, 'adminLogin', { body: { email: 'BOSS@example.com', password: admin.password } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.user).toEqual({ id: admin.user.id, name: 'Site Admin', email: 'boss@example.com', role: 'admin' });
    const me = await call(t.app, 'getCurrentUser', { token: res.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual(res.body.data.user);
  });

  test('wrong password and unknown email both answer 401 "Invalid credentials", localised', async () => {
    const admin = await createAdmin(t);
    const wrong = await call(t.app, 'adminLogin', { body: { email: admin.email, password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid credentials' });
    const unknown = await call(t.app, 'adminLogin', { body: { email: 'nobody@example.com', password: 'nope' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Invalid credentials');
    const fr = await call(t.app, 'adminLogin', { body: { email: admin.email, password: 'nope' }, headers: { 'accept-language': 'fr-CA,fr;q=0.9' } });
    expect(fr.body.message).toBe('Identifiants invalides');
    const ar = await call(t.app, 'adminLogin', { body: { email: admin.email, password: 'nope' }, headers: { 'accept-language': 'ar' } });
    expect(ar.body.message).toBe('بيانات الاعتماد غير صحيحة');
  });

  test('a student with the right password gets 403 and no token', async () => {
    const student = await createStudent(t);
    const before = await t.db.selectFrom('personal_access_tokens').select('id').execute();
    const res = await call(t.app, 'adminLogin', { body: { email: student.email, password: student.password } });
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
    const after = await t.db.selectFrom('personal_access_tokens').select('id').execute();
    expect(after.length).toBe(before.length);
  });

  test('adminLogin validates its body (422 with the fields)', async () => {
    const res = await call(t.app, 'adminLogin', { body: { email: 'not-an-email' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['Must be a valid email address.'], password: ['Password is required.'] });
  });

  test('adminLogout revokes the token', async () => {
    const admin = await createAdmin(t);
    const login = await call(t.app, 'adminLogin', { body: { email: admin.email, password: admin.password } });
    const token = login.body.data.token;
    const out = await call(t.app, 'adminLogout', { token });
    expect(out.status).toBe(200);
    expect(out.body.success).toBe(true);
    expect((await call(t.app, 'getCurrentUser', { token })).status).toBe(401);
    // The other session of the same admin is untouched.
    expect((await call(t.app, 'getCurrentUser', { token: admin.token })).status).toBe(200);
  });

  test('tokens are stored hashed', async () => {
    const admin = await createAdmin(t);
    const rows = await t.db.selectFrom('personal_access_tokens').select('token_hash').where('user_id', '=', admin.user.id).execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(admin.token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  describe.each(['adminLogout', 'getCurrentUser'] as const)('role matrix of %s', (operationId) => {
    test('anonymous → 401, bad token → 401, student → 403, admin → 200', async () => {
      expect((await call(t.app, operationId)).status).toBe(401);
      expect((await call(t.app, operationId, { token: 'not-a-token' })).status).toBe(401);
      expect((await call(t.app, operationId, { headers: { authorization: 'Basic abc' } })).status).toBe(401);
      const student = await createStudent(t);
      const forbidden = await call(t.app, operationId, { token: student.token });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.message).toBe('Only administrators may do this.');
      const admin = await createAdmin(t);
      expect((await call(t.app, operationId, { token: admin.token })).status).toBe(200);
    });
  });
});
