import { issueToken } from '../../auth/tokens';
import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { createTeacher } from '../applications/fixtures';

/*
 * The instructor's and the admin's own password change: changeMyPassword's rule (account.test.ts)
 * behind each area's token. Every answer is checked against the spec by `call`.
 */
describe.each(engines())('the instructor’s and the admin’s password (%s)', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const areas = [
    {
      operationId: 'changeInstructorPassword',
      create: () => createTeacher(t),
      signIn: async (owner: Account, password: string) => {
        const res = await call(t.app, 'customerLogin', { body: { email: owner.email, password } });
        return { status: res.status, token: res.body.token as string | undefined };
      },
      /** A read of the area, to see whether a token still opens it. */
      read: (token: string) => call(t.app, 'getMyApplication', { token }),
    },
    {
      operationId: 'changeAdminPassword',
      create: () => createAdmin(t),
      signIn: async (owner: Account, password: string) => {
        const res = await call(t.app, 'adminLogin', { body: { email: owner.email, password } });
        return { status: res.status, token: res.body.data?.token as string | undefined };
      },
      read: (token: string) => call(t.app, 'getCurrentUser', { token }),
    },
  ] as const;

  describe.each(areas)('$operationId', ({ operationId, create, signIn, read }) => {
    let owner: Account;
    beforeEach(async () => {
      owner = await create();
    });
    const change = (body: Record<string, unknown>, headers?: Record<string, string>) => call(t.app, operationId, { token: owner.token, body, headers });

    test('changes the password, revokes every other session of the account and keeps this one', async () => {
      const other = (await signIn(owner, owner.password)).token!;
      const stranger = await create();
      const res = await change({ current_password: owner.password, new_password: 'a-new-password-2' }, { 'accept-language': 'fr' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Votre mot de passe a été modifié. Vos autres sessions ont été déconnectées.');
      expect((await read(other)).status).toBe(401);
      expect((await read(owner.token)).status).toBe(200);
      expect((await read(stranger.token)).status).toBe(200);
      expect((await signIn(owner, owner.password)).status).toBe(401);
      expect((await signIn(owner, 'a-new-password-2')).status).toBe(200);
    });

    test('a wrong current password is a 422 on current_password, in the reader’s language, and changes nothing', async () => {
      const other = (await signIn(owner, owner.password)).token!;
      const wrong = { current_password: 'not-my-password', new_password: 'a-new-password-2' };
      const res = await change(wrong);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ current_password: ['The current password is incorrect.'] });
      expect((await change(wrong, { 'accept-language': 'ar' })).body.errors.current_password).toEqual(['كلمة المرور الحالية غير صحيحة.']);
      expect((await read(other)).status).toBe(200);
      expect((await signIn(owner, owner.password)).status).toBe(200);
    });

    test('a weak new password, or a field the contract does not list, is a 422 naming it', async () => {
      const short = await change({ current_password: owner.password, new_password: 'short' });
      expect(short.status).toBe(422);
      expect(Object.keys(short.body.errors)).toEqual(['new_password']);
      // The form's confirmation is checked in the browser and never sent.
      const extra = await change({ current_password: owner.password, new_password: 'a-new-password-2', password_confirmation: 'a-new-password-2' });
      expect(extra.status).toBe(422);
      expect(Object.keys(extra.body.errors)).toEqual(['password_confirmation']);
      expect((await signIn(owner, owner.password)).status).toBe(200);
    });
  });

  test('the instructor is mailed as a student is, with the reset page; the admin is told who can reset the account', async () => {
    const teacher = await createTeacher(t);
    const admin = await createAdmin(t);
    const body = (owner: Account) => ({ current_password: owner.password, new_password: 'a-new-password-2' });
    expect((await call(t.app, 'changeInstructorPassword', { token: teacher.token, body: body(teacher) })).status).toBe(200);
    expect((await call(t.app, 'changeAdminPassword', { token: admin.token, body: body(admin) })).status).toBe(200);
    await t.mailSent();
    expect(t.outbox).toHaveLength(2);
    const toTeacher = t.outbox.find((mail) => mail.to === teacher.email.toLowerCase())!;
    const toAdmin = t.outbox.find((mail) => mail.to === admin.email.toLowerCase())!;
    expect(toTeacher.subject).toBe('Your Drive Ontario password was changed');
    expect(toTeacher.text).toContain(`${t.config.siteOrigin}/reset-password?email=${encodeURIComponent(teacher.email.toLowerCase())}`);
    expect(toAdmin.subject).toBe('The Drive Ontario admin password was changed');
    expect(toAdmin.text).toContain('have the person who runs the site’s server reset its password');
    expect(toAdmin.text).not.toContain('reset-password');
  });

  test('each operation opens with its own area’s token only', async () => {
    const teacher = await createTeacher(t);
    const admin = await createAdmin(t);
    const student = await createStudent(t);
    const body = { current_password: 'whatever-it-is', new_password: 'a-new-password-2' };
    const studentTokenOfTeacher = await issueToken(t.db, teacher.user.id, 'test', 'customer');
    for (const token of [student.token, admin.token, studentTokenOfTeacher, undefined]) {
      expect((await call(t.app, 'changeInstructorPassword', { token, body })).status).toBe(401);
    }
    // A valid token of another kind of account is refused by the admin's operations with a 403.
    expect((await call(t.app, 'changeAdminPassword', { token: teacher.token, body })).status).toBe(403);
    expect((await call(t.app, 'changeAdminPassword', { token: student.token, body })).status).toBe(403);
    expect((await call(t.app, 'changeAdminPassword', { body })).status).toBe(401);
    expect((await call(t.app, 'changeMyPassword', { token: admin.token, body })).status).toBe(401);
    expect((await call(t.app, 'changeMyPassword', { token: teacher.token, body })).status).toBe(401);
    expect(await t.db.selectFrom('login_failures').selectAll().execute()).toEqual([]);
  });
});
