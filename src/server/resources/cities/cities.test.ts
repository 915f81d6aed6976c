import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { call, createAdmin, createStudent, createTestApp, engines, type CallOptions, type TestApp } from '../../test/helpers';
import type { OperationId } from '../../../contract/generated/operations.gen';

const kingston = {
  name: 'Kingston',
  slug: 'kingston',
  email: 'kingston@driveontario.ca',
  phone: '613-555-0100',
  description: 'Lessons across Kingston.',
  details: 'Road tests at the Kingston DriveTest centre.',
  map_link: 'https://maps.google.com/?q=Kingston,ON',
  images: [' /uploads/seed/kingston-1.svg ', '', '  ', 'https://example.com/k.png'],
};

async function addCity(db: Kysely<Database>, name: string, slug: string) {
  const at = new Date().toISOString();
  return db
    .insertInto('cities')
    .values({ name, slug, email: null, phone: null, description: null, details: null, map_link: null, images: '[]', created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const allCities = (db: Kysely<Database>) => db.selectFrom('cities').selectAll().orderBy('id').execute();

describe.each(engines())('cities (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let student: string;
  // One app per engine (building it dominates the run time); each test starts from empty tables.
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = (await createAdmin(t)).token;
    student = (await createStudent(t)).token;
  });
  beforeEach(async () => {
    await t.db.deleteFrom('cities').execute();
  });
  afterAll(async () => {
    await t.close();
  });

  test('createCity stores the city with images trimmed and empties dropped', async () => {
    const res = await call(t.app, 'createCity', { token: admin, body: kingston });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('City added successfully.');
    expect(res.body.data).toMatchObject({ ...kingston, images: ['/uploads/seed/kingston-1.svg', 'https://example.com/k.png'] });
  });

  test('only name and slug are required; empty optional fields are stored as null', async () => {
    const res = await call(t.app, 'createCity', { token: admin, body: { name: ' Ottawa ', slug: 'ottawa', email: '', phone: ' ', map_link: null } });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: res.body.data.id,
      name: 'Ottawa',
      slug: 'ottawa',
      email: null,
      phone: null,
      description: null,
      details: null,
      translations: { fr: { name: '', description: '', details: '' }, ar: { name: '', description: '', details: '' } },
      map_link: null,
      images: [],
      updated_at: expect.any(String),
    });
  });

  test('French and Arabic texts are stored trimmed, and kept by a save that sends only the English fields', async () => {
    const translations = {
      fr: { name: ' Ottawa ', description: 'Des leçons partout à Ottawa.', details: '' },
      ar: { name: 'أوتاوا', description: 'دروس في كل أنحاء أوتاوا.', details: 'اختبارات الطريق في مركز DriveTest.' },
    };
    const created = await call(t.app, 'createCity', { token: admin, body: { name: 'Ottawa', slug: 'ottawa', translations } });
    expect(created.status).toBe(201);
    const stored = { ...translations, fr: { ...translations.fr, name: 'Ottawa' } };
    expect(created.body.data.translations).toEqual(stored);
    const updated = await call(t.app, 'updateCity', {
      token: admin,
      params: { id: created.body.data.id },
      body: { name: 'Ottawa', slug: 'ottawa', description: 'Lessons across Ottawa.' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.translations).toEqual(stored);
    expect((await call(t.app, 'listCities')).body.data[0].translations).toEqual(stored);
  });

  test('listCities and listAdminCities: by name', async () => {
    await addCity(t.db, 'Toronto', 'toronto');
    await addCity(t.db, 'Belleville', 'belleville');
    await addCity(t.db, 'Kingston', 'kingston');
    for (const [op, token] of [
      ['listCities', undefined],
      ['listAdminCities', admin],
    ] as const) {
      const res = await call(t.app, op, { token });
      expect(res.status).toBe(200);
      expect(res.body.data.map((c: { name: string }) => c.name)).toEqual(['Belleville', 'Kingston', 'Toronto']);
    }
  });

  test('a taken slug → 422 errors.slug, localised; nothing written', async () => {
    await addCity(t.db, 'Kingston', 'kingston');
    const before = await allCities(t.db);
    const en = await call(t.app, 'createCity', { token: admin, body: { name: 'Kingston 2', slug: 'kingston' } });
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual({ slug: ['The slug has already been taken.'] });
    const ar = await call(t.app, 'createCity', { token: admin, body: { name: 'Kingston 2', slug: 'kingston' }, headers: { 'accept-language': 'ar' } });
    expect(ar.body.errors).toEqual({ slug: ['المعرّف (slug) مستخدم بالفعل.'] });
    expect(await allCities(t.db)).toEqual(before);
  });

  test('blank name, bad email and a taken slug are reported together', async () => {
    await addCity(t.db, 'Kingston', 'kingston');
    const res = await call(t.app, 'createCity', { token: admin, body: { name: '  ', slug: 'kingston', email: 'nope' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['The city name field is required'],
      slug: ['The slug has already been taken.'],
      email: ['The email must be a valid email address.'],
    });
  });

  test.each<[string, unknown, string[]]>([
    ['missing name and slug', {}, ['name', 'slug']],
    ['slug with capitals and spaces', { name: 'X', slug: 'Kingston ON' }, ['slug']],
    ['empty slug', { name: 'X', slug: '' }, ['slug']],
    ['images not a list', { name: 'X', slug: 'x', images: { a: 'b' } }, ['images']],
    ['name too long', { name: 'n'.repeat(256), slug: 'x' }, ['name']],
  ])('%s → 422 naming %j, nothing written', async (_name, body, fields) => {
    const res = await call(t.app, 'createCity', { token: admin, body });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(fields);
    expect(await allCities(t.db)).toEqual([]);
  });

  test('malformed JSON → 400', async () => {
    expect((await call(t.app, 'createCity', { token: admin, body: '{', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  test('updateCity: may keep its own slug, may not take another city’s', async () => {
    const k = await addCity(t.db, 'Kingston', 'kingston');
    await addCity(t.db, 'Ottawa', 'ottawa');
    const same = await call(t.app, 'updateCity', { token: admin, params: { id: k.id }, body: { ...kingston, name: 'Kingston ON' } });
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ id: k.id, name: 'Kingston ON', slug: 'kingston' });
    const taken = await call(t.app, 'updateCity', { token: admin, params: { id: k.id }, body: { name: 'Kingston', slug: 'ottawa' } });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ slug: ['The slug has already been taken.'] });
    expect((await call(t.app, 'updateCity', { token: admin, params: { id: 9999 }, body: { name: 'A', slug: 'a' } })).status).toBe(404);
    expect((await call(t.app, 'updateCity', { token: admin, params: { id: 'one' }, body: { name: 'A', slug: 'a' } })).status).toBe(422);
  });

  test('deleteCity removes the city; twice → 404; a bad id → 422', async () => {
    const k = await addCity(t.db, 'Kingston', 'kingston');
    expect((await call(t.app, 'deleteCity', { token: admin, params: { id: k.id } })).status).toBe(200);
    expect((await call(t.app, 'deleteCity', { token: admin, params: { id: k.id } })).status).toBe(404);
    expect((await call(t.app, 'deleteCity', { token: admin, params: { id: '0' } })).status).toBe(422);
  });

  test.each(['createCity', 'updateCity'] as const)('%s: malformed JSON → 400, nothing written', async (op) => {
    const { id } = await addCity(t.db, 'Perth', 'perth');
    const before = await allCities(t.db);
    const res = await call(t.app, op, { token: admin, params: { id }, body: '{"name": "x", "slug": }', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(await allCities(t.db)).toEqual(before);
  });

  describe('role matrix', () => {
    const body = { name: 'Brockville', slug: 'brockville' };
    const ops: [OperationId, number, (id: number) => CallOptions][] = [
      ['listAdminCities', 200, () => ({})],
      ['createCity', 201, () => ({ body })],
      ['updateCity', 200, (id) => ({ params: { id }, body })],
      ['deleteCity', 200, (id) => ({ params: { id } })],
    ];
    test.each(ops)('%s: anonymous 401, student 403, admin %s', async (op, ok, options) => {
      const { id } = await addCity(t.db, 'Perth', 'perth');
      const before = await allCities(t.db);
      expect((await call(t.app, op, options(id))).status).toBe(401);
      expect((await call(t.app, op, { ...options(id), token: student })).status).toBe(403);
      expect(await allCities(t.db)).toEqual(before);
      expect((await call(t.app, op, { ...options(id), token: admin })).status).toBe(ok);
    });
  });
});
