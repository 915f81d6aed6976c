import { call, createTestApp, engines, type TestApp } from '../../test/helpers';
import { ontarioMunicipalities } from './ontario';

describe.each(engines())('municipalities (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  test('anyone reads the whole list, as the contract describes it, ordered by English name', async () => {
    const res = await call<{ data: { name: string; name_fr?: string; latitude: number; longitude: number }[] }>(t.app, 'listMunicipalities');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(ontarioMunicipalities);
    expect(res.body.data.find((place) => place.name === 'Greater Sudbury')).toEqual({
      name: 'Greater Sudbury',
      name_fr: 'Grand Sudbury',
      latitude: 46.4917,
      longitude: -80.993,
    });
    expect(res.body.data.find((place) => place.name === 'Kingston')).not.toHaveProperty('name_fr');
  });
});

test('the list: names once each, sorted, coordinates to 4 decimals and inside Ontario', () => {
  const names = ontarioMunicipalities.map((place) => place.name);
  expect(new Set(names).size).toBe(names.length);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  expect(names.length).toBeGreaterThanOrEqual(150);
  for (const place of ontarioMunicipalities) {
    expect(Math.round(place.latitude * 1e4) / 1e4).toBe(place.latitude);
    expect(Math.round(place.longitude * 1e4) / 1e4).toBe(place.longitude);
    expect(place.latitude).toBeGreaterThan(41.6);
    expect(place.latitude).toBeLessThan(57);
    expect(place.longitude).toBeGreaterThan(-95.2);
    expect(place.longitude).toBeLessThan(-74.3);
  }
  expect(names).toEqual(
    expect.arrayContaining([
      'Toronto',
      'Ottawa',
      'Hamilton',
      'Mississauga',
      'Brampton',
      'Kitchener',
      'London',
      'Windsor',
      'Thunder Bay',
      'Barrie',
      'Peterborough',
      'Belleville',
    ]),
  );
});
