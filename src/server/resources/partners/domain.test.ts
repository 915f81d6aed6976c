import { ForbiddenError, InvalidError, NotFoundError } from '../../domain/errors';
import { createTestApp, engines, type TestApp } from '../../test/helpers';
import { createPartner, partnerStudents } from './domain';

// The domain called with a database and plain values: no request, no HTTP status, no wording.
describe.each(engines())('partners domain (%s)', (engine) => {
  let t: TestApp;
  let partnerId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const now = new Date().toISOString();
    const row = {
      name: 'QSU',
      logo: null,
      description: null,
      contact_email: null,
      discount_code: null,
      discount_amount: 0,
      account_id: 'ACC-42',
      created_at: now,
      updated_at: now,
    };
    partnerId = (await t.db.insertInto('partners').values(row).returning('id').executeTakeFirstOrThrow()).id;
    await t.db
      .insertInto('partner_students')
      .values([
        { partner_id: partnerId, name: 'Maya', created_at: now },
        { partner_id: partnerId, name: 'Omar', created_at: now },
      ])
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  test('partnerStudents: the right account number (spaces aside) gives the students and 10 per student', async () => {
    const result = await partnerStudents(t.db, partnerId, '  ACC-42 ');
    expect(result).toEqual({ partnerId, students: [expect.objectContaining({ name: 'Maya' }), expect.objectContaining({ name: 'Omar' })], profit: 20 });
  });

  test('partnerStudents: a wrong account number is ForbiddenError("noStudents"), an unknown partner NotFoundError', async () => {
    const wrong = await partnerStudents(t.db, partnerId, 'ACC-4').catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ForbiddenError);
    expect((wrong as ForbiddenError).key).toBe('noStudents');
    await expect(partnerStudents(t.db, partnerId + 1000, 'ACC-42')).rejects.toBeInstanceOf(NotFoundError);
  });

  test('partnerStudents runs in the caller’s transaction too', async () => {
    const count = await t.db.transaction().execute(async (trx) => (await partnerStudents(trx, partnerId, 'ACC-42')).students.length);
    expect(count).toBe(2);
  });

  test('createPartner names every broken rule by field and message key, and writes nothing', async () => {
    const input = { name: ' ', account_id: '', contact_email: 'not-an-email', logo: 'logo.png', discount_amount: 0 };
    const error = await createPartner(t.db, t.app.blobs.uploads, input, undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidError);
    expect((error as InvalidError).fields).toEqual({
      name: 'nameRequired',
      account_id: 'accountRequired',
      contact_email: 'emailInvalid',
      logo: 'logoRequired',
    });
    expect(await t.db.selectFrom('partners').select('id').execute()).toHaveLength(1);
  });
});
