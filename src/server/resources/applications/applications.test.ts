import path from 'node:path';
import { addDays } from '../../../contract/torontoTime';
import { MULTIPART_FILE_LIMIT } from '../../http/errors';
import { IMAGES, call, createAdmin, createStudent, createTestApp, engines, type FilePart, type TestApp } from '../../test/helpers';
import { DOCUMENT_KINDS } from '../instructors/application';
import { torontoToday } from '../instructors/domain';
import { PDFName, PDFString } from 'pdf-lib';
import { makePdf, samplePdf } from '../../test/pdfs';
import { completeApplication, completeProfile, createTeacher, pdf, submittedTeacher } from './fixtures';

describe.each(engines())('instructor applications (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 30_000);
  afterAll(() => t.close());

  const approve = async (id: number) =>
    t.db.updateTable('instructors').set({ status: 'accepted', reviewed_at: new Date().toISOString() }).where('id', '=', id).execute();

  test('the first read creates a draft from the account, listing everything submission needs', async () => {
    const teacher = await createTeacher(t);
    const res = await call(t.app, 'getMyApplication', { token: teacher.token });
    expect(res.status).toBe(200);
    const app = res.body.data;
    expect(app).toMatchObject({ status: 'draft', f_name: 'Test', l_name: 'Student', birthday: null, languages: [], licence_state: 'missing', documents: [] });
    expect(app.missing).toEqual([
      'phone_number',
      'birthday',
      'languages',
      'bio',
      'car_make_model',
      'licence_number',
      'licence_expires_on',
      'car_photo',
      ...DOCUMENT_KINDS.map((k) => `documents.${k}`),
    ]);
    const again = await call(t.app, 'getMyApplication', { token: teacher.token });
    expect(again.body.data.id).toBe(app.id);
    expect(await t.db.selectFrom('instructors').select('id').where('user_id', '=', teacher.user.id).execute()).toHaveLength(1);
  });

  test('only an instructor token opens the area: anonymous, student and admin tokens → 401', async () => {
    const student = await createStudent(t);
    const admin = await createAdmin(t);
    for (const token of [undefined, student.token, admin.token]) {
      expect((await call(t.app, 'getMyApplication', { token })).status).toBe(401);
      expect((await call(t.app, 'submitMyApplication', { token })).status).toBe(401);
    }
  });

  test('a teacher signs in to the instructor area only, and signs out of it alone', async () => {
    const teacher = await createStudent(t, { role: 'teacher' });
    const login = await call(t.app, 'customerLogin', { body: { email: teacher.email, password: teacher.password } });
    expect(login.status).toBe(200);
    expect(login.body.user.type).toBe('teacher');
    const token = login.body.token as string;
    expect((await call(t.app, 'getMyApplication', { token })).status).toBe(200);
    expect((await call(t.app, 'listMyLessons', { token })).status).toBe(401);
    expect((await call(t.app, 'customerLogout', { token })).status).toBe(401);
    const student = await createStudent(t);
    expect((await call(t.app, 'instructorLogout', { token: student.token })).status).toBe(401);
    expect((await call(t.app, 'instructorLogout', { token })).status).toBe(200);
    expect((await call(t.app, 'getMyApplication', { token })).status).toBe(401);
  });

  test('a draft saves as typed (empty allowed), the phone as the account stores it; a bad phone → 422; an old version → 409 stale', async () => {
    const teacher = await createTeacher(t);
    const draft = (await call(t.app, 'getMyApplication', { token: teacher.token })).body.data;
    const empty = { ...completeProfile(draft.updated_at), phone_number: '', birthday: null, languages: [], car_make_model: '', licence_expires_on: null };
    const saved = await call(t.app, 'updateMyApplication', { token: teacher.token, body: empty });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ status: 'draft', phone_number: '', birthday: null, licence_expires_on: null });
    const full = await call(t.app, 'updateMyApplication', { token: teacher.token, body: completeProfile(saved.body.data.updated_at) });
    expect(full.body.data).toMatchObject({ phone_number: '+16135550177', languages: ['en', 'ar'], licence_state: 'valid', status: 'draft' });
    expect(full.body.data.missing).toEqual(['car_photo', ...DOCUMENT_KINDS.map((k) => `documents.${k}`)]);

    const badPhone = await call(t.app, 'updateMyApplication', {
      token: teacher.token,
      headers: { 'accept-language': 'fr' },
      body: { ...completeProfile(full.body.data.updated_at), phone_number: '12' },
    });
    expect(badPhone.status).toBe(422);
    expect(badPhone.body.errors.phone_number).toEqual(['Saisissez un numéro de téléphone valide.']);
    const stale = await call(t.app, 'updateMyApplication', { token: teacher.token, body: completeProfile(draft.updated_at) });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale');
  });

  test('a business phone is published only when the instructor gives one: none by default, read as Canadian, absent leaves it; a bad one → 422', async () => {
    const teacher = await createTeacher(t);
    const draft = (await call(t.app, 'getMyApplication', { token: teacher.token })).body.data;
    expect(draft.public_phone).toBe('');
    const save = (body: object, lang = 'en') => call(t.app, 'updateMyApplication', { token: teacher.token, body, headers: { 'accept-language': lang } });
    const none = await save(completeProfile(draft.updated_at));
    expect(none.body.data.public_phone).toBe('');
    const given = await save({ ...completeProfile(none.body.data.updated_at), public_phone: '613 555 0100' });
    expect(given.body.data.public_phone).toBe('+16135550100');
    const kept = await save(completeProfile(given.body.data.updated_at));
    expect(kept.body.data.public_phone).toBe('+16135550100');
    const bad = await save({ ...completeProfile(kept.body.data.updated_at), public_phone: '555' }, 'ar');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['public_phone']);
    expect(bad.body.errors.public_phone).toEqual(['أدخل رقم هاتف صالحًا.']);
    const removed = await save({ ...completeProfile(kept.body.data.updated_at), public_phone: ' ' });
    expect(removed.body.data.public_phone).toBe('');
    expect((await t.db.selectFrom('instructors').select('public_phone').where('id', '=', draft.id).executeTakeFirstOrThrow()).public_phone).toBeNull();
  });

  test('submitting an incomplete application → 422, one error per missing item in the caller’s language; nothing changes', async () => {
    const teacher = await createTeacher(t);
    const draft = (await call(t.app, 'getMyApplication', { token: teacher.token })).body.data;
    await call(t.app, 'updateMyApplication', {
      token: teacher.token,
      body: { ...completeProfile(draft.updated_at), licence_expires_on: addDays(torontoToday(), -1) },
    });
    const res = await call(t.app, 'submitMyApplication', { token: teacher.token, headers: { 'accept-language': 'ar' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['car_photo', 'licence_expires_on', ...DOCUMENT_KINDS.map((k) => `documents.${k}`)].sort());
    expect(res.body.errors['documents.insurance']).toEqual(['ارفع هذا المستند.']);
    expect(res.body.errors.licence_expires_on).toEqual(['أدخل تاريخ انتهاء رخصة لم تنتهِ صلاحيتها.']);
    const fr = await call(t.app, 'submitMyApplication', { token: teacher.token, headers: { 'accept-language': 'fr' } });
    expect(fr.body.errors.car_photo).toEqual(['Téléversez une photo de votre voiture.']);
    expect((await call(t.app, 'getMyApplication', { token: teacher.token })).body.data.status).toBe('draft');
  });

  test('documents: PDF and images by their bytes, ≤ 8 MB, stored privately under the server’s name; replacing one deletes the old file', async () => {
    const PDF = await samplePdf();
    const teacher = await createTeacher(t);
    const upload = async (kind: string, file: FilePart | Promise<FilePart>, lang = 'en') =>
      call(t.app, 'uploadMyDocument', { token: teacher.token, params: { kind }, multipart: { file: await file }, headers: { 'accept-language': lang } });
    const first = await upload('insurance', pdf('Insurance ÉTÉ.pdf'));
    expect(first.status).toBe(200);
    expect(first.body.data.documents).toEqual([
      expect.objectContaining({ kind: 'insurance', file_name: 'insurance.pdf', mime_type: 'application/pdf', size_bytes: PDF.length }),
    ]);
    const png = await upload('dual_brake_photo', { filename: 'brake.pdf', contentType: 'application/pdf', data: IMAGES.png });
    expect(png.body.data.documents.find((d: { kind: string }) => d.kind === 'dual_brake_photo')).toMatchObject({
      mime_type: 'image/png',
      file_name: 'dual-brake-photo.png',
    });

    const gif = await upload('g_licence', { filename: 'g.gif', contentType: 'image/gif', data: IMAGES.gif }, 'fr');
    expect(gif.status).toBe(422);
    expect(gif.body.errors.file).toEqual(['Le document doit être un fichier PDF, PNG, JPEG ou WebP.']);
    const text = await upload('g_licence', { filename: 'g.pdf', contentType: 'application/pdf', data: Buffer.from('not a pdf') });
    expect(text.status).toBe(422);
    const huge = await call(t.app, 'uploadMyDocument', {
      token: teacher.token,
      params: { kind: 'g_licence' },
      multipart: { file: await pdf('big.pdf', Buffer.concat([PDF, Buffer.alloc(MULTIPART_FILE_LIMIT)])) },
    });
    expect(huge.status).toBe(413);
    // Padding after the file and its end-of-file marker again: a valid PDF a byte under the limit.
    const eof = Buffer.from('\n%%EOF\n');
    const almost = await upload('g_licence', pdf('almost.pdf', Buffer.concat([PDF, Buffer.alloc(MULTIPART_FILE_LIMIT - PDF.length - eof.length - 1), eof])));
    expect(almost.status).toBe(200);

    const stored = () => t.app.blobs.documents.list();
    const before = await stored();
    expect(before).toHaveLength(3);
    const row = await t.db
      .selectFrom('instructor_documents')
      .selectAll()
      .where('kind', '=', 'insurance')
      .where('stored_name', 'in', before)
      .executeTakeFirstOrThrow();
    const replaced = await upload('insurance', pdf('insurance-2026.pdf'));
    expect(replaced.body.data.documents.filter((d: { kind: string }) => d.kind === 'insurance')).toEqual([
      expect.objectContaining({ file_name: 'insurance.pdf' }),
    ]);
    const after = await stored();
    expect(after).toHaveLength(3);
    expect(after).not.toContain(row.stored_name);
    // Nothing of the documents is in the public uploads.
    const uploads = await t.app.blobs.uploads.list();
    expect(uploads.some((key) => after.includes(path.posix.basename(key)))).toBe(false);
    expect(path.relative(t.config.uploadsDir, t.config.documentsDir).startsWith('..')).toBe(true);
  });

  test('a file with a PDF header that is not a PDF, or a PDF carrying active content → 422 on the file in the caller’s language; nothing stored', async () => {
    const teacher = await createTeacher(t);
    const upload = async (file: FilePart, lang: string) =>
      call(t.app, 'uploadMyDocument', { token: teacher.token, params: { kind: 'insurance' }, multipart: { file }, headers: { 'accept-language': lang } });
    const batch = Buffer.from('%PDF-1.4\r\n@echo off\r\nformat C: /q\r\n%%EOF\r\n');
    const whole = await makePdf(undefined, { useObjectStreams: false });
    const cut = whole.subarray(0, whole.lastIndexOf('endobj') + 'endobj'.length);
    const script = await makePdf((doc) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') })));
    const cases: [FilePart, string, string][] = [
      [{ filename: 'insurance.bat', contentType: 'application/pdf', data: batch }, 'en', 'This PDF cannot be read'],
      [{ filename: 'insurance.pdf', contentType: 'application/pdf', data: cut }, 'fr', 'Ce PDF est illisible'],
      [{ filename: 'insurance.pdf', contentType: 'application/pdf', data: script }, 'ar', 'يحتوي ملف PDF هذا على نصوص برمجية'],
      [{ filename: 'insurance.pdf', contentType: 'application/pdf', data: script }, 'en', 'This PDF contains scripts'],
    ];
    for (const [file, lang, message] of cases) {
      const res = await upload(file, lang);
      expect(res.status).toBe(422);
      expect(res.body.errors.file[0]).toContain(message);
    }
    const application = await call(t.app, 'getMyApplication', { token: teacher.token });
    expect(application.body.data.documents).toEqual([]);
    expect(await t.db.selectFrom('instructor_documents').select('id').where('instructor_id', '=', application.body.data.id).execute()).toEqual([]);
  });

  test('the owner downloads their document as an attachment under the server’s name, with private, inert headers', async () => {
    const teacher = await createTeacher(t);
    await call(t.app, 'uploadMyDocument', { token: teacher.token, params: { kind: 'safety_check' }, multipart: { file: await pdf('Sécurité 2026.pdf.bat') } });
    const res = await call(t.app, 'getMyDocumentFile', { token: teacher.token, params: { kind: 'safety_check' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="safety-check.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(res.body).toBe((await samplePdf()).toString());
    expect((await call(t.app, 'getMyDocumentFile', { token: teacher.token, params: { kind: 'insurance' } })).status).toBe(404);
  });

  test('a document stored under its uploaded name before keeps working, named by its kind and type', async () => {
    const { teacher, application } = await submittedTeacher(t);
    await t.db
      .updateTable('instructor_documents')
      .set({ file_name: 'insurance.bat' })
      .where('instructor_id', '=', application.id)
      .where('kind', '=', 'insurance')
      .execute();
    const admin = await createAdmin(t);
    const office = await call(t.app, 'getAdminInstructor', { token: admin.token, params: { id: application.id } });
    expect(office.body.data.documents.find((d: { kind: string }) => d.kind === 'insurance').file_name).toBe('insurance.pdf');
    const mine = await call(t.app, 'getMyApplication', { token: teacher.token });
    expect(mine.body.data.documents.find((d: { kind: string }) => d.kind === 'insurance').file_name).toBe('insurance.pdf');
    const file = await call(t.app, 'getAdminInstructorDocumentFile', { token: admin.token, params: { id: application.id, kind: 'insurance' } });
    expect(file.headers['content-disposition']).toBe('attachment; filename="insurance.pdf"');
  });

  test('privacy: nobody but the owner and the office reads a document, by any path', async () => {
    const { teacher: owner, application } = await submittedTeacher(t);
    const { id } = application;
    const { stored_name } = await t.db
      .selectFrom('instructor_documents')
      .select('stored_name')
      .where('instructor_id', '=', id)
      .where('kind', '=', 'insurance')
      .executeTakeFirstOrThrow();
    const student = await createStudent(t);
    const other = await createTeacher(t);
    const admin = await createAdmin(t);

    const mine = (token?: string) => call(t.app, 'getMyDocumentFile', { token, params: { kind: 'insurance' } });
    expect((await mine()).status).toBe(401);
    expect((await mine(student.token)).status).toBe(401);
    expect((await mine(admin.token)).status).toBe(401);
    expect((await mine(owner.token)).status).toBe(200);
    // Another instructor asking for that kind gets their own — which they do not have.
    const others = await mine(other.token);
    expect(others.status).toBe(404);
    expect(JSON.stringify(others.body)).not.toContain('%PDF');

    const office = (token?: string) => call(t.app, 'getAdminInstructorDocumentFile', { token, params: { id, kind: 'insurance' } });
    expect((await office()).status).toBe(401);
    expect((await office(student.token)).status).toBe(403);
    expect((await office(owner.token)).status).toBe(403);
    expect((await office(other.token)).status).toBe(403);
    const read = await office(admin.token);
    expect(read.status).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.headers['content-disposition']).toBe('attachment; filename="insurance.pdf"');
    // A draft is its applicant's own: the office reads neither it nor its documents.
    const draft = await createTeacher(t);
    await call(t.app, 'uploadMyDocument', { token: draft.token, params: { kind: 'insurance' }, multipart: { file: await pdf() } });
    const draftId = (await call(t.app, 'getMyApplication', { token: draft.token })).body.data.id;
    expect((await call(t.app, 'getAdminInstructorDocumentFile', { token: admin.token, params: { id: draftId, kind: 'insurance' } })).status).toBe(404);
    expect((await call(t.app, 'getAdminInstructor', { token: admin.token, params: { id: draftId } })).status).toBe(404);

    // No other way in: a kind outside the list, a path in the kind, the stored name under /uploads.
    for (const url of [
      `/api/api/v1/instructor/documents/..%2F..%2F${stored_name}/file`,
      `/api/api/v1/instructor/documents/${stored_name}/file`,
      `/uploads/${stored_name}`,
      `/uploads/../documents/${stored_name}`,
      `/uploads/%2E%2E/documents/${stored_name}`,
      `/documents/${stored_name}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${owner.token}` } });
      expect([400, 404, 422]).toContain(res.statusCode);
      expect(res.body).not.toContain('%PDF');
    }
  });

  test('the car photo is a public image under /uploads/instructors; a PDF or GIF is refused', async () => {
    const teacher = await createTeacher(t);
    const res = await call(t.app, 'uploadMyCarPhoto', {
      token: teacher.token,
      multipart: { photo: { filename: 'car.webp', contentType: 'image/webp', data: IMAGES.webp } },
    });
    expect(res.status).toBe(200);
    const url: string = res.body.data.car_image_url;
    expect(url).toMatch(/^\/uploads\/instructors\/[0-9a-f]{32}\.webp$/);
    expect(await t.app.blobs.uploads.get(url.slice('/uploads/'.length))).toBeDefined();
    const again = await call(t.app, 'uploadMyCarPhoto', {
      token: teacher.token,
      multipart: { photo: { filename: 'car.png', contentType: 'image/png', data: IMAGES.png } },
    });
    expect(await t.app.blobs.uploads.get(url.slice('/uploads/'.length))).toBeUndefined();
    expect(again.body.data.car_image_url).not.toBe(url);
    for (const data of [await samplePdf(), IMAGES.gif]) {
      const bad = await call(t.app, 'uploadMyCarPhoto', {
        token: teacher.token,
        multipart: { photo: { filename: 'car.png', contentType: 'image/png', data } },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.photo).toBeDefined();
    }
  });

  test('a complete application is submitted (pending), again harmlessly; an approved one → 409 already_approved', async () => {
    const teacher = await createTeacher(t);
    const complete = await completeApplication(t, teacher);
    expect(complete.missing).toEqual([]);
    expect(complete.status).toBe('draft');
    const sent = await call(t.app, 'submitMyApplication', { token: teacher.token });
    expect(sent.status).toBe(200);
    expect(sent.body.data.status).toBe('pending');
    expect(sent.body.data.submitted_at).not.toBeNull();
    const again = await call(t.app, 'submitMyApplication', { token: teacher.token });
    expect(again.status).toBe(200);
    expect(again.body.data.submitted_at).toBe(sent.body.data.submitted_at);
    await approve(complete.id);
    const approved = await call(t.app, 'submitMyApplication', { token: teacher.token });
    expect(approved.status).toBe(409);
    expect(approved.body.code).toBe('already_approved');
  });

  test('an approved instructor who changes the licence or replaces a document is reviewed again; other edits keep the approval', async () => {
    const { teacher, application } = await submittedTeacher(t);
    await approve(application.id);
    let current = (await call(t.app, 'getMyApplication', { token: teacher.token })).body.data;
    const bio = await call(t.app, 'updateMyApplication', {
      token: teacher.token,
      body: { ...completeProfile(current.updated_at), bio: { en: 'Twenty years on the road.', fr: '', ar: '' } },
    });
    expect(bio.body.data.status).toBe('accepted');
    const licence = await call(t.app, 'updateMyApplication', {
      token: teacher.token,
      body: { ...completeProfile(bio.body.data.updated_at), licence_number: 'DI-99999' },
    });
    expect(licence.body.data).toMatchObject({ status: 'pending', reviewed_at: null });
    expect(licence.body.data.submitted_at).not.toBeNull();

    await approve(application.id);
    current = (await call(t.app, 'uploadMyDocument', { token: teacher.token, params: { kind: 'insurance' }, multipart: { file: await pdf('new.pdf') } })).body
      .data;
    expect(current.status).toBe('pending');
  });
});
