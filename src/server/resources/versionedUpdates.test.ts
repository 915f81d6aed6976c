import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nextStamp, type AnyVersionedDb, type VersionedTable } from '../db/versions';
import { addInquiry, call, createAdmin, createTestApp, engines, type TestApp } from '../test/helpers';
import type { OperationId } from '../../contract/generated/operations.gen';

/*
 * Every admin update: a body with nothing to change is refused; a save that names the version it
 * started from is written only onto that version (409 otherwise, nothing written); a save without
 * one is written whatever happened meanwhile; every write gives the row a new version.
 */

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

test('nextStamp: now, or 1 ms past the latest previous stamp when the clock has not moved past it', () => {
  const now = Date.parse('2026-11-02T15:04:05.000Z');
  expect(nextStamp(['2026-11-02T15:04:04.000Z'], now)).toBe('2026-11-02T15:04:05.000Z');
  expect(nextStamp(['2026-11-02T15:04:05.000Z'], now)).toBe('2026-11-02T15:04:05.001Z');
  expect(nextStamp(['2026-11-02T15:04:05.000Z', '2026-11-02T15:04:09.998Z'], now)).toBe('2026-11-02T15:04:09.999Z');
  expect(nextStamp(['not a date'], now)).toBe('2026-11-02T15:04:05.000Z');
  expect(nextStamp([], now)).toBe('2026-11-02T15:04:05.000Z');
});

interface Case {
  op: OperationId;
  table: VersionedTable;
  /** A stored row to update. */
  add(t: TestApp): Promise<{ id: number; updated_at: string }>;
  /** A valid change of the row `id`. */
  body(id: number): Record<string, unknown>;
  /** A field of `body` and the value it is stored as. */
  changed: [column: string, value: unknown];
}

const at = () => new Date().toISOString();

