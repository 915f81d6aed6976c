import type { components } from '../../../contract/generated/openapi.gen';
import { parseStringList } from '../../db/storedList';
import type { Service } from '../../db/schema';
import { SERVICE_TEXT, parseTranslations } from '../../domain/translations';

export function toApiService(row: Service): components['schemas']['Service'] {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    original_price: row.original_price,
    features: parseStringList(row.features),
    translations: parseTranslations(SERVICE_TEXT, row.translations),
    icon: row.icon,
    category: row.category,
    is_active: row.is_active === 1,
    sort_order: row.sort_order,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
