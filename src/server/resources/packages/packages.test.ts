import type { Kysely } from 'kysely';
import type { OperationId } from '../../../contract/generated/operations.gen';
import type { BookingStatus, Database } from '../../db/schema';
import { call, createAdmin, createStudent, createTestApp, engines, type CallOptions, type TestApp } from '../../test/helpers';
import { publicPackages } from './domain';
import { torontoMoment } from '../../../contract/torontoTime';

/** YYYY-MM-DD of Toronto's today plus `days`. */
function day(days: number): string {
  const [y, m, d] = torontoMoment().date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const stamp = () => new Date().toISOString();

async function addPackage(
  db: Kysely<Database>,
  values: Partial<{ en_name: string; price_cents: number; sort_order: number; is_active: number; hst_applies: number; ar_name: string }> = {},
) {
  const price_cents = values.price_cents ?? 69900;
  return db
    .insertInto('packages')
    .values({
      en_name: 'Package',
      fr_name: 'Forfait',
      en_description: 'desc',
      fr_description: 'desc fr',
      behind_the_wheel_hour_count: 10,
      course_hour_count: 20,
      sort_order: 0,
      created_at: stamp(),
      updated_at: stamp(),
      ...values,
      price_cents,
      price: price_cents / 100,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function addDate(
  db: Kysely<Database>,
  package_id: number,
  values: Partial<{ first_date: string; second_date: string | null; from_time: string; to_time: string; capacity: number; is_open: number }> = {},
) {
  return db
    .insertInto('package_dates')
    .values({ package_id, first_date: day(7), second_date: null, from_time: '09:00', to_time: '15:00', capacity: 12, updated_at: stamp(), ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function addBooking(
  db: Kysely<Database>,
  user_id: number,
  package_id: number,
  package_date_id: number | null,
  status: BookingStatus,
  hold_expires_at: string | null = null,
) {
  return db
    .insertInto('bookings')
    .values({
      user_id,
      package_id,
      package_date_id,
      status,
      hold_expires_at,
      payment_method: status === 'held' ? null : 'at_school',
      lines: '[]',
      subtotal_cents: 0,
      hst_rate_bp: 1300,
      hst_cents: 0,
      total_cents: 0,
      created_at: stamp(),
      updated_at: stamp(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function addService(db: Kysely<Database>, title = 'Service') {
  return db
    .insertInto('services')
    .values({
      title,
      description: '',
      price: '1',
      original_price: null,
      features: '[]',
      icon: 'car',
      category: 'bde',
      is_active: 1,
      sort_order: 0,
      created_at: stamp(),
      updated_at: stamp(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function addContent(db: Kysely<Database>, type: 'offer' | 'review') {
  return db
    .insertInto('content_items')
    .values({ key: `k${Math.random()}`, title: type, type, is_active: 1, content: '{}', created_at: stamp(), updated_at: stamp() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const packageBody = (overrides: Record<string, unknown> = {}) => ({
  name: { en: 'Refresher', fr: 'Remise à niveau', ar: 'دورة تنشيطية' },
  description: { en: 'Two in-car hours.' },
  price_cents: 19900,
  hst_applies: true,
  in_car_hours: 2,
  course_hours: 0,
  ...overrides,
});

const dateBody = (overrides: Record<string, unknown> = {}) => ({
  first_date: day(10),
  second_date: day(11),
  from_time: '09:00',
  to_time: '15:00',
  capacity: 12,
  ...overrides,
});

describe.each(engines())('packages (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let student: string;
  let studentId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = (await createAdmin(t)).token;
    const account = await createStudent(t);
    student = account.token;
    studentId = account.user.id;
  });
  beforeEach(async () => {
    await t.db.deleteFrom('bookings').execute();
    await t.db.deleteFrom('packages').execute();
    await t.db.deleteFrom('services').execute();
    await t.db.deleteFrom('content_items').execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const table = async () => t.db.selectFrom('packages').selectAll().orderBy('id').execute();

  describe('listPackages (the original client’s list)', () => {
    test('needs a customer token (anonymous, bad token or an admin token → 401)', async () => {
      expect((await call(t.app, 'listPackages')).status).toBe(401);
      expect((await call(t.app, 'listPackages', { token: 'nope' })).status).toBe(401);
      expect((await call(t.app, 'listPackages', { token: admin })).status).toBe(401);
    });

    test('active packages by sort order then price, with their open dates not yet started, in the old shape plus the new fields', async () => {
      const refresher = await addPackage(t.db, { en_name: 'Refresher', price_cents: 29999, sort_order: 1 });
      await addPackage(t.db, { en_name: 'Premium', price_cents: 99900 });
      const beginner = await addPackage(t.db, { en_name: 'Beginner', price_cents: 69900, ar_name: 'المبتدئ' });
      await addPackage(t.db, { en_name: 'Hidden', is_active: 0 });
      const later = await addDate(t.db, beginner.id, { first_date: day(12), second_date: day(13), capacity: 2 });
      const sooner = await addDate(t.db, beginner.id, { first_date: day(5) });
      await addDate(t.db, beginner.id, { first_date: day(-1) });
      await addDate(t.db, beginner.id, { first_date: day(6), is_open: 0 });
      await addDate(t.db, refresher.id, { first_date: day(3), from_time: '18:00', to_time: '20:00' });
      await addBooking(t.db, studentId, beginner.id, later.id, 'paid');

      const res = await call(t.app, 'listPackages', { token: student });
      expect(res.status).toBe(200);
      expect(res.body.map((p: { en_name: string }) => p.en_name)).toEqual(['Beginner', 'Premium', 'Refresher']);
      const [first, premium, third] = res.body;
      expect(first).toMatchObject({
        price: 699,
        price_cents: 69900,
        hst_applies: true,
        ar_name: 'المبتدئ',
        fr_name: 'Forfait',
        behind_the_wheel_hour_count: 10,
        course_hour_count: 20,
      });
      expect(first.datesData).toEqual([
        { id: sooner.id, firstDate: day(5), secondDate: null, fromTime: '09:00', toTime: '15:00', capacity: 12, seats_left: 12 },
        { id: later.id, firstDate: day(12), secondDate: day(13), fromTime: '09:00', toTime: '15:00', capacity: 2, seats_left: 1 },
      ]);
      expect(premium.datesData).toEqual([]);
      expect(third.price).toBe(299.99);
      expect(third.datesData[0]).toMatchObject({ fromTime: '18:00', toTime: '20:00' });
    });
  });

  describe('listPublicPackages', () => {
    test('anonymous; active packages in display order with prices, HST at the settings’ rate, links and seats left', async () => {
      const service = await addService(t.db);
      const offer = await addContent(t.db, 'offer');
      const taxed = await addPackage(t.db, { en_name: 'Taxed', price_cents: 12350, sort_order: 2 });
      const untaxed = await addPackage(t.db, { en_name: 'Untaxed', price_cents: 5000, sort_order: 1, hst_applies: 0 });
      await addPackage(t.db, { en_name: 'Off', is_active: 0 });
      await t.db.insertInto('package_services').values({ package_id: taxed.id, service_id: service.id }).execute();
      await t.db.insertInto('package_offers').values({ package_id: taxed.id, offer_id: offer.id }).execute();
      const full = await addDate(t.db, taxed.id, { first_date: day(4), capacity: 3 });
      const open = await addDate(t.db, taxed.id, { first_date: day(9), capacity: 5 });
      await addDate(t.db, taxed.id, { first_date: day(2), is_open: 0 });
      await addDate(t.db, taxed.id, { first_date: day(-3) });
      const past = new Date(Date.now() - 60_000).toISOString();
      const future = new Date(Date.now() + 600_000).toISOString();
      await addBooking(t.db, studentId, taxed.id, full.id, 'paid');
      await addBooking(t.db, studentId, taxed.id, full.id, 'confirmed_unpaid');
      await addBooking(t.db, studentId, taxed.id, full.id, 'held', future);
      await addBooking(t.db, studentId, taxed.id, open.id, 'held', past);
      await addBooking(t.db, studentId, taxed.id, open.id, 'cancelled');
      await addBooking(t.db, studentId, taxed.id, open.id, 'expired');

      const res = await call(t.app, 'listPublicPackages');
      expect(res.status).toBe(200);
      expect(res.body.data.map((p: { id: number }) => p.id)).toEqual([untaxed.id, taxed.id]);
      const [free, paid] = res.body.data;
      expect(free).toMatchObject({
        price_cents: 5000,
        hst_applies: false,
        hst_rate_bp: 0,
        hst_cents: 0,
        total_cents: 5000,
        service_ids: [],
        offer_ids: [],
        dates: [],
      });
      // 12350 × 13 % = 1605.5 cents: rounded half away from zero.
      expect(paid).toMatchObject({
        name: { en: 'Taxed', fr: 'Forfait', ar: '' },
        description: { en: 'desc', fr: 'desc fr', ar: '' },
        price_cents: 12350,
        hst_applies: true,
        hst_rate_bp: 1300,
        hst_cents: 1606,
        total_cents: 13956,
        in_car_hours: 10,
        course_hours: 20,
        service_ids: [service.id],
        offer_ids: [offer.id],
      });
      expect(paid.dates).toEqual([
        { id: full.id, first_date: day(4), second_date: null, from_time: '09:00', to_time: '15:00', capacity: 3, seats_left: 0 },
        { id: open.id, first_date: day(9), second_date: null, from_time: '09:00', to_time: '15:00', capacity: 5, seats_left: 5 },
      ]);
    });

    test.each([
      ['winter (EST)', '2030-01-15', '2030-01-15T13:59:00Z', '2030-01-15T14:00:00Z'],
      ['summer (EDT)', '2030-07-15', '2030-07-15T12:59:00Z', '2030-07-15T13:00:00Z'],
    ])('in %s a class is listed until its start in Toronto, not after', async (_season, first_date, before, at) => {
      const row = await addPackage(t.db);
      const date = await addDate(t.db, row.id, { first_date, from_time: '09:00', to_time: '12:00' });
      const listed = async (now: string) => (await publicPackages(t.db, new Date(now))).dates.map((d) => d.id);
      expect(await listed(before)).toEqual([date.id]);
      expect(await listed(at)).toEqual([]);
    });

    test('a new HST rate in the settings prices the list at once', async () => {
      await addPackage(t.db, { price_cents: 10000 });
      await t.db.updateTable('school_settings').set({ hst_rate_bp: 1500 }).where('id', '=', 1).execute();
      try {
        expect((await call(t.app, 'listPublicPackages')).body.data[0]).toMatchObject({ hst_rate_bp: 1500, hst_cents: 1500, total_cents: 11500 });
      } finally {
        await t.db.updateTable('school_settings').set({ hst_rate_bp: 1300 }).where('id', '=', 1).execute();
      }
    });
  });

  describe('listAdminPackages', () => {
    test('every package and every date (past and closed too), with seats taken, held and left and bookings counted', async () => {
      const off = await addPackage(t.db, { en_name: 'Off', is_active: 0, sort_order: 2 });
      const on = await addPackage(t.db, { en_name: 'On', sort_order: 1 });
      const old = await addDate(t.db, on.id, { first_date: day(-30), capacity: 4 });
      const next = await addDate(t.db, on.id, { first_date: day(3), capacity: 4, is_open: 0 });
      await addBooking(t.db, studentId, on.id, next.id, 'paid');
      await addBooking(t.db, studentId, on.id, next.id, 'held', new Date(Date.now() + 600_000).toISOString());
      await addBooking(t.db, studentId, on.id, next.id, 'refunded');
      await addBooking(t.db, studentId, on.id, null, 'cancelled');

      const res = await call(t.app, 'listAdminPackages', { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.data.map((p: { id: number }) => p.id)).toEqual([on.id, off.id]);
      const [first, second] = res.body.data;
      expect(first).toMatchObject({ is_active: true, sort_order: 1, bookings_count: 4, service_ids: [], offer_ids: [] });
      expect(first.dates).toEqual([
        expect.objectContaining({ id: old.id, package_id: on.id, is_open: true, seats_taken: 0, seats_held: 0, seats_left: 4, bookings_count: 0 }),
        expect.objectContaining({ id: next.id, is_open: false, capacity: 4, seats_taken: 2, seats_held: 1, seats_left: 2, bookings_count: 3 }),
      ]);
      expect(second).toMatchObject({ is_active: false, bookings_count: 0, dates: [] });
    });
  });

  describe('createPackage', () => {
    test('stores cents and the dollars the original client reads, trims, links services and offers, and places it last', async () => {
      await addPackage(t.db, { sort_order: 7 });
      const service = await addService(t.db);
      const offer = await addContent(t.db, 'offer');
      const res = await call(t.app, 'createPackage', {
        token: admin,
        body: packageBody({ name: { en: '  Refresher ' }, price_cents: 19950, service_ids: [service.id], offer_ids: [offer.id] }),
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Package created successfully.');
      expect(res.body.data).toMatchObject({
        name: { en: 'Refresher', fr: '', ar: '' },
        description: { en: 'Two in-car hours.', fr: '', ar: '' },
        price_cents: 19950,
        hst_applies: true,
        in_car_hours: 2,
        course_hours: 0,
        service_ids: [service.id],
        offer_ids: [offer.id],
        is_active: true,
        sort_order: 8,
        bookings_count: 0,
        dates: [],
      });
      const row = (await table()).find((p) => p.id === res.body.data.id)!;
      expect(row.price).toBe(199.5);
      expect(row.updated_at).toBe(res.body.data.updated_at);
    });

    test.each<[string, unknown, Record<string, string>]>([
      ['text', '85abc', { en: 'Must be a whole number.', fr: 'Doit être un nombre entier.' }],
      ['a word', 'free', { en: 'Must be a whole number.', fr: 'Doit être un nombre entier.' }],
      ['a decimal', 1.5, { en: 'Must be a whole number.', fr: 'Doit être un nombre entier.' }],
      ['a negative amount', -100, { en: 'Must be at least 0.', fr: 'Doit être au moins 0.' }],
    ])('price_cents as %s → 422 on price_cents in the request’s language, nothing written', async (_name, price_cents, messages) => {
      for (const [lang, message] of Object.entries(messages)) {
        const res = await call(t.app, 'createPackage', { token: admin, body: packageBody({ price_cents }), headers: { 'accept-language': lang } });
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ price_cents: [message] });
      }
      const ar = await call(t.app, 'createPackage', { token: admin, body: packageBody({ price_cents }), headers: { 'accept-language': 'ar' } });
      expect(Object.keys(ar.body.errors)).toEqual(['price_cents']);
      expect(ar.body.message).toBe('البيانات المقدمة غير صالحة.');
      expect(await table()).toEqual([]);
    });

    test('a blank English name, unknown services and offers (a review is not an offer) → 422 per field, localised', async () => {
      const review = await addContent(t.db, 'review');
      const body = packageBody({ name: { en: '   ' }, service_ids: [999999], offer_ids: [review.id] });
      const en = await call(t.app, 'createPackage', { token: admin, body });
      expect(en.status).toBe(422);
      expect(en.body.errors).toEqual({
        'name.en': ['The English name is required'],
        service_ids: ['No service has the id 999999.'],
        offer_ids: [`No offer has the id ${review.id}.`],
      });
      const ar = await call(t.app, 'createPackage', { token: admin, body, headers: { 'accept-language': 'ar' } });
      expect(ar.body.errors['name.en']).toEqual(['الاسم بالإنجليزية مطلوب']);
      expect(await table()).toEqual([]);
    });

    test('a service or offer another package already sells → 422 naming that package', async () => {
      const service = await addService(t.db);
      const offer = await addContent(t.db, 'offer');
      const owner = await addPackage(t.db, { en_name: 'BDE Beginner' });
      await t.db.insertInto('package_services').values({ package_id: owner.id, service_id: service.id }).execute();
      await t.db.insertInto('package_offers').values({ package_id: owner.id, offer_id: offer.id }).execute();
      const res = await call(t.app, 'createPackage', {
        token: admin,
        body: packageBody({ service_ids: [service.id], offer_ids: [offer.id] }),
        headers: { 'accept-language': 'fr' },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        service_ids: [`Le service ${service.id} est déjà vendu par le forfait « BDE Beginner ».`],
        offer_ids: [`L’offre ${offer.id} est déjà vendue par le forfait « BDE Beginner ».`],
      });
      expect(await table()).toHaveLength(1);
    });

    test('packages created at once with the same service: one gets it, the others a 422', async () => {
      const service = await addService(t.db);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          call(t.app, 'createPackage', { token: admin, body: packageBody({ name: { en: `P${i}` }, service_ids: [service.id] }) }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(7).fill(422)]);
      expect(await t.db.selectFrom('package_services').select('service_id').execute()).toEqual([{ service_id: service.id }]);
    });

    test.each<[string, unknown]>([
      ['missing fields', {}],
      ['no English name', packageBody({ name: { fr: 'x' } })],
      ['hst_applies not a boolean', packageBody({ hst_applies: 'yes' })],
      ['hours out of range', packageBody({ in_car_hours: 501 })],
      ['a repeated id', packageBody({ service_ids: [1, 1] })],
      ['an id that is not a number', packageBody({ offer_ids: ['a'] })],
    ])('%s → 422, nothing written', async (_name, body) => {
      const res = await call(t.app, 'createPackage', { token: admin, body });
      expect(res.status).toBe(422);
      expect(await table()).toEqual([]);
    });
  });

  describe('updatePackage', () => {
    test('replaces the fields and links, keeps the position and the legacy price in step', async () => {
      const [a, b] = [await addService(t.db, 'A'), await addService(t.db, 'B')];
      const row = await addPackage(t.db, { sort_order: 4 });
      await t.db.insertInto('package_services').values({ package_id: row.id, service_id: a.id }).execute();
      const res = await call(t.app, 'updatePackage', {
        token: admin,
        params: { id: row.id },
        body: packageBody({ price_cents: 45000, hst_applies: false, is_active: false, service_ids: [a.id, b.id], expected_updated_at: row.updated_at }),
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        price_cents: 45000,
        hst_applies: false,
        is_active: false,
        sort_order: 4,
        service_ids: [a.id, b.id],
        offer_ids: [],
      });
      expect(res.body.data.updated_at > row.updated_at).toBe(true);
      expect((await table())[0]).toMatchObject({ price: 450, price_cents: 45000, hst_applies: 0, is_active: 0 });
    });

    test('an outdated expected_updated_at → 409 and nothing written; unknown id → 404', async () => {
      const row = await addPackage(t.db);
      const first = await call(t.app, 'updatePackage', { token: admin, params: { id: row.id }, body: packageBody({ expected_updated_at: row.updated_at }) });
      expect(first.status).toBe(200);
      const stale = await call(t.app, 'updatePackage', {
        token: admin,
        params: { id: row.id },
        body: packageBody({ price_cents: 1, expected_updated_at: row.updated_at }),
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({
        success: false,
        code: 'stale',
        message: 'This package was changed by someone else since you opened it. Reload it and apply your changes again.',
      });
      expect((await table())[0].price_cents).toBe(19900);
      expect((await call(t.app, 'updatePackage', { token: admin, params: { id: 987654 }, body: packageBody() })).status).toBe(404);
    });
  });

  describe('deletePackage', () => {
    test('deletes a package never booked, with its dates and links', async () => {
      const service = await addService(t.db);
      const row = await addPackage(t.db);
      await addDate(t.db, row.id);
      await t.db.insertInto('package_services').values({ package_id: row.id, service_id: service.id }).execute();
      const res = await call(t.app, 'deletePackage', { token: admin, params: { id: row.id } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Package deleted successfully.');
      expect(await table()).toEqual([]);
      expect(await t.db.selectFrom('package_dates').selectAll().execute()).toEqual([]);
      expect(await t.db.selectFrom('package_services').selectAll().execute()).toEqual([]);
      expect((await call(t.app, 'deletePackage', { token: admin, params: { id: row.id } })).status).toBe(404);
    });

    test('a package with any booking, even cancelled → 409, nothing deleted', async () => {
      const row = await addPackage(t.db);
      await addBooking(t.db, studentId, row.id, null, 'cancelled');
      const res = await call(t.app, 'deletePackage', { token: admin, params: { id: row.id }, headers: { 'accept-language': 'fr' } });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        success: false,
        code: 'has_bookings',
        message: 'Ce forfait a des réservations : il ne peut pas être supprimé. Désactivez-le plutôt.',
      });
      expect(await table()).toHaveLength(1);
    });
  });

  describe('setPackageActive', () => {
    test('sets the flag sent (twice the same is fine) and hides the package from visitors', async () => {
      const row = await addPackage(t.db);
      for (let i = 0; i < 2; i++) {
        const res = await call(t.app, 'setPackageActive', { token: admin, params: { id: row.id }, body: { is_active: false } });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ message: 'Package deactivated.', data: { is_active: false } });
      }
      expect((await call(t.app, 'listPublicPackages')).body.data).toEqual([]);
      const on = await call(t.app, 'setPackageActive', { token: admin, params: { id: row.id }, body: { is_active: true } });
      expect(on.body).toMatchObject({ message: 'Package activated.', data: { is_active: true } });
      expect((await call(t.app, 'listPublicPackages')).body.data).toHaveLength(1);
    });

    test('stale version → 409; unknown id → 404', async () => {
      const row = await addPackage(t.db);
      await call(t.app, 'setPackageActive', { token: admin, params: { id: row.id }, body: { is_active: false } });
      const stale = await call(t.app, 'setPackageActive', {
        token: admin,
        params: { id: row.id },
        body: { is_active: true, expected_updated_at: row.updated_at },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('stale');
      expect((await table())[0].is_active).toBe(0);
      expect((await call(t.app, 'setPackageActive', { token: admin, params: { id: 999999 }, body: { is_active: true } })).status).toBe(404);
    });
  });

  describe('updatePackageOrder', () => {
    test('applies the new positions and answers every package in the new order', async () => {
      const a = await addPackage(t.db, { en_name: 'A', sort_order: 1 });
      const b = await addPackage(t.db, { en_name: 'B', sort_order: 2 });
      const res = await call(t.app, 'updatePackageOrder', {
        token: admin,
        body: {
          packages: [
            { id: b.id, sort_order: 1 },
            { id: a.id, sort_order: 2 },
          ],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.map((p: { name: { en: string } }) => p.name.en)).toEqual(['B', 'A']);
    });

    test('an unknown or repeated id → 422 naming it, and nothing changes', async () => {
      const a = await addPackage(t.db, { sort_order: 1 });
      const res = await call(t.app, 'updatePackageOrder', {
        token: admin,
        body: {
          packages: [
            { id: a.id, sort_order: 5 },
            { id: 987654, sort_order: 2 },
            { id: a.id, sort_order: 3 },
          ],
        },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        'packages.1.id': ['No package has the id 987654.'],
        'packages.2.id': [`The package ${a.id} is listed more than once.`],
      });
      expect((await table())[0].sort_order).toBe(1);
    });
  });

  describe('package dates', () => {
    test('createPackageDate adds a date and answers the whole package; a date today is accepted', async () => {
      const row = await addPackage(t.db);
      const res = await call(t.app, 'createPackageDate', { token: admin, params: { id: row.id }, body: dateBody() });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Date added.');
      expect(res.body.data.dates).toEqual([
        expect.objectContaining({ first_date: day(10), second_date: day(11), capacity: 12, is_open: true, seats_taken: 0, seats_left: 12, bookings_count: 0 }),
      ]);
      const today = await call(t.app, 'createPackageDate', {
        token: admin,
        params: { id: row.id },
        body: dateBody({ first_date: day(0), second_date: null, is_open: false }),
      });
      expect(today.status).toBe(201);
      expect(today.body.data.dates[0]).toMatchObject({ first_date: day(0), second_date: null, is_open: false });
    });

    test('createPackageDate: a past first day, a second day before the first, an end not after the start → 422 per field', async () => {
      const row = await addPackage(t.db);
      const res = await call(t.app, 'createPackageDate', {
        token: admin,
        params: { id: row.id },
        body: dateBody({ first_date: day(-1), second_date: day(-2), from_time: '15:00', to_time: '15:00' }),
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        first_date: ['The first day may not be before today.'],
        second_date: ['The second day may not be before the first day.'],
        to_time: ['The end time must be after the start time.'],
      });
      for (const body of [dateBody({ capacity: 0 }), dateBody({ capacity: 501 }), dateBody({ from_time: '25:00' }), dateBody({ first_date: '2026-02-30' })]) {
        expect((await call(t.app, 'createPackageDate', { token: admin, params: { id: row.id }, body })).status).toBe(422);
      }
      expect((await call(t.app, 'createPackageDate', { token: admin, params: { id: 999999 }, body: dateBody() })).status).toBe(404);
      expect(await t.db.selectFrom('package_dates').selectAll().execute()).toEqual([]);
    });

    test('updatePackageDate: capacity never below the seats taken (422 naming them); closing hides the date from visitors', async () => {
      const row = await addPackage(t.db);
      const date = await addDate(t.db, row.id, { capacity: 5 });
      await addBooking(t.db, studentId, row.id, date.id, 'paid');
      await addBooking(t.db, studentId, row.id, date.id, 'confirmed_unpaid');
      await addBooking(t.db, studentId, row.id, date.id, 'held', new Date(Date.now() + 600_000).toISOString());
      await addBooking(t.db, studentId, row.id, date.id, 'cancelled');
      const body = { first_date: date.first_date, from_time: '09:00', to_time: '15:00' };
      const low = await call(t.app, 'updatePackageDate', {
        token: admin,
        params: { id: date.id },
        body: { ...body, capacity: 2 },
        headers: { 'accept-language': 'ar' },
      });
      expect(low.status).toBe(422);
      expect(low.body.errors).toEqual({ capacity: ['حُجزت 3 مقاعد مسبقًا: لا يجوز أن تقل السعة عن ذلك.'] });
      const exact = await call(t.app, 'updatePackageDate', { token: admin, params: { id: date.id }, body: { ...body, capacity: 3, is_open: false } });
      expect(exact.status).toBe(200);
      expect(exact.body.message).toBe('Date updated.');
      expect(exact.body.data.dates[0]).toMatchObject({ capacity: 3, is_open: false, seats_taken: 3, seats_held: 1, seats_left: 0, bookings_count: 4 });
      expect((await call(t.app, 'listPublicPackages')).body.data[0].dates).toEqual([]);
    });

    test('updatePackageDate: a past first day is accepted only unchanged; stale version → 409; unknown id → 404', async () => {
      const row = await addPackage(t.db);
      const date = await addDate(t.db, row.id, { first_date: day(-5) });
      const body = { first_date: day(-5), from_time: '10:00', to_time: '12:00', capacity: 8 };
      const same = await call(t.app, 'updatePackageDate', { token: admin, params: { id: date.id }, body: { ...body, expected_updated_at: date.updated_at } });
      expect(same.status).toBe(200);
      expect(same.body.data.dates[0]).toMatchObject({ first_date: day(-5), from_time: '10:00', capacity: 8 });
      const moved = await call(t.app, 'updatePackageDate', { token: admin, params: { id: date.id }, body: { ...body, first_date: day(-4) } });
      expect(moved.status).toBe(422);
      expect(Object.keys(moved.body.errors)).toEqual(['first_date']);
      const stale = await call(t.app, 'updatePackageDate', {
        token: admin,
        params: { id: date.id },
        body: { ...body, capacity: 9, expected_updated_at: date.updated_at },
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        code: 'stale',
        message: 'This date was changed by someone else since you opened it. Reload it and apply your changes again.',
      });
      expect((await t.db.selectFrom('package_dates').select('capacity').executeTakeFirstOrThrow()).capacity).toBe(8);
      expect((await call(t.app, 'updatePackageDate', { token: admin, params: { id: 999999 }, body })).status).toBe(404);
    });

    test('deletePackageDate: a date with any booking → 409; one never booked is deleted', async () => {
      const row = await addPackage(t.db);
      const booked = await addDate(t.db, row.id);
      const free = await addDate(t.db, row.id);
      await addBooking(t.db, studentId, row.id, booked.id, 'expired');
      const refused = await call(t.app, 'deletePackageDate', { token: admin, params: { id: booked.id } });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ success: false, code: 'has_bookings', message: 'This date has bookings, so it cannot be deleted. Close it instead.' });
      const done = await call(t.app, 'deletePackageDate', { token: admin, params: { id: free.id } });
      expect(done.status).toBe(200);
      expect((await t.db.selectFrom('package_dates').select('id').execute()).map((d) => d.id)).toEqual([booked.id]);
      expect((await call(t.app, 'deletePackageDate', { token: admin, params: { id: free.id } })).status).toBe(404);
    });
  });

  describe('role matrix', () => {
    const ops: [OperationId, number, (ids: { pkg: number; date: number }) => CallOptions][] = [
      ['listAdminPackages', 200, () => ({})],
      ['createPackage', 201, () => ({ body: packageBody() })],
      ['updatePackage', 200, ({ pkg }) => ({ params: { id: pkg }, body: packageBody() })],
      ['setPackageActive', 200, ({ pkg }) => ({ params: { id: pkg }, body: { is_active: false } })],
      ['updatePackageOrder', 200, ({ pkg }) => ({ body: { packages: [{ id: pkg, sort_order: 3 }] } })],
      ['createPackageDate', 201, ({ pkg }) => ({ params: { id: pkg }, body: dateBody() })],
      ['updatePackageDate', 200, ({ date }) => ({ params: { id: date }, body: dateBody() })],
      ['deletePackageDate', 200, ({ date }) => ({ params: { id: date } })],
      ['deletePackage', 200, ({ pkg }) => ({ params: { id: pkg } })],
    ];
    test.each(ops)('%s: anonymous 401, student 403, admin %s', async (op, ok, options) => {
      const pkg = await addPackage(t.db);
      const ids = { pkg: pkg.id, date: (await addDate(t.db, pkg.id)).id };
      const before = await table();
      expect((await call(t.app, op, options(ids))).status).toBe(401);
      expect((await call(t.app, op, { ...options(ids), token: student })).status).toBe(403);
      expect(await table()).toEqual(before);
      expect((await call(t.app, op, { ...options(ids), token: admin })).status).toBe(ok);
    });
  });
});

describe.each(engines())('packages behind the public cache (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { config: { publicCacheTtlMs: 60_000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  test('every office write is seen by the next public read', async () => {
    const admin = (await createAdmin(t)).token;
    expect((await call(t.app, 'listPublicPackages')).body.data).toEqual([]);
    const created = await call(t.app, 'createPackage', { token: admin, body: packageBody() });
    const id = created.body.data.id;
    expect((await call(t.app, 'listPublicPackages')).body.data.map((p: { id: number }) => p.id)).toEqual([id]);
    await call(t.app, 'updatePackage', { token: admin, params: { id }, body: packageBody({ price_cents: 25000 }) });
    expect((await call(t.app, 'listPublicPackages')).body.data[0].price_cents).toBe(25000);
    const dated = await call(t.app, 'createPackageDate', { token: admin, params: { id }, body: dateBody({ capacity: 4 }) });
    expect((await call(t.app, 'listPublicPackages')).body.data[0].dates[0].capacity).toBe(4);
    await call(t.app, 'updatePackageDate', { token: admin, params: { id: dated.body.data.dates[0].id }, body: dateBody({ capacity: 6 }) });
    expect((await call(t.app, 'listPublicPackages')).body.data[0].dates[0].seats_left).toBe(6);
    await call(t.app, 'setPackageActive', { token: admin, params: { id }, body: { is_active: false } });
    expect((await call(t.app, 'listPublicPackages')).body.data).toEqual([]);
  });
});
