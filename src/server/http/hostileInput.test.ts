import { IMAGES, addInquiry, call, createAdmin, createTestApp, engines, type TestApp } from '../test/helpers';
import { isWebUrl } from '../../contract/webUrl';
import { jsonDeeperThan } from './validation';

/*
 * Input no schema keyword catches: deep JSON, truncated multipart, non-finite numbers, broken or
 * direction-changing text, mistyped JSON and unsafe addresses. Each is a 4xx in the error shape
 * and writes nothing.
 */

describe('isWebUrl', () => {
  test.each(['https://maps.google.com/?q=Kingston,ON', 'HTTP://EXAMPLE.COM/a.png', '/uploads/seed/kingston-1.svg', '  https://example.com/spaced.png  ', ''])(
    'accepts %j',
    (value) => expect(isWebUrl(value)).toBe(true),
  );

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '/\t/evil.example/x.png',
    'uploads/x.png',
    'https://',
  ])('refuses %j', (value) => expect(isWebUrl(value)).toBe(false));
});

test('jsonDeeperThan counts nesting outside strings only', () => {
  expect(jsonDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
  expect(jsonDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
  expect(jsonDeeperThan(JSON.stringify({ a: '[[[[[[{{{{\\"[[[[' }), 1)).toBe(false);
  expect(jsonDeeperThan('['.repeat(2000) + ']'.repeat(2000), 32)).toBe(true);
});

describe.each(engines())('hostile input (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = (await createAdmin(t)).token;
  });
  beforeEach(async () => {
    for (const table of ['inquiries', 'content_items', 'partners', 'cities'] as const) await t.db.deleteFrom(table).execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const count = async (table: 'inquiries' | 'content_items' | 'partners' | 'cities') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const json = { 'content-type': 'application/json' };
  const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

  test('JSON nested 2,000 levels deep (4 KB) is a 400 on any JSON operation, not a stack overflow', async () => {
    const asBody = await call(t.app, 'createInquiry', { body: deep(2000), headers: json });
    expect(asBody.status).toBe(400);
    expect(asBody.body.message).toBe('The request body is nested too deeply (at most 32 levels).');
    // Inside a free-form object the schema lets through.
    const inField = await call(t.app, 'createContent', {
      token: admin,
      body: `{"title":"T","type":"offer","content":{"price":"1","extra":${deep(2000)}}}`,
      headers: { ...json, 'accept-language': 'fr' },
    });
    expect(inField.status).toBe(400);
    expect(inField.body.message).toBe('Le corps de la requête est trop imbriqué (32 niveaux au plus).');
    // An operation without a body still parses a JSON one it is sent.
    const unexpected = await t.app.inject({
      method: 'POST',
      url: '/api/api/v1/admin/services/1/toggle-active',
      headers: { ...json, authorization: `Bearer ${admin}` },
      payload: deep(2000),
    });
    expect(unexpected.statusCode).toBe(400);
    expect(await count('inquiries')).toBe(0);
    expect(await count('content_items')).toBe(0);
    // The usual nesting of the spec's bodies is far from the limit.
    expect((await call(t.app, 'createContent', { token: admin, body: { title: 'T', type: 'offer', content: { price: '1', details: ['a'] } } })).status).toBe(
      201,
    );
  });

  test('a truncated multipart body with a file part is a 400, and nothing is stored', async () => {
    const head =
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nP\r\n--x\r\nContent-Disposition: form-data; name="logo"; filename="l.png"\r\nContent-Type: image/png\r\n\r\n';
    const res = await call(t.app, 'createPartner', {
      token: admin,
      body: Buffer.concat([Buffer.from(head), IMAGES.png, Buffer.alloc(200_000)]),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body could not be parsed.');
    expect(await count('partners')).toBe(0);
    expect(await t.app.blobs.uploads.list('partners/')).toEqual([]);
  });

  test('Infinity, -Infinity, NaN and 1e400 are 422 field errors in a query, a path, a multipart field and JSON', async () => {
    for (const page of ['Infinity', '-Infinity', 'NaN', '1e400']) {
      const res = await call(t.app, 'listInquiries', { token: admin, query: { page } });
      expect([page, res.status, Object.keys(res.body.errors ?? {})]).toEqual([page, 422, ['page']]);
    }
    expect((await call(t.app, 'listInquiries', { token: admin, query: { per_page: '-Infinity' } })).body.errors).toEqual({
      per_page: ['Must be a finite number.'],
    });
    for (const id of ['Infinity', '1e400']) {
      const res = await call(t.app, 'getInquiry', { token: admin, params: { id } });
      expect([id, res.status, Object.keys(res.body.errors ?? {})]).toEqual([id, 422, ['id']]);
    }
    for (const amount of ['-Infinity', 'Infinity', 'NaN', '1e400']) {
      const res = await call(t.app, 'createPartner', {
        token: admin,
        multipart: { name: 'P', account_id: 'A-1', discount_amount: amount, logo: { filename: 'l.png', contentType: 'image/png', data: IMAGES.png } },
      });
      expect([amount, res.status, Object.keys(res.body.errors ?? {})]).toEqual([amount, 422, ['discount_amount']]);
    }
    expect(await count('partners')).toBe(0);
    const service = await call(t.app, 'createInquiry', { body: '{"name":"A","email":"a@example.com","service_id":1e400}', headers: json });
    expect(service.status).toBe(422);
    expect(Object.keys(service.body.errors)).toEqual(['service_id']);
    expect(await count('inquiries')).toBe(0);
  });

  test('lone UTF-16 surrogates are refused as field errors, never stored as invalid UTF-8', async () => {
    const res = await call(t.app, 'createInquiry', { body: { name: 'Ann\ud800', email: 'ann@example.com', message: 'x\udc00y' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ name: ['Contains a character that is not allowed.'], message: ['Contains a character that is not allowed.'] });
    expect(await count('inquiries')).toBe(0);
    // A well-formed pair (an emoji) is ordinary text.
    expect((await call(t.app, 'createInquiry', { body: { name: 'Ann 🚗', email: 'ann@example.com' } })).status).toBe(201);
  });

  test('bidi embedding, override and isolate controls are refused in stored text; Arabic with its direction marks is kept', async () => {
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      const res = await call(t.app, 'createInquiry', {
        body: { name: `invoice${control}fdp.exe`, email: 'a@example.com' },
        headers: { 'accept-language': 'ar' },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ name: ['يحتوي على محارف غير مرئية للتحكم في اتجاه النص، وهي غير مسموح بها.'] });
    }
    const inquiry = await addInquiry(t.db);
    const notes = await call(t.app, 'updateInquiry', { token: admin, params: { id: inquiry.id }, body: { notes: 'ok\u202Eko' } });
    expect(notes.status).toBe(422);
    expect(Object.keys(notes.body.errors)).toEqual(['notes']);
    expect((await t.db.selectFrom('inquiries').select('notes').where('id', '=', inquiry.id).executeTakeFirstOrThrow()).notes).toBeNull();

    const arabic = { name: 'مريم حداد\u200F (Maryam)', email: 'maryam@example.com', message: 'السعر 699\u061C$ للدورة\u200E BDE، شكرًا.' };
    const created = await call(t.app, 'createInquiry', { body: arabic });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject(arabic);
    expect(await t.db.selectFrom('inquiries').select(['name', 'message']).where('id', '=', created.body.data.id).executeTakeFirstOrThrow()).toEqual({
      name: arabic.name,
      message: arabic.message,
    });
  });

  test('JSON bodies are not coerced: a boolean or a number is not a string', async () => {
    const inquiry = await addInquiry(t.db);
    const notes = await call(t.app, 'updateInquiry', { token: admin, params: { id: inquiry.id }, body: { notes: false } });
    expect(notes.status).toBe(422);
    expect(notes.body.errors).toEqual({ notes: ['Must be of type string.'] });
    expect((await t.db.selectFrom('inquiries').select('notes').where('id', '=', inquiry.id).executeTakeFirstOrThrow()).notes).toBeNull();
    const title = await call(t.app, 'createContent', { token: admin, body: { title: true, type: 'offer', content: { price: 699 } } });
    expect(title.status).toBe(422);
    expect(Object.keys(title.body.errors).sort()).toEqual(['content.price', 'title']);
    const id = await call(t.app, 'createInquiry', { body: { name: 'A', email: 'a@example.com', service_id: '1' } });
    expect(id.status).toBe(422);
    expect(Object.keys(id.body.errors)).toEqual(['service_id']);
    expect(await count('content_items')).toBe(0);
    expect(await count('inquiries')).toBe(1);
    // Unknown properties are still ignored (the original client sends an id inside a city update).
    const city = await call(t.app, 'createCity', { token: admin, body: { id: 7, name: 'Kingston', slug: 'kingston', images: [] } });
    expect(city.status).toBe(201);
    // Multipart fields are text on the wire: they are still read as their schema's type.
    const partner = await call(t.app, 'createPartner', {
      token: admin,
      multipart: { name: 'P', account_id: 'A-1', discount_amount: '12.5', logo: { filename: 'l.png', contentType: 'image/png', data: IMAGES.png } },
    });
    expect(partner.status).toBe(201);
    expect(partner.body.data.discount_amount).toBe(12.5);
  });

  describe('links and images are http(s) URLs or paths on this site', () => {
    const city = { name: 'Kingston', slug: 'kingston' };
    const review = (image: string) => ({ title: 'Ann', type: 'review', content: { text: 'Great', author: 'Ann', date: 'May 2026', image } });

    test('a javascript: city map link or image is a localised 422 field error, nothing stored', async () => {
      const map = await call(t.app, 'createCity', {
        token: admin,
        body: { ...city, map_link: 'javascript:alert(document.cookie)' },
        headers: { 'accept-language': 'fr' },
      });
      expect(map.status).toBe(422);
      expect(map.body.errors).toEqual({ map_link: ['Doit être un lien commençant par http:// ou https://, ou un chemin de ce site commençant par /.'] });
      const images = await call(t.app, 'createCity', {
        token: admin,
        body: { ...city, images: ['https://example.com/k.png', 'data:text/html,<script>alert(1)</script>', '//evil.example/x.png'] },
      });
      expect(images.status).toBe(422);
      expect(Object.keys(images.body.errors)).toEqual(['images.1', 'images.2']);
      expect(await count('cities')).toBe(0);

      const ok = await call(t.app, 'createCity', {
        token: admin,
        body: { ...city, map_link: 'https://maps.google.com/?q=Kingston,ON', images: ['/uploads/seed/kingston-1.svg', ''] },
      });
      expect(ok.status).toBe(201);
      const update = await call(t.app, 'updateCity', { token: admin, params: { id: ok.body.data.id }, body: { ...city, map_link: 'JAVASCRIPT:alert(1)' } });
      expect(update.status).toBe(422);
      expect((await t.db.selectFrom('cities').select('map_link').executeTakeFirstOrThrow()).map_link).toBe('https://maps.google.com/?q=Kingston,ON');
    });

    test('a javascript: review image is a 422 field error; a path on this site is kept', async () => {
      const bad = await call(t.app, 'createContent', { token: admin, body: review(' javascript:alert(1)') });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(['content.image']);
      expect(await count('content_items')).toBe(0);
      const ok = await call(t.app, 'createContent', { token: admin, body: review('/uploads/seed/review-1.svg') });
      expect(ok.status).toBe(201);
      expect(ok.body.data.content.image).toBe('/uploads/seed/review-1.svg');
    });

    test('an unsafe address stored before the check is never served', async () => {
      const at = new Date().toISOString();
      await t.db
        .insertInto('cities')
        .values({
          name: 'Old',
          slug: 'old',
          email: null,
          phone: null,
          description: null,
          details: null,
          map_link: 'javascript:alert(1)',
          images: JSON.stringify(['javascript:alert(2)', '/uploads/seed/old.svg']),
          created_at: at,
          updated_at: at,
        })
        .execute();
      await t.db
        .insertInto('content_items')
        .values({
          key: 'old',
          title: 'Old',
          type: 'review',
          is_active: 1,
          content: JSON.stringify({ text: 'x', author: 'y', date: 'z', image: 'javascript:alert(3)' }),
          created_at: at,
          updated_at: at,
        })
        .execute();
      const cities = await call(t.app, 'listCities');
      expect(cities.body.data[0]).toMatchObject({ map_link: null, images: ['/uploads/seed/old.svg'] });
      const reviews = await call(t.app, 'listReviews');
      expect(reviews.body.data[0].content.image).toBeNull();
    });
  });
});
