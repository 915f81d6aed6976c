import type { components } from '../../../contract/generated/openapi.gen';
import { STATUSES, type InquiryRow } from './repository';

export function toApiInquiry(row: InquiryRow): components['schemas']['Inquiry'] {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    title: row.title,
    message: row.message,
    // A row edited by hand with an unknown status still serialises (as "new") instead of failing.
    status: STATUSES.includes(row.status) ? row.status : 'new',
    notes: row.notes,
    service: row.service_id !== null && row.service_title !== null ? { id: row.service_id, title: row.service_title } : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Laravel's paginator fields; an empty result still has one (empty) page. */
export const pageMeta = (page: number, perPage: number, total: number): components['schemas']['PageMeta'] => ({
  current_page: page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});
