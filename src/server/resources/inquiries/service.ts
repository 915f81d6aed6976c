import type { InquiryQuery, InquiryRow } from './repository';
import { STATUSES, type InquiryStatus } from './repository';

export interface InquiryInput {
  name: string;
  email: string;
  phone?: string | null;
  title?: string | null;
  message?: string | null;
  service_id?: number | null;
}

export interface ListQuery {
  status?: InquiryStatus;
  search?: string;
  page: number;
  per_page: number;
  sort: `${'' | '-'}${InquiryQuery['sort']['column']}`;
}

/** Optional text: trimmed, blank stored as null. */
export const textOrNull = (value: string | null | undefined) => value?.trim() || null;

export function toApiInquiry(row: InquiryRow) {
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

/** `-created_at` → created_at descending. */
export function parseSort(sort: ListQuery['sort']): InquiryQuery['sort'] {
  const desc = sort.startsWith('-');
  return { column: (desc ? sort.slice(1) : sort) as InquiryQuery['sort']['column'], direction: desc ? 'desc' : 'asc' };
}

/** Laravel's paginator fields; an empty result still has one (empty) page. */
export const pageMeta = (page: number, perPage: number, total: number) => ({
  current_page: page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});
