import type { components } from '../../../contract/generated/openapi.gen';
import { isUniqueViolation } from '../../db/uniqueViolation';
import type { City } from '../../db/schema';
import { isEmail } from '../../domain/email';
import { InvalidError, NotFoundError, type Executor } from '../../domain/errors';
import { textOrNull } from '../../domain/text';
import { CITY_TEXT, storedTranslations } from '../../domain/translations';
import { inTransaction } from '../../domain/transaction';
import { writtenRow } from '../../domain/versionedWrite';
import type { m } from './messages';
import { deleteCity as deleteCityRow, insertCity, slugTaken, updateCity } from './repository';

type CityInput = components['schemas']['CityInput'];
type Key = Parameters<typeof m>[1];
type FieldKeys = Partial<Record<string, Key>>;

export { listCities } from './repository';

/**
 * The form's rules on top of the schema (which already checks the slug's shape): blank name or
 * slug are missing, the email is empty or an address, images trimmed with empties dropped.
 * Slug uniqueness needs the database and is checked by `saveCity`.
 */
function cityColumns(input: CityInput) {
  const errors: FieldKeys = {};
  const name = input.name.trim();
  const slug = input.slug.trim();
  const email = textOrNull(input.email);
  if (!name) errors.name = 'nameRequired';
  if (!slug) errors.slug = 'slugRequired';
  if (email && !isEmail(email)) errors.email = 'emailInvalid';
  return {
    errors,
    columns: {
      name,
      slug,
      email,
      phone: textOrNull(input.phone),
      description: textOrNull(input.description),
      details: textOrNull(input.details),
      // Only when sent: a client that knows only the English fields keeps the stored translations.
      ...(input.translations ? { translations: storedTranslations(CITY_TEXT, input.translations) } : {}),
      map_link: textOrNull(input.map_link),
      images: JSON.stringify((input.images ?? []).map((s) => s.trim()).filter(Boolean)),
    },
  };
}

/**
 * Checks the city, then creates it (`id` undefined) or writes it as a new version (onto
 * `expected_updated_at` when given). InvalidError, NotFoundError, ConflictError('changedMeanwhile').
 */
export async function saveCity(db: Executor, input: CityInput, id?: number): Promise<City> {
  const { errors, columns } = cityColumns(input);
  try {
    return await inTransaction(db, async (trx) => {
      if (!errors.slug && columns.slug && (await slugTaken(trx, columns.slug, id))) errors.slug = 'slugTaken';
      if (Object.keys(errors).length > 0) throw new InvalidError<Key>(errors);
      if (id === undefined) {
        const now = new Date().toISOString();
        return insertCity(trx, { ...columns, created_at: now, updated_at: now });
      }
      return writtenRow(await updateCity(trx, id, columns, input.expected_updated_at));
    });
  } catch (error) {
    // Two saves of one new slug at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw new InvalidError<Key>({ slug: 'slugTaken' });
    throw error;
  }
}

export async function deleteCity(db: Executor, id: number): Promise<void> {
  if (!(await inTransaction(db, (trx) => deleteCityRow(trx, id)))) throw new NotFoundError();
}
