import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { call, createAdmin, createTestApp, engines, type TestApp } from '../test/helpers';
import { parseVariantPath } from './imageVariants';

/** A 600×300 photo-like PNG (a gradient), as an admin would upload. */
async function photo(): Promise<Buffer> {
  const width = 600;
  const height = 300;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) pixels.set([i % 256, (i / width) % 256, 128], i * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe('image variants of uploads', () => {
  let t: TestApp;
  let logo: string; // partners/<random>.png
  beforeAll(async () => {
    t = await createTestApp(engines()[0]);
    const { token } = await createAdmin(t);
    const res = await call(t.app, 'createPartner', {
      token,
      multipart: { name: 'Photo Partner', account_id: 'PH-1', logo: { filename: 'photo.png', contentType: 'image/png', data: await photo() } },
    });
    expect(res.status).toBe(201);
    logo = (res.body.data.logo as string).replace(/^\/uploads\//, '');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,image/avif,*/*' } });

  test.each([
    ['avif', 320, 'image/avif', 'heif', 320],
    ['webp', 160, 'image/webp', 'webp', 160],
    ['webp', 1920, 'image/webp', 'webp', 600], // never enlarged past the upload's own width
  ])('%s at %i px: the right type and size, cached for a year', async (format, width, type, decodedAs, decodedWidth) => {
    const res = await get(`/images/${width}/${logo}.${format}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: decodedAs, width: decodedWidth, height: decodedWidth / 2 });
  });

  test('a variant is rendered once, kept on disk, and shared by requests arriving together', async () => {
    const url = `/images/480/${logo}.avif`;
    const together = await Promise.all(Array.from({ length: 5 }, () => get(url)));
    expect(together.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(together.map((res) => res.rawPayload.toString('base64'))).size).toBe(1);
    expect(existsSync(path.join(t.config.imageCacheDir, '480', `${logo}.avif`))).toBe(true);
    const again = await get(url);
    expect(again.rawPayload.equals(together[0].rawPayload)).toBe(true);
  });

  test.each([
    ['a width not in the ladder', () => `/images/321/${logo}.webp`],
    ['a format we do not render', () => `/images/320/${logo}.jpg`],
    ['an upload that does not exist', () => '/images/320/partners/0123456789abcdef.png.webp'],
    ['a vector source (served as it is)', () => '/images/320/seed/placeholder.svg.webp'],
    ['a path out of the uploads folder', () => '/images/320/../app.db.png.webp'],
    ['an encoded path out of the uploads folder', () => '/images/320/partners/%2e%2e/%2e%2e/app.png.webp'],
  ])('%s → 404 in the API error shape, never the app page', async (_case, url) => {
    const res = await get(url());
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});

describe('parseVariantPath', () => {
  test('names width, format and source', () => {
    expect(parseVariantPath('800/partners/ab12.jpeg.avif')).toEqual({ width: 800, format: 'avif', source: 'partners/ab12.jpeg' });
  });
  test.each([
    '800/partners/ab12.jpeg',
    '800/partners/ab12.svg.webp',
    '800/../x.png.webp',
    '800/a/./b.png.webp',
    '800//etc/x.png.webp',
    '99999/a.png.webp',
    'x/a.png.webp',
  ])('refuses %s', (rest) => {
    expect(parseVariantPath(rest)).toBeUndefined();
  });
});
