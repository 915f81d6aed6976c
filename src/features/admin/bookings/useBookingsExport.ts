import { useIntl } from 'react-intl';
import { type AdminBooking, officeApi } from '../../../api/officeApi';
import { formatCents, formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { useAppDispatch } from '../../../state/hooks';
import { downloadCsv, type CsvColumn } from '../shared/csv';
import { usePagedExport } from '../shared/usePagedExport';
import type { BookingFilter } from './bookingFilter';
import { BOOKING_STATUS, RECEIVED_BY } from '../shared/bookingStatus';
import { classDateText } from '../shared/classDate';
import { EXPORT_TIME } from './exportFormat';

/** The largest page the API serves (openapi: per_page maximum). */
const EXPORT_PAGE_SIZE = 100;

/**
 * Exports every booking of the current filters as CSV — headers, statuses and methods in the
 * admin's language, amounts from cents, times in Toronto. Pages by id, so bookings made during the
 * export do not shift the pages. Resolves to the number exported; throws the failed call's error.
 */
export function useBookingsExport() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const dispatch = useAppDispatch();
  const { collect, exporting, progress } = usePagedExport();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const money = (cents: number) => formatCents(cents, locale);
  const time = (value: string | null) => (value ? formatDate(value, locale, EXPORT_TIME) : '');

  const columns: CsvColumn<AdminBooking>[] = [
    { header: t('admin.bookings.number'), value: (b) => b.id },
    { header: t('admin.bookings.created'), value: (b) => time(b.created_at) },
    { header: t('admin.bookings.statusLabel'), value: (b) => t(BOOKING_STATUS[b.status].labelId) },
    { header: t('admin.bookings.studentName'), value: (b) => b.student.name },
    { header: t('admin.bookings.email'), value: (b) => b.student.email },
    { header: t('admin.bookings.phone'), value: (b) => b.student.phone },
    { header: t('admin.bookings.package'), value: (b) => b.package.name[locale] },
    { header: t('admin.bookings.classDate'), value: (b) => (b.package_date ? classDateText(b.package_date, locale) : '') },
    { header: t('admin.bookings.subtotal'), value: (b) => money(b.subtotal_cents) },
    { header: t('admin.bookings.hstTotal'), value: (b) => money(b.hst_cents) },
    { header: t('admin.bookings.total'), value: (b) => money(b.total_cents) },
    { header: t('admin.bookings.partner'), value: (b) => b.partner?.name ?? b.discount?.partner_name },
    { header: t('admin.bookings.paidAt'), value: (b) => time(b.paid_at) },
    { header: t('admin.bookings.receivedBy'), value: (b) => (b.received_by ? t(RECEIVED_BY[b.received_by]) : '') },
    { header: t('admin.bookings.reference'), value: (b) => b.payment_reference },
    { header: t('admin.bookings.receipt'), value: (b) => b.receipt?.number },
    { header: t('admin.bookings.creditNotes'), value: (b) => b.credit_notes.map((note) => note.number).join(' ') },
    { header: t('admin.bookings.cancelledAt'), value: (b) => time(b.cancelled_at) },
    { header: t('admin.bookings.refundedAt'), value: (b) => time(b.refunded_at) },
    { header: t('admin.bookings.reason'), value: (b) => b.cancel_reason },
  ];

  const exportCsv = async (filter: BookingFilter): Promise<number> => {
    const rows = await collect(async (page) => {
      const request = dispatch(
        officeApi.endpoints.listAdminBookings.initiate({ ...filter, page, perPage: EXPORT_PAGE_SIZE, sort: 'id' }, { subscribe: false, forceRefetch: true }),
      );
      const { data, error } = await request;
      if (error || !data) throw error ?? new Error('No data');
      return data;
    });
    downloadCsv(rows, columns, 'bookings');
    return rows.length;
  };

  return { exportCsv, exporting, progress };
}
