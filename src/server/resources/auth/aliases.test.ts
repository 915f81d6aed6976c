import { call, createAdmin, createStudent, createTestApp, engines, type TestApp } from '../../test/helpers';

/* The admin auth operations on /api/api/v1, where the original site's client calls them. */

describe.each(engines())('admin auth aliases (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  test('sign in, read the current admin and sign out on /api/api/v1', async () => {
    const admin = await createAdmin(t, { password: 'alias-password-1' });
    const login = await call(t.app, 'adminLoginAlias', { body: { email: admin.email, password: 'alias-password-1' } });
    expect(login.status).toBe(200);
    const { token } = login.body.data;
    expect(login.body.data.user.email).toBe(admin.email);
    const user = await call(t.app, 'getCurrentUserAlias', { token });
    expect(user.status).toBe(200);
    expect(user.body.data.email).toBe(admin.email);
    // The same tokens as the other base: signed in here, known there.
    expect((await call(t.app, 'getCurrentUser', { token })).status).toBe(200);
    expect((await call(t.app, 'adminLogoutAlias', { token })).status).toBe(200);
    expect((await call(t.app, 'getCurrentUser', { token })).status).toBe(401);
  });

  test('the same refusals as the original operations', async () => {
    const admin = await createAdmin(t);
    expect((await call(t.app, 'adminLoginAlias', { body: { email: admin.email, password: 'wrong-password' } })).status).toBe(401);
    const student = await createStudent(t);
    expect((await call(t.app, 'adminLoginAlias', { body: { email: student.email, password: student.password } })).status).toBe(403);
    expect((await call(t.app, 'getCurrentUserAlias', { token: student.token })).status).toBe(403);
    expect((await call(t.app, 'adminLogoutAlias')).status).toBe(401);
    expect((await call(t.app, 'adminLoginAlias', { body: { email: 'x' } })).status).toBe(422);
  });
});
