import path from 'node:path';
import { IMAGES, call, createAdmin, createStudent, createTestApp, engines, type FilePart, type TestApp } from '../../test/helpers';
import { MULTIPART_FILE_LIMIT } from '../../http/errors';

const png = (data: Buffer = IMAGES.png, filename = 'logo.png', contentType = 'image/png'): FilePart => ({ filename, contentType, data });

describe.each(engines())('partners (%s)', (engine) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    adminToken = (await createAdmin(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  /** The logos' file names in the uploads. */
  const partnerFiles = async () => (await t.app.blobs.uploads.list('partners/')).map((key) => path.posix.basename(key));

  const addPartner = async (fields: Record<string, string | number | FilePart> = {}) => {
    const res = await call(t.app, 'createPartner', {
      token: adminToken,
      multipart: {
        name: 'Queen’s Student Union',
        logo: png(),
        description: 'Discounts',
        contact_email: 'qsu@example.com',
        discount_code: 'QSU10',
        discount_amount: '25.5',
        account_id: 'ACC-42',
        ...fields,
      },
    });
    return res;
  };

  test('createPartner stores the row and the logo, served back under /uploads', async () => {
    const res = await addPartner();
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Queen’s Student Union',
      description: 'Discounts',
      contact_email: 'qsu@example.com',
      discount_code: 'QSU10',
      discount_amount: 25.5,
      account_id: 'ACC-42',
    });
    expect(res.body.data.logo).toMatch(/^\/uploads\/partners\/[0-9a-f]{32}\.png$/);
    const file = await t.app.inject({ method: 'GET', url: res.body.data.logo });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(IMAGES.png)).toBe(true);
  });

  test.each([
    ['gif', IMAGES.gif, 'gif'],
    ['jpeg', IMAGES.jpeg, 'jpg'],
    ['webp', IMAGES.webp, 'webp'],
  ])('a %s logo is accepted, its extension taken from its bytes', async (_kind, data, ext) => {
    const res = await addPartner({ logo: png(data, 'whatever.bin', 'application/octet-stream') });
    expect(res.status).toBe(201);
    expect(res.body.data.logo.endsWith(`.${ext}`)).toBe(true);
  });

  test('optional fields may be empty: contact email null, discount 0, and a discount code is made', async () => {
    const res = await call(t.app, 'createPartner', { token: adminToken, multipart: { name: 'Bare', account_id: 'B-1', contact_email: '', logo: png() } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ contact_email: null, description: null, discount_amount: 0 });
    expect(res.body.data.discount_code).toMatch(/^BARE-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
  });

  test('without a typed discount code, each partner gets its own that cannot be guessed; a typed one is kept as typed', async () => {
    const made = [];
    for (const discount_code of [undefined, '', '   ']) {
      const res = await call(t.app, 'createPartner', {
        token: adminToken,
        multipart: { name: 'Limestone Credit Union', account_id: 'L-1', logo: png(), ...(discount_code === undefined ? {} : { discount_code }) },
      });
      made.push(res.body.data.discount_code);
    }
    for (const code of made) expect(code).toMatch(/^LIMESTONE-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(new Set(made).size).toBe(3);
    const arabic = await call(t.app, 'createPartner', { token: adminToken, multipart: { name: 'جمعية الطلاب', account_id: 'A-1', logo: png() } });
    expect(arabic.body.data.discount_code).toMatch(/^PARTNER-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect((await addPartner({ discount_code: ' QSU10 ' })).body.data.discount_code).toBe('QSU10');
  });

  test('a file that is not an image is refused whatever its name (422 errors.logo), nothing stored', async () => {
    const before = (await partnerFiles()).length;
    const res = await addPartner({ logo: png(Buffer.from('<svg onload=alert(1)>'), 'logo.png', 'image/png') });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ logo: ['The logo must be a PNG, JPEG, GIF or WebP image.'] });
    expect((await partnerFiles()).length).toBe(before);
  });

  test('a file with an image signature whose pixels do not decode is refused (422 errors.logo), nothing stored', async () => {
    const before = (await partnerFiles()).length;
    const truncated = await addPartner({ logo: png(IMAGES.png.subarray(0, 40)) });
    expect(truncated.status).toBe(422);
    expect(truncated.body.errors).toEqual({ logo: ['The logo must be a PNG, JPEG, GIF or WebP image.'] });
    const signatureOnly = await addPartner({ logo: png(Buffer.concat([IMAGES.png.subarray(0, 8), Buffer.alloc(512, 7)])) });
    expect(signatureOnly.status).toBe(422);
    expect((await partnerFiles()).length).toBe(before);
  });

  test('a logo sent as a text field, or missing, is refused (422 errors.logo)', async () => {
    const text = await addPartner({ logo: 'logo.png' });
    expect(text.status).toBe(422);
    expect(Object.keys(text.body.errors)).toEqual(['logo']);
    const missing = await call(t.app, 'createPartner', { token: adminToken, multipart: { name: 'X', account_id: 'Y' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.logo).toBeDefined();
  });

  test('a logo over 2 MB → 422 errors.logo; over the upload limit → 413', async () => {
    const big = Buffer.concat([IMAGES.png, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await addPartner({ logo: png(big) });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors.logo).toEqual(['The logo may not be larger than 2 MB.']);
    const huge = Buffer.concat([IMAGES.png, Buffer.alloc(MULTIPART_FILE_LIMIT + 1)]);
    const res = await addPartner({ logo: png(huge) });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });

  test('field rules: discount ≥ 0, contact email valid, name and account required (422 per field)', async () => {
    const res = await addPartner({ discount_amount: '-1', contact_email: 'not-an-email', name: '', account_id: '' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['account_id', 'discount_amount', 'name']);
    const email = await addPartner({ contact_email: 'not-an-email', name: '  ' });
    expect(email.status).toBe(422);
    expect(Object.keys(email.body.errors).sort()).toEqual(['contact_email', 'name']);
    const nan = await addPartner({ discount_amount: 'ten' });
    expect(nan.body.errors.discount_amount).toBeDefined();
  });

  test('createPartner role matrix: anonymous 401, student 403, admin 201', async () => {
    const multipart = { name: 'M', account_id: 'M1', logo: png() };
    expect((await call(t.app, 'createPartner', { multipart })).status).toBe(401);
    const student = await createStudent(t);
    expect((await call(t.app, 'createPartner', { multipart, token: student.token })).status).toBe(403);
    expect((await call(t.app, 'createPartner', { multipart, token: adminToken })).status).toBe(201);
  });

  test('listPartners: public fields only, by name', async () => {
    const res = await call(t.app, 'listPartners');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const partner of res.body) expect(Object.keys(partner).sort()).toEqual(['description', 'id', 'logo', 'name', 'translations']);
    expect(JSON.stringify(res.body)).not.toContain('ACC-42');
    const names = res.body.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  describe('students', () => {
    let partnerId: number;
    let otherId: number;
    beforeAll(async () => {
      partnerId = (await addPartner({ name: 'Students Inc', account_id: 'SECRET-1' })).body.data.id;
      otherId = (await addPartner({ name: 'Nobody Ltd', account_id: 'SECRET-2' })).body.data.id;
      const now = new Date().toISOString();
      await t.db
        .insertInto('partner_students')
        .values([
          { partner_id: partnerId, name: 'Ali', created_at: now },
          { partner_id: partnerId, name: null, created_at: now },
          { partner_id: partnerId, name: 'Zoe', created_at: now },
        ])
        .execute();
    });

    test('the matching account number reveals the students, count and profit (10 a student)', async () => {
      const res = await call(t.app, 'checkPartnerStudents', { params: { id: partnerId }, body: { account_number: 'SECRET-1' } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ partner_id: partnerId, count: 3, profit: 30 });
      expect(res.body.data.students.map((s: { name: string | null }) => s.name)).toEqual(['Ali', null, 'Zoe']);
      const none = await call(t.app, 'checkPartnerStudents', { params: { id: otherId }, body: { account_number: 'SECRET-2' } });
      expect(none.body.data).toEqual({ partner_id: otherId, count: 0, profit: 0, students: [] });
    });

    test('the account number matches whatever its case and surrounding spaces', async () => {
      const res = await call(t.app, 'checkPartnerStudents', { params: { id: partnerId }, body: { account_number: '  secret-1 ' } });
      expect(res.status).toBe(200);
      expect(res.body.data.count).toBe(3);
      const inner = await call(t.app, 'checkPartnerStudents', { params: { id: partnerId }, body: { account_number: 'SECRET -1' } });
      expect(inner.status).toBe(403);
    });

    test('a wrong account number → 403 localised; an unknown partner → 404', async () => {
      const wrong = await call(t.app, 'checkPartnerStudents', { params: { id: partnerId }, body: { account_number: 'SECRET-2' } });
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe('No students or incorrect account number');
      const ar = await call(t.app, 'checkPartnerStudents', { params: { id: partnerId }, body: { account_number: 'x' }, headers: { 'accept-language': 'ar' } });
      expect(ar.body.message).toBe('لا يوجد طلاب أو رقم الحساب غير صحيح');
      expect((await call(t.app, 'checkPartnerStudents', { params: { id: 999999 }, body: { account_number: 'x' } })).status).toBe(404);
      expect((await call(t.app, 'checkPartnerStudents', { params: { id: partnerId }, body: {} })).status).toBe(422);
    });

    test('listStudentsWithDiscounts: admin only, every referred student with its partner', async () => {
      expect((await call(t.app, 'listStudentsWithDiscounts')).status).toBe(401);
      const student = await createStudent(t);
      expect((await call(t.app, 'listStudentsWithDiscounts', { token: student.token })).status).toBe(403);
      const res = await call(t.app, 'listStudentsWithDiscounts', { token: adminToken });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Ali', partner_id: partnerId })]));
      expect(res.body).toHaveLength(3);
    });
  });

  describe('editing', () => {
    test('listAdminPartners: admin only, every field with its version', async () => {
      const added = (await addPartner({ name: 'Listed Co', account_id: 'L-1' })).body.data;
      expect((await call(t.app, 'listAdminPartners')).status).toBe(401);
      const res = await call(t.app, 'listAdminPartners', { token: adminToken });
      expect(res.status).toBe(200);
      expect(res.body.data).toContainEqual(added);
    });

    test('updatePartner writes the fields and keeps the logo when none is sent', async () => {
      const added = (await addPartner({ name: 'Old Name', account_id: 'OLD-1' })).body.data;
      const res = await call(t.app, 'updatePartner', {
        token: adminToken,
        params: { id: added.id },
        multipart: { name: ' New Name ', account_id: 'NEW-1', contact_email: '', discount_amount: '5', expected_updated_at: added.updated_at },
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Partner updated successfully.');
      expect(res.body.data).toMatchObject({ id: added.id, name: 'New Name', account_id: 'NEW-1', contact_email: null, discount_amount: 5, logo: added.logo });
      expect(res.body.data.updated_at).not.toBe(added.updated_at);
    });

    test('French and Arabic descriptions sent as JSON are stored trimmed, and kept by a save that sends none', async () => {
      const translations = { fr: { description: ' Des rabais pour les étudiants ' }, ar: { description: 'خصومات للطلاب' } };
      const stored = { fr: { description: 'Des rabais pour les étudiants' }, ar: { description: 'خصومات للطلاب' } };
      const created = await addPartner({ name: 'Translated Co', translations: JSON.stringify(translations) });
      expect(created.status).toBe(201);
      expect(created.body.data.translations).toEqual(stored);
      const englishOnly = await call(t.app, 'updatePartner', {
        token: adminToken,
        params: { id: created.body.data.id },
        multipart: { name: 'Translated Co', account_id: 'ACC-42', description: 'Student discounts', expected_updated_at: created.body.data.updated_at },
      });
      expect(englishOnly.status).toBe(200);
      expect(englishOnly.body.data).toMatchObject({ description: 'Student discounts', translations: stored });
      const emptied = { fr: { description: '' }, ar: { description: 'خصومات' } };
      const updated = await call(t.app, 'updatePartner', {
        token: adminToken,
        params: { id: created.body.data.id },
        multipart: {
          name: 'Translated Co',
          account_id: 'ACC-42',
          translations: JSON.stringify(emptied),
          expected_updated_at: englishOnly.body.data.updated_at,
        },
      });
      expect(updated.status).toBe(200);
      expect(updated.body.data.translations).toEqual(emptied);
      const listed = (await call(t.app, 'listPartners')).body.find((p: { id: number }) => p.id === created.body.data.id);
      expect(listed.translations).toEqual(emptied);
    });

    test.each([
      ['not JSON', '{"fr": {"description": "Rabais"'],
      ['not an object', '"Rabais"'],
      ['a language missing', JSON.stringify({ fr: { description: 'Rabais' } })],
      ['a field of the wrong type', JSON.stringify({ fr: { description: 5 }, ar: { description: '' } })],
      ['an unknown field', JSON.stringify({ fr: { description: '', title: 'x' }, ar: { description: '' } })],
    ])('translations that are %s are refused at their field (422 errors.translations), nothing written', async (_case, text) => {
      const filesBefore = (await partnerFiles()).length;
      const countBefore = (await t.db.selectFrom('partners').select('id').execute()).length;
      const refused = await addPartner({ name: 'Refused Co', translations: text });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ translations: ['The translations must be the French and Arabic descriptions, as JSON.'] });
      expect((await t.db.selectFrom('partners').select('id').execute()).length).toBe(countBefore);
      expect((await partnerFiles()).length).toBe(filesBefore);

      const added = (await addPartner({ name: 'Kept Co', translations: JSON.stringify({ fr: { description: 'Rabais' }, ar: { description: 'خصومات' } }) })).body
        .data;
      const update = await call(t.app, 'updatePartner', {
        token: adminToken,
        params: { id: added.id },
        multipart: { name: 'Renamed Co', account_id: 'ACC-42', logo: png(), translations: text, expected_updated_at: added.updated_at },
        headers: { 'accept-language': 'fr' },
      });
      expect(update.status).toBe(422);
      expect(update.body.errors).toEqual({ translations: ['Les traductions doivent être les descriptions en français et en arabe, en JSON.'] });
      const row = await t.db.selectFrom('partners').select(['name', 'logo', 'translations', 'updated_at']).where('id', '=', added.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'Kept Co', logo: added.logo, updated_at: added.updated_at });
      expect(JSON.parse(row.translations)).toEqual(added.translations);
      expect((await partnerFiles()).length).toBe(filesBefore + 1);
    });

    test('characters no field may hold are refused inside the translations too, though JSON escapes them (422 at the field)', async () => {
      const countBefore = (await t.db.selectFrom('partners').select('id').execute()).length;
      const hidden = await addPartner({ translations: '{"fr": {"description": "Rabais \\u202e"}, "ar": {"description": "\\u0000"}}' });
      expect(hidden.status).toBe(422);
      expect(Object.keys(hidden.body.errors).sort()).toEqual(['translations.ar.description', 'translations.fr.description']);
      expect((await t.db.selectFrom('partners').select('id').execute()).length).toBe(countBefore);
    });

    test('a new logo replaces the stored one, whose file is deleted', async () => {
      const added = (await addPartner({ name: 'Logo Swap' })).body.data;
      const res = await call(t.app, 'updatePartner', {
        token: adminToken,
        params: { id: added.id },
        multipart: { name: 'Logo Swap', account_id: 'ACC-42', logo: png(IMAGES.webp, 'new.webp', 'image/webp'), expected_updated_at: added.updated_at },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.logo).toMatch(/^\/uploads\/partners\/[0-9a-f]{32}\.webp$/);
      expect(await partnerFiles()).toContain(path.basename(res.body.data.logo));
      expect(await partnerFiles()).not.toContain(path.basename(added.logo));
    });

    test('a save onto an older version → 409 stale, nothing written, the new logo not kept', async () => {
      const added = (await addPartner({ name: 'Twice Edited' })).body.data;
      const first = await call(t.app, 'updatePartner', {
        token: adminToken,
        params: { id: added.id },
        multipart: { name: 'First Editor', account_id: 'ACC-42', expected_updated_at: added.updated_at },
      });
      expect(first.status).toBe(200);
      const before = (await partnerFiles()).length;
      const second = await call(t.app, 'updatePartner', {
        token: adminToken,
        params: { id: added.id },
        multipart: { name: 'Second Editor', account_id: 'ACC-42', logo: png(), expected_updated_at: added.updated_at },
        headers: { 'accept-language': 'fr' },
      });
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ success: false, code: 'stale' });
      expect(second.body.message).toContain('Ce partenaire a été modifié');
      expect((await partnerFiles()).length).toBe(before);
      const row = await t.db.selectFrom('partners').select('name').where('id', '=', added.id).executeTakeFirstOrThrow();
      expect(row.name).toBe('First Editor');
    });

    test('updatePartner refuses bad fields and a bad logo (422 per field), an unknown partner (404)', async () => {
      const added = (await addPartner({ name: 'Strict' })).body.data;
      const res = await call(t.app, 'updatePartner', {
        token: adminToken,
        params: { id: added.id },
        multipart: { name: ' ', account_id: 'A', contact_email: 'nope', logo: png(Buffer.from('not an image')) },
      });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['contact_email', 'logo', 'name']);
      const missing = await call(t.app, 'updatePartner', { token: adminToken, params: { id: 999999 }, multipart: { name: 'X', account_id: 'Y' } });
      expect(missing.status).toBe(404);
    });

    test('deletePartner removes the row and its logo file; a second delete → 404', async () => {
      const added = (await addPartner({ name: 'Short Lived' })).body.data;
      const student = await createStudent(t);
      expect((await call(t.app, 'deletePartner', { token: student.token, params: { id: added.id } })).status).toBe(403);
      const res = await call(t.app, 'deletePartner', { token: adminToken, params: { id: added.id } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Partner deleted successfully.');
      expect(await partnerFiles()).not.toContain(path.basename(added.logo));
      expect(await t.db.selectFrom('partners').select('id').where('id', '=', added.id).executeTakeFirst()).toBeUndefined();
      expect((await call(t.app, 'deletePartner', { token: adminToken, params: { id: added.id } })).status).toBe(404);
    });

    test('a partner with students is not deleted (409 has_students), nor its logo', async () => {
      const added = (await addPartner({ name: 'Has Students' })).body.data;
      await t.db.insertInto('partner_students').values({ partner_id: added.id, name: 'Ravi', created_at: new Date().toISOString() }).execute();
      const res = await call(t.app, 'deletePartner', { token: adminToken, params: { id: added.id }, headers: { 'accept-language': 'ar' } });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, code: 'has_students', message: 'لهذا الشريك طلاب مسجلون باسمه، لذا لا يمكن حذفه.' });
      expect(await partnerFiles()).toContain(path.basename(added.logo));
      expect(await t.db.selectFrom('partners').select('id').where('id', '=', added.id).executeTakeFirst()).toBeDefined();
    });
  });
});

describe('checkPartnerStudents rate limit', () => {
  test('guessing is limited per address (429)', async () => {
    const t = await createTestApp(engines()[0], {
      config: { rateLimit: { enabled: true, strict: { max: 3, windowMs: 60_000 }, writes: { max: 3, windowMs: 60_000 } } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await call(t.app, 'checkPartnerStudents', { params: { id: 1 }, body: { account_number: `guess-${i}` } })).status);
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await t.close();
    }
  });
});
