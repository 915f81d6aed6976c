import { IMAGES, call, createAdmin, createStudent, createTestApp, engines, type FilePart, type TestApp } from '../../test/helpers';

const file = (data: Buffer, filename = 'photo.png', contentType = 'image/png'): FilePart => ({ filename, contentType, data });

describe.each(engines())('uploadImage (%s)', (engine) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    adminToken = (await createAdmin(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const stored = (folder: string) => t.app.blobs.uploads.list(`${folder}/`);

  test.each([
    ['city', 'cities'],
    ['avatar', 'avatars'],
  ])('a %s image is stored under uploads/%s, served as it is and as renderings', async (purpose, folder) => {
    const res = await call(t.app, 'uploadImage', {
      token: adminToken,
      multipart: { purpose, image: file(IMAGES.jpeg, 'whatever.bin', 'application/octet-stream') },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.url).toMatch(new RegExp(`^/uploads/${folder}/[0-9a-f]{32}\\.jpg$`));
    const original = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(IMAGES.jpeg)).toBe(true);
    const rendering = await t.app.inject({ method: 'GET', url: `/images/96${res.body.data.url.slice('/uploads'.length)}.webp` });
    expect(rendering.statusCode).toBe(200);
    expect(rendering.headers['content-type']).toBe('image/webp');
  });

  test('a file that is not an image is refused whatever its name (422 errors.image, localised), nothing stored', async () => {
    const before = (await stored('cities')).length;
    const res = await call(t.app, 'uploadImage', {
      token: adminToken,
      multipart: { purpose: 'city', image: file(Buffer.from('<svg onload=alert(1)>')) },
      headers: { 'accept-language': 'fr' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ image: ['L’image doit être au format PNG, JPEG, GIF ou WebP.'] });
    const truncated = await call(t.app, 'uploadImage', { token: adminToken, multipart: { purpose: 'city', image: file(IMAGES.png.subarray(0, 40)) } });
    expect(truncated.status).toBe(422);
    expect((await stored('cities')).length).toBe(before);
  });

  test('an image over 2 MB is refused (422 errors.image), nothing stored', async () => {
    const before = (await stored('avatars')).length;
    const res = await call(t.app, 'uploadImage', {
      token: adminToken,
      multipart: { purpose: 'avatar', image: file(Buffer.concat([IMAGES.png, Buffer.alloc(2 * 1024 * 1024)])) },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ image: ['The image may not be larger than 2 MB.'] });
    expect((await stored('avatars')).length).toBe(before);
  });

  test('no file, or an unknown purpose → 422', async () => {
    const missing = await call(t.app, 'uploadImage', { token: adminToken, multipart: { purpose: 'city' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.image).toBeDefined();
    const purpose = await call(t.app, 'uploadImage', { token: adminToken, multipart: { purpose: 'logo', image: file(IMAGES.png) } });
    expect(purpose.status).toBe(422);
  });

  test('role matrix: anonymous 401, student 403', async () => {
    const multipart = { purpose: 'city', image: file(IMAGES.png) };
    expect((await call(t.app, 'uploadImage', { multipart })).status).toBe(401);
    const student = await createStudent(t);
    expect((await call(t.app, 'uploadImage', { multipart, token: student.token })).status).toBe(403);
  });
});
