import { openDatabase, type DbHandle } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { ConflictError, InvalidError, NotFoundError } from '../../domain/errors';
import { deleteCity, saveCity } from './domain';

/* The domain on its own: called with a database, no app and no HTTP. */

let handle: DbHandle;
beforeEach(async () => {
  handle = openDatabase({ sqliteFile: ':memory:' });
  await migrateToLatest(handle.db);
});
afterEach(() => handle.close());

const ottawa = { name: ' Ottawa ', slug: 'ottawa', images: [' /a.png ', ''] };

test('saveCity creates a city, trimmed', async () => {
  const city = await saveCity(handle.db, ottawa);
  expect(city).toMatchObject({ name: 'Ottawa', slug: 'ottawa', images: '["/a.png"]' });
});

test('saveCity onto a version that changed meanwhile throws ConflictError and writes nothing', async () => {
  const city = await saveCity(handle.db, ottawa);
  const saved = await saveCity(handle.db, { ...ottawa, name: 'First', expected_updated_at: city.updated_at }, city.id);
  const stale = saveCity(handle.db, { ...ottawa, name: 'Second', expected_updated_at: city.updated_at }, city.id);
  await expect(stale).rejects.toThrow(ConflictError);
  await expect(stale).rejects.toMatchObject({ key: 'changedMeanwhile' });
  expect(await handle.db.selectFrom('cities').select(['name', 'updated_at']).executeTakeFirst()).toEqual({ name: 'First', updated_at: saved.updated_at });
});

test('saveCity reports the field rules and a taken slug as message keys', async () => {
  await saveCity(handle.db, ottawa);
  await expect(saveCity(handle.db, { name: ' ', slug: 'ottawa', email: 'nope' })).rejects.toMatchObject(
    new InvalidError({ name: 'nameRequired', email: 'emailInvalid', slug: 'slugTaken' }),
  );
});

test('deleteCity of a missing city throws NotFoundError', async () => {
  await expect(deleteCity(handle.db, 999)).rejects.toThrow(NotFoundError);
});
