import { issueToken } from '../auth/tokens';
import { addDays } from '../../contract/torontoTime';
import { sniffDocument } from '../http/multipart';
import { call, createAdmin, createTestApp, engines, type TestApp } from '../test/helpers';
import { torontoToday } from '../resources/instructors/domain';
import { DEMO_APPLICANT, DEMO_TEACHER, INSTRUCTORS } from './data';
import { schoolInstructorRows, seedDemoInstructors } from './instructors';
import { seed } from './seed';

test('the school’s instructors: valid licences relative to today, one within the warning days, complete profiles', () => {
  const rows = schoolInstructorRows(new Date());
  const today = torontoToday();
  expect(rows).toHaveLength(INSTRUCTORS.length);
  const accepted = rows.filter((r) => r.status === 'accepted');
  expect(accepted.every((r) => r.licence_expires_on >= today && r.languages && r.car_make_model && r.licence_number)).toBe(true);
  expect(accepted.some((r) => r.licence_expires_on <= addDays(today, 30))).toBe(true);
  expect(accepted.some((r) => r.bio_en && r.bio_fr && r.bio_ar)).toBe(true);
});

const ADMIN = { email: 'owner@driveontario.ca', password: 'seeded-admin-password' };

describe.each(engines())('demo instructor accounts (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 30_000);
  afterAll(() => t.close());

  test('an approved teacher and a pending applicant, each with every document; a second run adds nothing', async () => {
    await seed(t.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, uploads: t.app.blobs.uploads, demo: true, log: () => undefined });
    const done = await seedDemoInstructors(t.db, t.app.blobs.documents, new Date());
    expect(done).toEqual([`demo instructor ${DEMO_TEACHER.email}`, `demo applicant ${DEMO_APPLICANT.email}`]);
    expect(await seedDemoInstructors(t.db, t.app.blobs.documents, new Date())).toEqual([]);
    expect(await t.app.blobs.documents.list()).toHaveLength(16);

    const teacher = await t.db.selectFrom('users').selectAll().where('email', '=', DEMO_TEACHER.email).executeTakeFirstOrThrow();
    expect(teacher.role).toBe('teacher');
    expect(teacher.email_verified_at).not.toBeNull();
    const token = await issueToken(t.db, teacher.id, 'test', 'instructor');
    const own = (await call(t.app, 'getMyApplication', { token })).body.data;
    expect(own).toMatchObject({ status: 'accepted', missing: [], licence_state: 'valid' });
    expect(own.documents).toHaveLength(8);
    // They teach the school's class sessions: coming ones, and a student's home-link work waiting for them.
    expect((await call(t.app, 'listMyBdeSessions', { token })).body.data.length).toBeGreaterThan(0);
    const toCheck = (await call(t.app, 'listMyStudentsHomeLink', { token })).body.data;
    expect(toCheck).toEqual([expect.objectContaining({ student_name: 'Sofia Moreau', guardian_name: 'Claire Moreau' })]);

    const admin = await createAdmin(t);
    const pending = (await call(t.app, 'listAdminInstructors', { token: admin.token, query: { status: 'pending' } })).body.data;
    const applicant = pending.find((i: { email: string }) => i.email === DEMO_APPLICANT.email);
    expect(applicant.missing).toEqual([]);
    for (const kind of ['insurance', 'front_plate_photo']) {
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/api/v1/admin/instructors/${applicant.id}/documents/${kind}/file`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(file.statusCode).toBe(200);
      expect(sniffDocument(file.rawPayload)?.mime).toBe(file.headers['content-type']);
    }
  });
});
