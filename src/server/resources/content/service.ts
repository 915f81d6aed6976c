import type { FastifyRequest } from 'fastify';
import type { ContentItem, ContentItemsTable } from '../../db/schema';
import type { FieldErrors } from '../../http/errors';
import { isWebUrl } from '../../http/validation';
import { m } from './messages';

export type ContentType = ContentItemsTable['type'];

/** The content object of an offer or a review (ContentBody in the spec). */
export interface ContentBody {
  price?: string;
  original_price?: string | null;
  details?: string[];
  text?: string;
  author?: string;
  date?: string;
  image?: string | null;
}

export interface ContentInput {
  key?: string;
  title: string;
  type: ContentType;
  is_active?: boolean;
  content: ContentBody;
  /** On update: the version the editor loaded. */
  expected_updated_at?: string;
}

/** The default key: the lower-cased title with spaces turned into underscores. */
export const keyFromTitle = (title: string) => title.trim().toLowerCase().replace(/\s+/g, '_');

/** A stored content object that is not an object (hand-edited row) reads as empty, never a 500. */
export function parseBody(text: string): ContentBody {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ContentBody) : {};
  } catch {
    return {};
  }
}

export function toApiContent(row: ContentItem) {
  const content = parseBody(row.content);
  // Rows written before addresses were checked may hold a `javascript:` image: it is never served.
  if (typeof content.image === 'string' && !isWebUrl(content.image)) content.image = null;
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    type: row.type,
    is_active: row.is_active === 1,
    content,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const clean = (value: string | null | undefined) => value?.trim() ?? '';

/**
 * Keeps only the fields of the item's type (an offer switched to a review drops its price), trimmed;
 * details one a line, empty ones dropped. Blank required fields are reported per field.
 */
function cleanBody(req: FastifyRequest, type: ContentType, body: ContentBody, errors: FieldErrors): ContentBody {
  if (type === 'offer') {
    const price = clean(body.price);
    if (!price) errors['content.price'] = [m(req, 'priceRequired')];
    const details = (body.details ?? []).map((d) => d.trim()).filter(Boolean);
    return { price, original_price: clean(body.original_price) || null, details };
  }
  const review = { text: clean(body.text), author: clean(body.author), date: clean(body.date) };
  for (const [field, value] of Object.entries(review)) {
    if (!value) errors[`content.${field}`] = [m(req, 'reviewFieldsRequired')];
  }
  return { ...review, image: clean(body.image) || null };
}

/** The columns to store, or the localised field errors. */
export function contentColumns(req: FastifyRequest, input: ContentInput) {
  const errors: FieldErrors = {};
  const title = input.title.trim();
  if (!title) errors.title = [m(req, 'titleRequired')];
  const content = cleanBody(req, input.type, input.content, errors);
  if (Object.keys(errors).length > 0) return { errors };
  return {
    columns: {
      key: input.key?.trim() || keyFromTitle(title),
      title,
      type: input.type,
      is_active: input.is_active === false ? 0 : 1,
      content: JSON.stringify(content),
    },
  };
}
