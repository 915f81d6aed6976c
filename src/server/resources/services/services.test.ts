import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { addInquiry, call, createAdmin, createStudent, createTestApp, engines, type CallOptions, type TestApp } from '../../test/helpers';
import type { OperationId } from '../../../contract/generated/operations.gen';

const now = () => new Date().toISOString();

async function addService(
  db: Kysely<Database>,
  overrides: Partial<{ title: string; is_active: number; sort_order: number; category: 'bde' | 'private' | 'roadtest' | 'faq' }> = {},
) {
  return db
    .insertInto('services')
    .values({
      title: 'Service',
      description: '',
      price: '100',
      original_price: null,
      features: '[]',
      icon: 'car',
      category: 'private',
      is_active: 1,
      sort_order: 0,
      created_at: now(),
      updated_at: now(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const countServices = async (db: Kysely<Database>) =>
  Number(
    (
      await db
        .selectFrom('services')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(engines())('services (%s)', (engine) => {
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
    await t.db.deleteFrom('inquiries').execute();
    await t.db.deleteFrom('services').execute();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('public reads', () => {
    test('listServices lists active services only, in sort_order then id order, whatever the caller asks', async () => {
      const b = await addService(t.db, { title: 'B', sort_order: 2 });
      const a = await addService(t.db, { title: 'A', sort_order: 1 });
      await addService(t.db, { title: 'C', sort_order: 2, is_active: 0 });
      const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((s) => s.id);
      const all = await call(t.app, 'listServices');
      expect(all.status).toBe(200);
      expect(ids(all)).toEqual([a.id, b.id]);
      expect(ids(await call(t.app, 'listServices', { query: { active: 1 } }))).toEqual([a.id, b.id]);
      // Inactive services are admin-only, even to a signed-in admin on the public list.
      expect(ids(await call(t.app, 'listServices', { query: { active: 1 }, token: admin }))).toEqual([a.id, b.id]);
      expect(all.body.data[0]).toMatchObject({ is_active: true, features: [], original_price: null, category: 'private' });
    });

    test('listServices rejects a bad active flag (422), asking for inactive services included', async () => {
      for (const active of ['0', '2', 'yes']) {
        const res = await call(t.app, 'listServices', { query: { active } });
        expect(res.status).toBe(422);
        expect(Object.keys(res.body.errors)).toEqual(['active']);
      }
    });

    test('getService answers active services only', async () => {
      const on = await addService(t.db, { title: 'On' });
      const off = await addService(t.db, { title: 'Off', is_active: 0 });
      expect((await call(t.app, 'getService', { params: { id: on.id } })).body.data.title).toBe('On');
      expect((await call(t.app, 'getService', { params: { id: off.id } })).status).toBe(404);
      expect((await call(t.app, 'getService', { params: { id: 999999 } })).status).toBe(404);
      expect((await call(t.app, 'getService', { params: { id: 'x' } })).status).toBe(422);
      expect((await call(t.app, 'getService', { params: { id: 0 } })).status).toBe(422);
    });

    test('a stored features value that is not a JSON list reads as empty', async () => {
      const row = await addService(t.db);
      await t.db.updateTable('services').set({ features: 'not json' }).where('id', '=', row.id).execute();
      expect((await call(t.app, 'getService', { params: { id: row.id } })).body.data.features).toEqual([]);
    });
  });

  describe('createService', () => {
    test('stores trimmed fields, drops empty features, defaults icon and places the service last', async () => {
      await addService(t.db, { sort_order: 7 });
      const res = await call(t.app, 'createService', {
        token: admin,
        body: {
          title: '  BDE Complete ',
          price: ' 699 ',
          original_price: ' ',
          features: [' 10 in-car hours ', '', '   ', '20 online theory hours'],
          category: ['bde'],
        },
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Service created successfully.');
      expect(res.body.data).toMatchObject({
        title: 'BDE Complete',
        description: '',
        price: '699',
        original_price: null,
        features: ['10 in-car hours', '20 online theory hours'],
        icon: 'car',
        category: 'bde',
        is_active: true,
        sort_order: 8,
      });
      const listed = await call(t.app, 'listAdminServices', { token: admin });
      expect(listed.body.data.at(-1).id).toBe(res.body.data.id);
    });

    test('the first service gets position 1; is_active false and an icon are kept', async () => {
      const res = await call(t.app, 'createService', {
        token: admin,
        body: { title: 'FAQ', price: '0', category: ['faq'], icon: 'help', is_active: false, features: ['Q?|A.'] },
      });
      expect(res.body.data).toMatchObject({ sort_order: 1, icon: 'help', is_active: false, features: ['Q?|A.'] });
    });

    test('blank title, price and category → 422 per field, localised; nothing written', async () => {
      const body = { title: '  ', price: '', category: [''] };
      const en = await call(t.app, 'createService', { token: admin, body: { title: ' ', price: ' ', category: ['bde'] } });
      expect(en.status).toBe(422);
      expect(en.body.errors).toEqual({ title: ['Title is required'], price: ['Price is required'] });
      const fr = await call(t.app, 'createService', {
        token: admin,
        body: { title: ' ', price: ' ', category: ['bde'] },
        headers: { 'accept-language': 'fr' },
      });
      expect(fr.body.errors).toEqual({ title: ['Le titre est obligatoire'], price: ['Le prix est obligatoire'] });
      const ar = await call(t.app, 'createService', {
        token: admin,
        body: { title: ' ', price: '1', category: ['bde'] },
        headers: { 'accept-language': 'ar' },
      });
      expect(ar.body.errors).toEqual({ title: ['العنوان مطلوب'] });
      const badCategory = await call(t.app, 'createService', { token: admin, body });
      expect(badCategory.status).toBe(422);
      expect(Object.keys(badCategory.body.errors)).toContain('category.0');
      expect(await countServices(t.db)).toBe(0);
    });

    test.each<[string, unknown]>([
      ['missing fields', {}],
      ['empty category list', { title: 'T', price: '1', category: [] }],
      ['two categories', { title: 'T', price: '1', category: ['bde', 'faq'] }],
      ['category not a list of known values', { title: 'T', price: '1', category: 'bde,x' }],
      ['features not a list', { title: 'T', price: '1', category: ['bde'], features: { a: 1 } }],
      ['is_active not a boolean', { title: 'T', price: '1', category: ['bde'], is_active: 'maybe' }],
      ['title too long', { title: 'x'.repeat(256), price: '1', category: ['bde'] }],
      ['a body that is a list', [1, 2]],
    ])('%s → 422 in the error shape, nothing written', async (_name, body) => {
      const res = await call(t.app, 'createService', { token: admin, body });
      expect(res.status).toBe(422);
      expect(res.body.success).toBe(false);
      expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
      expect(await countServices(t.db)).toBe(0);
    });

    test('missing required fields are each named', async () => {
      const res = await call(t.app, 'createService', { token: admin, body: {} });
      expect(Object.keys(res.body.errors).sort()).toEqual(['category', 'price', 'title']);
    });

    test('malformed JSON → 400; no body → 415', async () => {
      const res = await call(t.app, 'createService', { token: admin, body: '{"title":', headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      const none = await call(t.app, 'createService', { token: admin });
      expect(none.status).toBe(415);
      expect(await countServices(t.db)).toBe(0);
    });
  });

  describe('updateService', () => {
    test('replaces the fields, keeps the position', async () => {
      const row = await addService(t.db, { sort_order: 4 });
      const res = await call(t.app, 'updateService', {
        token: admin,
        params: { id: row.id },
        body: {
          title: 'Road test car',
          description: ' G2 ',
          price: '180',
          original_price: '220',
          features: ['Car rental', ' '],
          icon: 'road',
          category: ['roadtest'],
          is_active: false,
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: row.id,
        title: 'Road test car',
        description: 'G2',
        price: '180',
        original_price: '220',
        features: ['Car rental'],
        icon: 'road',
        category: 'roadtest',
        is_active: false,
        sort_order: 4,
      });
    });

    test('French and Arabic texts: stored cleaned, kept by a save that sends only the English fields, replaced by one that sends them', async () => {
      const row = await addService(t.db);
      const body = { title: 'Road test car', price: '180', category: ['roadtest' as const] };
      const translations = {
        fr: { title: ' Voiture pour l’examen ', description: '', features: ['Location de la voiture', ' '] },
        ar: { title: 'سيارة لاختبار الطريق', description: 'سيارتنا ليوم الاختبار.', features: [] },
      };
      const stored = { fr: { title: 'Voiture pour l’examen', description: '', features: ['Location de la voiture'] }, ar: translations.ar };
      const first = await call(t.app, 'updateService', { token: admin, params: { id: row.id }, body: { ...body, translations } });
      expect(first.body.data.translations).toEqual(stored);
      const englishOnly = await call(t.app, 'updateService', { token: admin, params: { id: row.id }, body: { ...body, title: 'Road-test car' } });
      expect(englishOnly.body.data).toMatchObject({ title: 'Road-test car', translations: stored });
      const emptied = { fr: { title: '', description: '', features: [] }, ar: { title: '', description: '', features: [] } };
      const cleared = await call(t.app, 'updateService', { token: admin, params: { id: row.id }, body: { ...body, translations: emptied } });
      expect(cleared.body.data.translations).toEqual(emptied);
      expect((await call(t.app, 'getService', { params: { id: row.id } })).body.data.translations).toEqual(emptied);
    });

    test('prices are amounts in dollars and the original price is optional but above the price; the row is unchanged on a refusal', async () => {
      const row = await addService(t.db);
      const body = { title: 'Road test car', category: ['roadtest' as const] };
      const text = await call(t.app, 'updateService', { token: admin, params: { id: row.id }, body: { ...body, price: '85abc', original_price: 'free' } });
      expect(text.status).toBe(422);
      expect(text.body.errors).toEqual({
        price: ['Enter the price as an amount in dollars, like 699 or 85.50'],
        original_price: ['Enter the original price as an amount in dollars, like 899 or 85.50'],
      });
      const fr = await call(t.app, 'updateService', {
        token: admin,
        params: { id: row.id },
        body: { ...body, price: '180', original_price: '179.99' },
        headers: { 'accept-language': 'fr' },
      });
      expect(fr.body.errors).toEqual({ original_price: ['Le prix d’origine doit être supérieur au prix'] });
      expect((await t.db.selectFrom('services').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()).updated_at).toBe(row.updated_at);
      for (const [price, original_price] of [
        ['180', null],
        ['180.5', '220.25'],
        ['0', ''],
      ] as const) {
        const ok = await call(t.app, 'updateService', { token: admin, params: { id: row.id }, body: { ...body, price, original_price } });
        expect(ok.status).toBe(200);
      }
    });

    test('unknown id → 404; bad id → 422; blank title → 422 with the row unchanged', async () => {
      const body = { title: 'X', price: '1', category: ['bde'] };
      expect((await call(t.app, 'updateService', { token: admin, params: { id: 424242 }, body })).status).toBe(404);
      expect((await call(t.app, 'updateService', { token: admin, params: { id: 'abc' }, body })).status).toBe(422);
      const row = await addService(t.db, { title: 'Keep' });
      const res = await call(t.app, 'updateService', { token: admin, params: { id: row.id }, body: { ...body, title: '' } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ title: ['Title is required'] });
      expect((await t.db.selectFrom('services').select('title').where('id', '=', row.id).executeTakeFirstOrThrow()).title).toBe('Keep');
    });
  });

  describe('deleteService', () => {
    test('inquiries keep their row, their link is cleared', async () => {
      const row = await addService(t.db, { title: 'Gone' });
      const inquiry = await addInquiry(t.db, { name: 'Maya', email: 'maya@example.com', title: 'Q', service_id: row.id });
      const res = await call(t.app, 'deleteService', { token: admin, params: { id: row.id } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Service deleted successfully.');
      const kept = await t.db.selectFrom('inquiries').selectAll().where('id', '=', inquiry.id).executeTakeFirstOrThrow();
      expect(kept.service_id).toBeNull();
      expect(kept.title).toBe('Q');
      expect((await call(t.app, 'deleteService', { token: admin, params: { id: row.id } })).status).toBe(404);
    });

    test('bad ids → 422 in the error shape, nothing deleted', async () => {
      await addService(t.db);
      for (const op of ['deleteService', 'toggleServiceActive'] as const) {
        const res = await call(t.app, op, { token: admin, params: { id: 'x1' } });
        expect(res.status).toBe(422);
        expect(Object.keys(res.body.errors)).toEqual(['id']);
      }
      expect(await countServices(t.db)).toBe(1);
    });
  });

  describe('toggleServiceActive', () => {
    test('flips the flag each time; unknown id → 404', async () => {
      const row = await addService(t.db);
      const off = await call(t.app, 'toggleServiceActive', { token: admin, params: { id: row.id } });
      expect(off.body.data.is_active).toBe(false);
      expect(off.body.message).toBe('Service deactivated.');
      const on = await call(t.app, 'toggleServiceActive', { token: admin, params: { id: row.id } });
      expect(on.body.data.is_active).toBe(true);
      expect((await call(t.app, 'toggleServiceActive', { token: admin, params: { id: 999 } })).status).toBe(404);
    });

    test('an empty JSON body with the content-type header is accepted', async () => {
      const row = await addService(t.db);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/api/v1/admin/services/${row.id}/toggle-active`,
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('updateServiceOrder', () => {
    test('applies the new positions and answers the list in the new order', async () => {
      const a = await addService(t.db, { title: 'A', sort_order: 1 });
      const b = await addService(t.db, { title: 'B', sort_order: 2 });
      const c = await addService(t.db, { title: 'C', sort_order: 3 });
      const res = await call(t.app, 'updateServiceOrder', {
        token: admin,
        body: {
          services: [
            { id: c.id, sort_order: 1 },
            { id: a.id, sort_order: 2 },
            { id: b.id, sort_order: 3 },
          ],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.map((s: { title: string }) => s.title)).toEqual(['C', 'A', 'B']);
      expect((await call(t.app, 'listServices')).body.data.map((s: { title: string }) => s.title)).toEqual(['C', 'A', 'B']);
    });

    test('an unknown or repeated id → 422 naming it, and nothing changes', async () => {
      const a = await addService(t.db, { title: 'A', sort_order: 1 });
      const b = await addService(t.db, { title: 'B', sort_order: 2 });
      const res = await call(t.app, 'updateServiceOrder', {
        token: admin,
        body: {
          services: [
            { id: b.id, sort_order: 1 },
            { id: 987654, sort_order: 2 },
            { id: a.id, sort_order: 3 },
          ],
        },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ 'services.1.id': ['No service has the id 987654.'] });
      const twice = await call(t.app, 'updateServiceOrder', {
        token: admin,
        body: {
          services: [
            { id: b.id, sort_order: 1 },
            { id: b.id, sort_order: 5 },
          ],
        },
      });
      expect(twice.status).toBe(422);
      expect(Object.keys(twice.body.errors)).toEqual(['services.1.id']);
      const rows = await t.db.selectFrom('services').select(['id', 'sort_order']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: a.id, sort_order: 1 },
        { id: b.id, sort_order: 2 },
      ]);
    });

    test.each<[string, unknown]>([
      ['empty list', { services: [] }],
      ['missing list', {}],
      ['negative position', { services: [{ id: 1, sort_order: -1 }] }],
      ['id not a number', { services: [{ id: 'one', sort_order: 1 }] }],
      ['missing sort_order', { services: [{ id: 1 }] }],
    ])('%s → 422', async (_name, body) => {
      const res = await call(t.app, 'updateServiceOrder', { token: admin, body });
      expect(res.status).toBe(422);
    });
  });

  test.each(['createService', 'updateService', 'updateServiceOrder'] as const)('%s: malformed JSON → 400, nothing written', async (op) => {
    const { id } = await addService(t.db);
    const before = await t.db.selectFrom('services').selectAll().execute();
    const res = await call(t.app, op, { token: admin, params: { id }, body: '{"title": "x",', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false });
    expect(await t.db.selectFrom('services').selectAll().execute()).toEqual(before);
  });

  describe('role matrix', () => {
    const body = { title: 'T', price: '1', category: ['bde'] };
    const ops: [OperationId, number, (id: number) => CallOptions][] = [
      ['listAdminServices', 200, () => ({})],
      ['createService', 201, () => ({ body })],
      ['updateService', 200, (id) => ({ params: { id }, body })],
      ['deleteService', 200, (id) => ({ params: { id } })],
      ['toggleServiceActive', 200, (id) => ({ params: { id } })],
      ['updateServiceOrder', 200, (id) => ({ body: { services: [{ id, sort_order: 1 }] } })],
    ];
    test.each(ops)('%s: anonymous 401, student 403, admin %s', async (op, ok, options) => {
      const { id } = await addService(t.db);
      const before = await t.db.selectFrom('services').selectAll().execute();
      expect((await call(t.app, op, options(id))).status).toBe(401);
      expect((await call(t.app, op, { ...options(id), token: 'not-a-token' })).status).toBe(401);
      expect((await call(t.app, op, { ...options(id), token: student })).status).toBe(403);
      expect(await t.db.selectFrom('services').selectAll().execute()).toEqual(before);
      expect((await call(t.app, op, { ...options(id), token: admin })).status).toBe(ok);
    });

    test('a bad token wins over a bad body', async () => {
      expect((await call(t.app, 'createService', { body: '{bad', headers: { 'content-type': 'application/json' } })).status).toBe(401);
      expect((await call(t.app, 'createService', { token: student, body: {} })).status).toBe(403);
    });
  });
});
