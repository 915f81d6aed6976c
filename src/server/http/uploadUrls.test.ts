import { IMAGES, call, createAdmin, createTestApp, engines, type TestApp } from '../test/helpers';
import { addInstructor } from '../resources/lessons/fixtures';

/*
 * The original site's client runs on another origin (CORS_ORIGINS) and resolves a path against its
 * own API base: its answers carry upload URLs absolute on SITE_URL. The web app and the prerender
 * (no Origin of CORS_ORIGINS) keep the paths they resolve against the site they run on.
 */

const ORIGINAL = 'https://original.example';
const SITE = 'https://school.example';
const fromOriginal = { origin: ORIGINAL };

describe.each(engines())('upload URLs for a front end on another origin (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    // The public-read cache on, as deployed: answers of both forms must not be served for each other.
    t = await createTestApp(engine, { config: { corsOrigins: [ORIGINAL], siteOrigin: SITE, publicCacheTtlMs: 60_000 } });
    admin = (await createAdmin(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const kingston = {
    name: 'Kingston',
    slug: 'kingston',
    images: ['/uploads/seed/kingston-1.svg', 'https://elsewhere.example/k.png'],
    description: 'Photos under /uploads/seed/ on the site.',
  };
  const storedImages = async (slug: string) =>
    JSON.parse((await t.db.selectFrom('cities').select('images').where('slug', '=', slug).executeTakeFirstOrThrow()).images) as string[];

  test('the other origin reads absolute URLs on SITE_URL (never the Host); the web app, another origin and the cache keep paths apart', async () => {
    expect((await call(t.app, 'createCity', { token: admin, body: kingston })).status).toBe(201);
    const citiesFor = async (headers: Record<string, string>) =>
      (await call(t.app, 'listCities', { headers })).body.data.find((c: { slug: string }) => c.slug === 'kingston');

    for (let pass = 0; pass < 2; pass += 1) {
      const original = await citiesFor({ ...fromOriginal, host: 'attacker.example' });
      expect(original.images).toEqual([`${SITE}/uploads/seed/kingston-1.svg`, 'https://elsewhere.example/k.png']);
      // Only upload paths: text that merely names one is left as it is.
      expect(original.description).toBe(kingston.description);
      expect((await citiesFor({})).images).toEqual(kingston.images);
      expect((await citiesFor({ origin: 'https://unknown.example' })).images).toEqual(kingston.images);
    }

    // Browsers and shared caches keep the two forms apart too.
    expect(String((await call(t.app, 'listCities')).headers.vary)).toMatch(/\bOrigin\b/i);

    const id = await addInstructor(t.db);
    await t.db.updateTable('instructors').set({ car_image_url: '/uploads/instructors/car-1.png' }).where('id', '=', id).execute();
    const grid = await call(t.app, 'listAcceptedInstructors', { headers: fromOriginal });
    expect(grid.body.find((i: { id: number }) => i.id === id).car_image_url).toBe(`${SITE}/uploads/instructors/car-1.png`);
  });

  test('an image uploaded from the other origin is answered absolute; saved back into a city, it is stored as its path', async () => {
    const uploaded = await call(t.app, 'uploadImage', {
      token: admin,
      headers: fromOriginal,
      multipart: { purpose: 'city', image: { filename: 'photo.png', contentType: 'image/png', data: IMAGES.png } },
    });
    expect(uploaded.status).toBe(201);
    const url: string = uploaded.body.data.url;
    expect(url).toMatch(new RegExp(`^${SITE}/uploads/cities/[^/]+\\.png$`));
    const path = url.slice(SITE.length);

    const body = { name: 'Ottawa', slug: 'ottawa', images: [url, 'https://elsewhere.example/uploads/o.png'] };
    const created = await call(t.app, 'createCity', { token: admin, headers: fromOriginal, body });
    expect(created.status).toBe(201);
    expect(created.body.data.images).toEqual([url, 'https://elsewhere.example/uploads/o.png']);
    expect(await storedImages('ottawa')).toEqual([path, 'https://elsewhere.example/uploads/o.png']);
    const web = await call(t.app, 'listAdminCities', { token: admin });
    expect(web.body.data.find((c: { slug: string }) => c.slug === 'ottawa').images).toEqual([path, 'https://elsewhere.example/uploads/o.png']);
  });
});

describe.each(engines())('upload URLs without CORS_ORIGINS (%s)', (engine) => {
  test('every answer keeps paths, whatever Origin the request names', async () => {
    const t = await createTestApp(engine, { config: { siteOrigin: SITE } });
    try {
      const admin = (await createAdmin(t)).token;
      expect(
        (await call(t.app, 'createCity', { token: admin, body: { name: 'Kingston', slug: 'kingston', images: ['/uploads/seed/kingston-1.svg'] } })).status,
      ).toBe(201);
      const res = await call(t.app, 'listCities', { headers: fromOriginal });
      expect(res.body.data[0].images).toEqual(['/uploads/seed/kingston-1.svg']);
    } finally {
      await t.close();
    }
  });
});
