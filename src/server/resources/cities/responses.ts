import type { components } from '../../../contract/generated/openapi.gen';
import { parseStringList } from '../../db/storedList';
import type { City } from '../../db/schema';
import { CITY_TEXT, parseTranslations } from '../../domain/translations';
import { isWebUrl } from '../../../contract/webUrl';

export function toApiCity(row: City): components['schemas']['City'] {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    email: row.email,
    phone: row.phone,
    description: row.description,
    details: row.details,
    translations: parseTranslations(CITY_TEXT, row.translations),
    // Rows written before addresses were checked may hold a `javascript:` link: it is never served.
    map_link: row.map_link && isWebUrl(row.map_link) ? row.map_link : null,
    images: parseStringList(row.images).filter(isWebUrl),
    updated_at: row.updated_at,
  };
}
