import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DbHandle, type Engine } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { pdf, submittedTeacher } from '../resources/applications/fixtures';
import { samplePdf } from '../test/pdfs';
import { IMAGES, call, createAdmin, createTestApp, engines, type TestApp } from '../test/helpers';

/*
 * Two server instances on one database, each with its own data directory, as two processes behind
 * a load balancer: a file stored through one is served by the other, which renders its images
 * from the stored original; replacing or deleting it through either is seen by both.
 */

/** Two handles on one fresh, migrated database: two pools on one PostgreSQL schema, or two connections to one SQLite file. */
async function oneDatabaseTwice(engine: Engine): Promise<{ first: TestApp; second: TestApp; close: () => Promise<void> }> {
  const config = { blobStore: 'database' as const };
  if (engine === 'postgres') {
    const first = await createTestApp(engine, { config });
    const handle = openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: first.schema, poolSize: 4 });
    const second = await createTestApp(engine, { config, dbHandle: handle, migrate: false });
    return { first, second, close: async () => (await second.close(), await first.close()) };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'drive-shared-'));
  const file = path.join(dir, 'app.db');
  const open = (): DbHandle => openDatabase({ sqliteFile: file });
  const firstHandle = open();
  await migrateToLatest(firstHandle.db);
  const first = await createTestApp(engine, { config, dbHandle: firstHandle, migrate: false });
  const second = await createTestApp(engine, { config, dbHandle: open(), migrate: false });
  return { first, second, close: async () => (await second.close(), await first.close(), rmSync(dir, { recursive: true, force: true })) };
}

describe.each(engines())('files shared by two server instances on one database (%s)', (engine) => {
  let a: TestApp;
  let b: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ first: a, second: b, close } = await oneDatabaseTwice(engine));
  }, 30_000);
  afterAll(() => close());

  test('a logo stored through one is served and rendered by the other; replaced and deleted through either, for both', async () => {
    expect(a.config.dataDir).not.toBe(b.config.dataDir);
    const admin = await createAdmin(a);
    const created = await call(a.app, 'createPartner', {
      token: admin.token,
      multipart: { name: 'Shared', account_id: 'SH-1', logo: { filename: 'logo.png', contentType: 'image/png', data: IMAGES.png } },
    });
    expect(created.status).toBe(201);
    const logo: string = created.body.data.logo;
    const key = logo.slice('/uploads/'.length);

    const fromA = await a.app.inject({ method: 'GET', url: logo });
    const fromB = await b.app.inject({ method: 'GET', url: logo });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.rawPayload.equals(IMAGES.png)).toBe(true);
    expect(fromB.headers['content-type']).toBe('image/png');
    expect(fromB.headers['cache-control']).toBe('public, max-age=86400');
    // The same validators from every instance: a browser's copy stays valid whichever answers.
    expect(fromB.headers.etag).toBe(fromA.headers.etag);
    expect(fromB.headers['last-modified']).toBe(fromA.headers['last-modified']);
    expect((await b.app.inject({ method: 'GET', url: logo, headers: { 'if-none-match': String(fromA.headers.etag) } })).statusCode).toBe(304);
    for (const dir of [a.config.uploadsDir, b.config.uploadsDir]) expect(existsSync(path.join(dir, key))).toBe(false);

    const rendering = await b.app.inject({ method: 'GET', url: `/images/96/${key}.webp` });
    expect(rendering.statusCode).toBe(200);
    expect(rendering.headers['content-type']).toBe('image/webp');
    expect(existsSync(path.join(b.config.imageCacheDir, '96', `${key}.webp`))).toBe(true);
    expect(existsSync(path.join(a.config.imageCacheDir, '96', `${key}.webp`))).toBe(false);

    const replaced = await call(b.app, 'updatePartner', {
      token: admin.token,
      params: { id: created.body.data.id },
      multipart: {
        name: 'Shared',
        account_id: 'SH-1',
        logo: { filename: 'new.webp', contentType: 'image/webp', data: IMAGES.webp },
        expected_updated_at: created.body.data.updated_at,
      },
    });
    expect(replaced.status).toBe(200);
    const newLogo: string = replaced.body.data.logo;
    expect((await a.app.inject({ method: 'GET', url: newLogo })).rawPayload.equals(IMAGES.webp)).toBe(true);
    expect((await a.app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
    expect(await a.app.blobs.uploads.list('partners/')).toEqual([newLogo.slice('/uploads/'.length)]);

    expect((await call(a.app, 'deletePartner', { token: admin.token, params: { id: created.body.data.id } })).status).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: newLogo })).statusCode).toBe(404);
    expect(await b.app.blobs.uploads.list('partners/')).toEqual([]);
  });

  test('a private document uploaded through one is read by the office through the other, privately; a replacement removes the old file for both', async () => {
    const { teacher, application } = await submittedTeacher(a);
    const admin = await createAdmin(a);
    const office = (app: TestApp) => call(app.app, 'getAdminInstructorDocumentFile', { token: admin.token, params: { id: application.id, kind: 'insurance' } });
    const read = await office(b);
    expect(read.status).toBe(200);
    const PDF = await samplePdf();
    expect(read.body).toBe(PDF.toString());
    expect(read.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
    });
    const storedName = async () =>
      (
        await a.db
          .selectFrom('instructor_documents')
          .select('stored_name')
          .where('instructor_id', '=', application.id)
          .where('kind', '=', 'insurance')
          .executeTakeFirstOrThrow()
      ).stored_name;
    const before = await storedName();
    // Never among the public uploads, on either instance.
    for (const app of [a, b]) expect((await app.app.inject({ method: 'GET', url: `/uploads/${before}` })).statusCode).toBe(404);

    const renewed = Buffer.concat([PDF, Buffer.from('% renewed\n')]);
    expect(
      (
        await call(b.app, 'uploadMyDocument', {
          token: teacher.token,
          params: { kind: 'insurance' },
          multipart: { file: await pdf('insurance-2027.pdf', renewed) },
        })
      ).status,
    ).toBe(200);
    const after = await storedName();
    expect(after).not.toBe(before);
    expect((await office(a)).body).toBe(renewed.toString());
    expect((await call(a.app, 'getMyDocumentFile', { token: teacher.token, params: { kind: 'insurance' } })).body).toBe(renewed.toString());
    const documents = await a.app.blobs.documents.list();
    expect(documents).toContain(after);
    expect(documents).not.toContain(before);
  });
});
