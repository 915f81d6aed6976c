import type { components } from '../../../contract/generated/openapi.gen';
import type { ContentItem } from '../../db/schema';
import { InvalidError, NotFoundError, type Executor } from '../../domain/errors';
import { priceErrors } from '../../domain/prices';
import { OFFER_TEXT, storedTranslations } from '../../domain/translations';
import { inTransaction } from '../../domain/transaction';
import { writtenRow } from '../../domain/versionedWrite';
import type { m } from './messages';
import { deleteContent as deleteContentRow, insertContent, updateContent as updateContentRow } from './repository';

type ContentInput = components['schemas']['ContentInput'];
type ContentBody = components['schemas']['ContentBody'];
type ContentType = components['schemas']['ContentType'];
type Key = Parameters<typeof m>[1];
type FieldKeys = Partial<Record<string, Key>>;

export { listContent } from './repository';

/** The default key: the lower-cased title with spaces turned into underscores. */
export const keyFromTitle = (title: string) => title.trim().toLowerCase().replace(/\s+/g, '_');

const clean = (value: string | null | undefined) => value?.trim() ?? '';

/**
 * Keeps only the fields of the item's type (an offer switched to a review drops its price), trimmed;
 * details one a line, empty ones dropped. Blank required fields and prices that are not amounts
 * are reported per field.
 */
function cleanBody(type: ContentType, body: ContentBody, errors: FieldKeys): ContentBody {
  if (type === 'offer') {
    const price = clean(body.price);
    const originalPrice = clean(body.original_price) || null;
    Object.assign(errors, priceErrors(price, originalPrice, { price: 'content.price', original: 'content.original_price' }));
    const details = (body.details ?? []).map((d) => d.trim()).filter(Boolean);
    return { price, original_price: originalPrice, details };
  }
  const review = { text: clean(body.text), author: clean(body.author), date: clean(body.date) };
  for (const [field, value] of Object.entries(review)) {
    if (!value) errors[`content.${field}`] = 'reviewFieldsRequired';
  }
  return { ...review, image: clean(body.image) || null, lang: body.lang ?? 'en' };
}

/** The columns to store; InvalidError for blank required fields. */
function contentColumns(input: ContentInput) {
  const errors: FieldKeys = {};
  const title = input.title.trim();
  if (!title) errors.title = 'titleRequired';
  const content = cleanBody(input.type, input.content, errors);
  if (Object.keys(errors).length > 0) throw new InvalidError<Key>(errors);
  return {
    key: input.key?.trim() || keyFromTitle(title),
    title,
    type: input.type,
    is_active: input.is_active === false ? 0 : 1,
    content: JSON.stringify(content),
    // A review is shown as its author wrote it: it has no translations. An offer's are stored
    // only when sent, so a client that knows only the English fields keeps them.
    ...(input.type === 'review' ? { translations: '{}' } : input.translations ? { translations: storedTranslations(OFFER_TEXT, input.translations) } : {}),
  };
}

export async function createContent(db: Executor, input: ContentInput): Promise<ContentItem> {
  const columns = contentColumns(input);
  const now = new Date().toISOString();
  return inTransaction(db, (trx) => insertContent(trx, { ...columns, created_at: now, updated_at: now }));
}

/** Writes the item as a new version (onto `expected_updated_at` when given): NotFoundError, ConflictError('changedMeanwhile'). */
export async function updateContent(db: Executor, id: number, input: ContentInput): Promise<ContentItem> {
  const columns = contentColumns(input);
  return writtenRow(await inTransaction(db, (trx) => updateContentRow(trx, id, columns, input.expected_updated_at)));
}

export async function deleteContent(db: Executor, id: number): Promise<void> {
  if (!(await inTransaction(db, (trx) => deleteContentRow(trx, id)))) throw new NotFoundError();
}
