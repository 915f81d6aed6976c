import type { ListAdminBookingsApiArg } from '../../../api/officeApi';
import { isBookingStatus } from '../shared/bookingStatus';

export type BookingFilter = Pick<ListAdminBookingsApiArg, 'status' | 'packageId' | 'packageDateId' | 'paid' | 'bookedFrom' | 'bookedTo' | 'search'>;

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2147483647 ? n : undefined;
};
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/**
 * The list's filters as the URL keeps them (`status`, `package`, `date`, `paid=yes|no`, `from`, `to`,
 * `search`); anything unreadable is no filter rather than a refused call.
 */
export function filterFromParams(params: URLSearchParams): BookingFilter {
  const status = params.get('status');
  const paid = params.get('paid');
  return {
    status: isBookingStatus(status) ? status : undefined,
    packageId: positive(params.get('package')),
    packageDateId: positive(params.get('date')),
    paid: paid === 'yes' ? true : paid === 'no' ? false : undefined,
    bookedFrom: day(params.get('from')),
    bookedTo: day(params.get('to')),
    search: params.get('search')?.trim() || undefined,
  };
}
