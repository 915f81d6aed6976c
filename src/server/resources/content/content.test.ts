import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { call, createAdmin, createStudent, createTestApp, engines, type CallOptions, type TestApp } from '../../test/helpers';
import { keyFromTitle } from './domain';
import type { OperationId } from '../../../contract/generated/operations.gen';

const offer = {
  title: 'Beginner package',
  type: 'offer',
  content: { price: '399', original_price: '499', details: ['10 in-car hours', ' ', ' 20 online theory hours '] },
};
const review = {
  title: 'Great teacher',
  type: 'review',
  content: { text: 'Passed my G2 first try!', author: 'Maya C.', date: 'March 2026', image: '/uploads/seed/avatar-1.svg' },
};

async function addItem(db: Kysely<Database>, values: { title: string; type: 'offer' | 'review'; is_active?: number; created_at?: string; content?: object }) {
  const at = values.created_at ?? new Date().toISOString();
  return db
    .insertInto('content_items')
    .values({
      key: keyFromTitle(values.title),
      title: values.title,
      type: values.type,
      is_active: values.is_active ?? 1,
      content: JSON.stringify(values.content ?? {}),
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const countItems = async (db: Kysely<Database>) =>
  Number(
    (
      await db
        .selectFrom('content_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

test('keyFromTitle lower-cases and turns runs of spaces into one underscore', () => {
  expect(keyFromTitle('  Beginner  Package ')).toBe('beginner_package');
  expect(keyFromTitle('Été Offer')).toBe('été_offer');
});

describe.each(engines())('content (%s)', (engine) => {
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
    await t.db.deleteFrom('content_items').execute();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('createContent', () => {
    test('an offer: key from the title, details trimmed with empties dropped, active by default', async () => {
      const res = await call(t.app, 'createContent', { token: admin, body: offer });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        key: 'beginner_package',
        title: 'Beginner package',
        type: 'offer',
        is_active: true,
        content: { price: '399', original_price: '499', details: ['10 in-car hours', '20 online theory hours'] },
      });
    });

    test('a review keeps only review fields; an explicit key and is_active are kept', async () => {
      const res = await call(t.app, 'createContent', {
        token: admin,
        body: { ...review, key: 'home_review_1', is_active: false, content: { ...review.content, price: '9' } },
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ key: 'home_review_1', is_active: false });
      expect(res.body.data.content).toEqual({
        text: 'Passed my G2 first try!',
        author: 'Maya C.',
        date: 'March 2026',
        image: '/uploads/seed/avatar-1.svg',
        lang: 'en',
      });
    });

    test('an empty image and an empty key fall back (image null, key from title)', async () => {
      const res = await call(t.app, 'createContent', { token: admin, body: { ...review, key: ' ', content: { ...review.content, image: '' } } });
      expect(res.body.data.key).toBe('great_teacher');
      expect(res.body.data.content.image).toBeNull();
    });

    test('blank title → titleRequired; offer without price → priceRequired (localised), nothing written', async () => {
      const res = await call(t.app, 'createContent', { token: admin, body: { title: ' ', type: 'offer', content: { details: ['x'] } } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ title: ['Title is required'], 'content.price': ['Price is required'] });
      const fr = await call(t.app, 'createContent', {
        token: admin,
        body: { title: '', type: 'offer', content: { price: ' ' } },
        headers: { 'accept-language': 'fr-CA' },
      });
      expect(fr.body.errors).toEqual({ title: ['Le titre est obligatoire'], 'content.price': ['Le prix est obligatoire'] });
      expect(await countItems(t.db)).toBe(0);
    });

    test('prices are amounts, an original price above the price; each error at its field, in the admin’s language, nothing written', async () => {
      const bad = await call(t.app, 'createContent', { token: admin, body: { ...offer, content: { price: '85abc', original_price: 'free', details: [] } } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({
        'content.price': ['Enter the price as an amount in dollars, like 699 or 85.50'],
        'content.original_price': ['Enter the original price as an amount in dollars, like 899 or 85.50'],
      });
      const ar = await call(t.app, 'createContent', {
        token: admin,
        body: { ...offer, content: { price: '399', original_price: '399.00', details: [] } },
        headers: { 'accept-language': 'ar' },
      });
      expect(ar.body.errors).toEqual({ 'content.original_price': ['يجب أن يكون السعر الأصلي أعلى من السعر'] });
      expect(await countItems(t.db)).toBe(0);
      const good = await call(t.app, 'createContent', { token: admin, body: { ...offer, content: { price: ' 85.50 ', original_price: '99', details: [] } } });
      expect(good.status).toBe(201);
      expect(good.body.data.content).toMatchObject({ price: '85.50', original_price: '99' });
    });

    test('an offer’s French and Arabic texts are stored cleaned and kept by a save without them; a review has none and keeps its language', async () => {
      const translations = { fr: { title: ' Forfait débutant ', details: ['10 heures en voiture', ' '] }, ar: { title: 'باقة المبتدئين', details: [] } };
      const created = await call(t.app, 'createContent', { token: admin, body: { ...offer, translations } });
      const stored = { fr: { title: 'Forfait débutant', details: ['10 heures en voiture'] }, ar: { title: 'باقة المبتدئين', details: [] } };
      expect(created.body.data.translations).toEqual(stored);
      const updated = await call(t.app, 'updateContent', { token: admin, params: { id: created.body.data.id }, body: { ...offer, title: 'Beginner pack' } });
      expect(updated.body.data.translations).toEqual(stored);
      const asReview = await call(t.app, 'updateContent', {
        token: admin,
        params: { id: created.body.data.id },
        body: { ...review, content: { ...review.content, lang: 'ar' }, translations },
      });
      expect(asReview.body.data.translations).toEqual({ fr: { title: '', details: [] }, ar: { title: '', details: [] } });
      expect(asReview.body.data.content.lang).toBe('ar');
    });

    test('a review needs text, author and date (each missing one named)', async () => {
      const res = await call(t.app, 'createContent', { token: admin, body: { title: 'R', type: 'review', content: { text: 'Good', author: ' ' } } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        'content.author': ['Text, author and date are required for a review'],
        'content.date': ['Text, author and date are required for a review'],
      });
      const ar = await call(t.app, 'createContent', { token: admin, body: { title: 'R', type: 'review', content: {} }, headers: { 'accept-language': 'ar' } });
      expect(ar.body.errors['content.text']).toEqual(['النص والكاتب والتاريخ مطلوبة للتقييم']);
      expect(await countItems(t.db)).toBe(0);
    });

    test.each<[string, unknown]>([
      ['missing everything', {}],
      ['unknown type', { title: 'X', type: 'banner', content: {} }],
      ['content not an object', { title: 'X', type: 'offer', content: 'price=1' }],
      ['details not a list', { title: 'X', type: 'offer', content: { price: '1', details: { a: 1 } } }],
      ['is_active not a boolean', { ...offer, is_active: 'sure' }],
      ['too many details', { title: 'X', type: 'offer', content: { price: '1', details: Array(51).fill('d') } }],
    ])('%s → 422, nothing written', async (_name, body) => {
      const res = await call(t.app, 'createContent', { token: admin, body });
      expect(res.status).toBe(422);
      expect(await countItems(t.db)).toBe(0);
    });

    test('malformed JSON → 400', async () => {
      const res = await call(t.app, 'createContent', { token: admin, body: '{"title": }', headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
    });
  });

  describe('updateContent / deleteContent', () => {
    test('update replaces the item; switching type keeps only the new type’s fields', async () => {
      const row = await addItem(t.db, { title: 'Old', type: 'offer', content: { price: '1' } });
      const res = await call(t.app, 'updateContent', { token: admin, params: { id: row.id }, body: review });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: row.id, key: 'great_teacher', type: 'review', content: review.content });
      expect(res.body.data.content.price).toBeUndefined();
    });

    test('update: unknown id 404, bad id 422, broken rule 422 with the row unchanged', async () => {
      expect((await call(t.app, 'updateContent', { token: admin, params: { id: 99999 }, body: offer })).status).toBe(404);
      expect((await call(t.app, 'updateContent', { token: admin, params: { id: '1.5' }, body: offer })).status).toBe(422);
      const row = await addItem(t.db, { title: 'Keep', type: 'offer', content: { price: '1' } });
      const res = await call(t.app, 'updateContent', { token: admin, params: { id: row.id }, body: { ...offer, content: {} } });
      expect(res.status).toBe(422);
      expect((await t.db.selectFrom('content_items').select('title').where('id', '=', row.id).executeTakeFirstOrThrow()).title).toBe('Keep');
    });

    test('delete removes the item; twice → 404', async () => {
      const row = await addItem(t.db, { title: 'Bye', type: 'offer' });
      const res = await call(t.app, 'deleteContent', { token: admin, params: { id: row.id } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Content deleted successfully.');
      expect((await call(t.app, 'deleteContent', { token: admin, params: { id: row.id } })).status).toBe(404);
      expect((await call(t.app, 'deleteContent', { token: admin, params: { id: 'abc' } })).status).toBe(422);
    });
  });

  describe('reads', () => {
    let ids: Record<string, number>;
    beforeEach(async () => {
      ids = {
        offerOld: (await addItem(t.db, { title: 'Offer old', type: 'offer', content: { price: '1' }, created_at: '2026-01-01T00:00:00.000Z' })).id,
        offerNew: (await addItem(t.db, { title: 'Offer new', type: 'offer', content: { price: '2' }, created_at: '2026-02-01T00:00:00.000Z' })).id,
        offerOff: (await addItem(t.db, { title: 'Offer off', type: 'offer', is_active: 0, created_at: '2026-03-01T00:00:00.000Z' })).id,
        review: (await addItem(t.db, { title: 'Review', type: 'review', content: review.content, created_at: '2026-01-15T00:00:00.000Z' })).id,
        reviewOff: (await addItem(t.db, { title: 'Review off', type: 'review', is_active: 0, created_at: '2026-04-01T00:00:00.000Z' })).id,
      };
    });
    const idsOf = (body: { data: { id: number }[] }) => body.data.map((i) => i.id);

    test('listAdminContent: everything, newest first', async () => {
      const res = await call(t.app, 'listAdminContent', { token: admin });
      expect(idsOf(res.body)).toEqual([ids.reviewOff, ids.offerOff, ids.offerNew, ids.review, ids.offerOld]);
    });

    test('listPublicContent: active only, optionally by type', async () => {
      expect(idsOf((await call(t.app, 'listPublicContent')).body)).toEqual([ids.offerNew, ids.review, ids.offerOld]);
      expect(idsOf((await call(t.app, 'listPublicContent', { query: { type: 'offer' } })).body)).toEqual([ids.offerNew, ids.offerOld]);
      expect(idsOf((await call(t.app, 'listPublicContent', { query: { type: 'review' } })).body)).toEqual([ids.review]);
      expect((await call(t.app, 'listPublicContent', { query: { type: 'banner' } })).status).toBe(422);
    });

    test('listReviews: active reviews only', async () => {
      const res = await call(t.app, 'listReviews');
      expect(idsOf(res.body)).toEqual([ids.review]);
      expect(res.body.data[0].content).toEqual({ ...review.content, lang: 'en' });
    });

    test('a stored content value that is not a JSON object reads as empty', async () => {
      await t.db.updateTable('content_items').set({ content: '[1,2]' }).where('id', '=', ids.review).execute();
      expect((await call(t.app, 'listReviews')).body.data[0].content).toEqual({ lang: 'en' });
    });
  });

  test.each(['createContent', 'updateContent'] as const)('%s: malformed JSON → 400, nothing written', async (op) => {
    const { id } = await addItem(t.db, { title: 'Item', type: 'offer', content: { price: '5' } });
    const before = await t.db.selectFrom('content_items').selectAll().execute();
    const res = await call(t.app, op, { token: admin, params: { id }, body: '{"title": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(await t.db.selectFrom('content_items').selectAll().execute()).toEqual(before);
  });

  describe('role matrix', () => {
    const ops: [OperationId, number, (id: number) => CallOptions][] = [
      ['listAdminContent', 200, () => ({})],
      ['createContent', 201, () => ({ body: offer })],
      ['updateContent', 200, (id) => ({ params: { id }, body: offer })],
      ['deleteContent', 200, (id) => ({ params: { id } })],
    ];
    test.each(ops)('%s: anonymous 401, student 403, admin %s', async (op, ok, options) => {
      const { id } = await addItem(t.db, { title: 'Item', type: 'offer', content: { price: '5' } });
      const before = await t.db.selectFrom('content_items').selectAll().execute();
      expect((await call(t.app, op, options(id))).status).toBe(401);
      expect((await call(t.app, op, { ...options(id), token: student })).status).toBe(403);
      expect(await t.db.selectFrom('content_items').selectAll().execute()).toEqual(before);
      expect((await call(t.app, op, { ...options(id), token: admin })).status).toBe(ok);
    });
  });
});
