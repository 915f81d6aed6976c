import type { ListAdminBookingsApiArg } from '../../../api/officeApi';

export type BookingSort = NonNullable<ListAdminBookingsApiArg['sort']>;
export type SortField = 'id' | 'created_at' | 'class_date' | 'student' | 'total_cents' | 'status';

const SORTS: BookingSort[] = [
  'created_at',
  '-created_at',
  'id',
  '-id',
  'class_date',
  '-class_date',
  'student',
  '-student',
  'total_cents',
  '-total_cents',
  'status',
  '-status',
];

export const DEFAULT_SORT: BookingSort = '-created_at';

/** The sort written in the URL, or the default for anything else. */
export const sortFrom = (value: string | null): BookingSort => SORTS.find((sort) => sort === value) ?? DEFAULT_SORT;

/** The sort after a click on a column's header: that column ascending, or flipped when it already sorts. */
export function nextSort(current: BookingSort, field: SortField): BookingSort {
  const next = current === field ? `-${field}` : field;
  return SORTS.find((sort) => sort === next) ?? DEFAULT_SORT;
}
