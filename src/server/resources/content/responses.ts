import type { components } from '../../../contract/generated/openapi.gen';
import type { ContentItem } from '../../db/schema';
import { OFFER_TEXT, parseTranslations } from '../../domain/translations';
import { isWebUrl } from '../../../contract/webUrl';

type ContentBody = components['schemas']['ContentBody'];

/** A stored content object that is not an object (hand-edited row) reads as empty, never a 500. */
function parseBody(text: string): ContentBody {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ContentBody) : {};
  } catch {
    return {};
  }
}

export function toApiContent(row: ContentItem): components['schemas']['ContentItem'] {
  const content = parseBody(row.content);
  // Rows written before addresses were checked may hold a `javascript:` image: it is never served.
  if (typeof content.image === 'string' && !isWebUrl(content.image)) content.image = null;
  if (row.type === 'review' && !content.lang) content.lang = 'en';
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    type: row.type,
    is_active: row.is_active === 1,
    content,
    translations: parseTranslations(OFFER_TEXT, row.translations),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