const cases: Case[] = [
  {
    op: 'updateService',
    table: 'services',
    add: (t) =>
      t.db
        .insertInto('services')
        .values({
          title: 'BDE',
          description: '',
          price: '699',
          original_price: null,
          features: '[]',
          icon: 'car',
          category: 'bde',
          is_active: 1,
          sort_order: 1,
          created_at: at(),
          updated_at: at(),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    body: () => ({ title: 'BDE Complete', price: '749', category: ['bde'] }),
    changed: ['title', 'BDE Complete'],
  },
  {
    op: 'updateCity',
    table: 'cities',
    add: (t) =>
      t.db
        .insertInto('cities')
        .values({
          name: 'Kingston',
          slug: `kingston-${Math.random().toString(36).slice(2)}`,
          email: null,
          phone: null,
          description: null,
          details: null,
          map_link: null,
          images: '[]',
          created_at: at(),
          updated_at: at(),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    // A slug of its own: another city's would be refused.
    body: (id) => ({ name: 'Kingston East', slug: `kingston-east-${id}` }),
    changed: ['name', 'Kingston East'],
  },
  {
    op: 'updateContent',
    table: 'content_items',
    add: (t) =>
      t.db
        .insertInto('content_items')
        .values({ key: 'offer', title: 'Offer', type: 'offer', is_active: 1, content: '{"price":"399"}', created_at: at(), updated_at: at() })
        .returningAll()
        .executeTakeFirstOrThrow(),
    body: () => ({ title: 'Spring offer', type: 'offer', content: { price: '349' } }),
    changed: ['title', 'Spring offer'],
  },
  {
    op: 'updateInquiry',
    table: 'inquiries',
    add: (t) => addInquiry(t.db),
    body: () => ({ status: 'in_progress', notes: 'Called back' }),
    changed: ['notes', 'Called back'],
  },
  { op: 'updateInquiryStatus', table: 'inquiries', add: (t) => addInquiry(t.db), body: () => ({ status: 'completed' }), changed: ['status', 'completed'] },
];

// Kysely cannot type one query over several tables; the test reads whole rows.
const rowOf = (db: Kysely<Database>, table: VersionedTable, id: number) =>
  (db as unknown as AnyVersionedDb).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow() as Promise<Record<string, unknown>>;

describe.each(engines())('versioned admin updates (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = (await createAdmin(t)).token;
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await t.close();
  });

  describe.each(cases)('$op', ({ op, table, add, body, changed: [column, value] }) => {
    const save = (id: number, extra: Record<string, unknown> = {}, lang = 'en') =>
      call(t.app, op, { token: admin, params: { id }, body: { ...body(id), ...extra }, headers: { 'accept-language': lang } });

    test.each<[string, (version: string) => Record<string, unknown>]>([
      ['only unknown properties', () => ({ id: 4, foo: 'bar' })],
      ['only the version', (version) => ({ expected_updated_at: version })],
    ])('a body with %s → 422 in the error shape, nothing written', async (_name, bodyOf) => {
      const row = await add(t);
      const before = await rowOf(t.db, table, row.id);
      const res = await call(t.app, op, { token: admin, params: { id: row.id }, body: bodyOf(row.updated_at), headers: { 'accept-language': 'fr' } });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Les données fournies sont invalides.');
      expect(Object.keys(res.body.errors ?? {}).length).toBeGreaterThan(0);
      expect(await rowOf(t.db, table, row.id)).toEqual(before);
    });

    test('the current version → 200 with a new version; that one is current afterwards', async () => {
      const row = await add(t);
      const first = await save(row.id, { expected_updated_at: row.updated_at });
      expect(first.status).toBe(200);
      expect((await rowOf(t.db, table, row.id))[column]).toEqual(value);
      const version = first.body.data.updated_at;
      expect(version).toMatch(ISO_INSTANT);
      expect(version > row.updated_at).toBe(true);
      expect((await save(row.id, { expected_updated_at: version })).status).toBe(200);
    });

    test('a version changed meanwhile → 409 in the request’s language, nothing written', async () => {
      const row = await add(t);
      expect((await save(row.id)).status).toBe(200); // another admin's save
      const before = await rowOf(t.db, table, row.id);
      const res = await save(row.id, { expected_updated_at: row.updated_at }, 'ar');
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, code: 'stale', message: expect.stringContaining('عدّل شخص آخر') });
      expect(await rowOf(t.db, table, row.id)).toEqual(before);
    });

    test('without a version the last save wins (as before)', async () => {
      const row = await add(t);
      expect((await save(row.id, { expected_updated_at: row.updated_at })).status).toBe(200);
      expect((await save(row.id)).status).toBe(200);
    });

    test('an unknown id → 404 with or without a version', async () => {
      expect((await save(987654)).status).toBe(404);
      expect((await save(987654, { expected_updated_at: '2026-01-01T00:00:00.000Z' })).status).toBe(404);
    });

    test('a version that is not a date-time → 422', async () => {
      const row = await add(t);
      const res = await save(row.id, { expected_updated_at: 'yesterday' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toHaveProperty('expected_updated_at');
    });

    test('two saves racing from the same version: exactly one is written, the other gets 409', async () => {
      for (let round = 0; round < 5; round += 1) {
        const row = await add(t);
        const results = await Promise.all([save(row.id, { expected_updated_at: row.updated_at }), save(row.id, { expected_updated_at: row.updated_at })]);
        expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
        const winner = results.find((r) => r.status === 200)!;
        expect((await rowOf(t.db, table, row.id)).updated_at).toBe(winner.body.data.updated_at);
      }
    });

    test('writes within one millisecond still give distinct versions', async () => {
      const row = await add(t);
      jest.spyOn(Date, 'now').mockReturnValue(Date.parse(row.updated_at));
      const first = await save(row.id);
      const second = await save(row.id);
      expect([row.updated_at, first.body.data.updated_at, second.body.data.updated_at]).toEqual([
        row.updated_at,
        nextStamp([row.updated_at], Date.parse(row.updated_at)),
        nextStamp([first.body.data.updated_at], Date.parse(row.updated_at)),
      ]);
      expect((await save(row.id, { expected_updated_at: first.body.data.updated_at })).status).toBe(409);
    });
  });

  test('updateInquiry with no known field answers why, in the request’s language', async () => {
    const row = await addInquiry(t.db);
    const res = await call(t.app, 'updateInquiry', {
      token: admin,
      params: { id: row.id },
      body: { name: 'Someone else' },
      headers: { 'accept-language': 'fr' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ body: ['Rien à mettre à jour : envoyez un statut ou des notes.'] });
  });

  test('other writes give new versions too: toggle, reorder, bulk status (an open editor then gets 409)', async () => {
    const service = await cases[0].add(t);
    const frozen = Date.parse(service.updated_at);
    jest.spyOn(Date, 'now').mockReturnValue(frozen);
    const toggled = await call(t.app, 'toggleServiceActive', { token: admin, params: { id: service.id } });
    expect(toggled.body.data.updated_at).toBe(nextStamp([service.updated_at], frozen));
    const reordered = await call(t.app, 'updateServiceOrder', { token: admin, body: { services: [{ id: service.id, sort_order: 7 }] } });
    expect(reordered.body.data.find((s: { id: number }) => s.id === service.id).updated_at).toBe(nextStamp([toggled.body.data.updated_at], frozen));
    const stale = await call(t.app, 'updateService', {
      token: admin,
      params: { id: service.id },
      body: { ...cases[0].body(service.id), expected_updated_at: toggled.body.data.updated_at },
    });
    expect(stale.status).toBe(409);

    const inquiries = [await addInquiry(t.db, { updated_at: service.updated_at }), await addInquiry(t.db, { updated_at: service.updated_at })];
    const bulk = await call(t.app, 'bulkUpdateInquiries', {
      token: admin,
      body: { ids: inquiries.map((i) => i.id), action: 'update_status', status: 'completed' },
    });
    expect(bulk.body.data.affected).toBe(2);
    const after = await rowOf(t.db, 'inquiries', inquiries[0].id);
    expect(after.updated_at).toBe(nextStamp([service.updated_at], frozen));
    const res = await call(t.app, 'updateInquiry', {
      token: admin,
      params: { id: inquiries[0].id },
      body: { notes: 'x', expected_updated_at: inquiries[0].updated_at },
    });
    expect(res.status).toBe(409);
  });
});
