import { useIntl } from 'react-intl';
import { type Inquiry } from '../../../api';
import { type ListInquiriesApiArg, officeApi } from '../../../api/officeApi';
import { INQUIRY_STATUS } from '../../../components/inquiries/inquiryStatus';
import { torontoIsoTime } from '../../../contract/torontoTime';
import type { MessageId } from '../../../i18n/messages';
import { useAppDispatch } from '../../../state/hooks';
import { downloadCsv, type CsvColumn } from '../shared/csv';
import { usePagedExport } from '../shared/usePagedExport';
import { inquiryOrigin } from '../../../components/inquiries/inquiryOrigin';

/** The largest page the API serves (openapi: per_page maximum). */
const EXPORT_PAGE_SIZE = 100;

export type ExportFilter = Pick<ListInquiriesApiArg, 'status' | 'search' | 'sort'>;

/**
 * Exports every inquiry of the current filter (all pages, not only the one on screen) as CSV,
 * with headers and statuses in the admin's language. Resolves to the number exported; throws the
 * failed call's error.
 */
export function useInquiriesExport() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { collect, exporting, progress } = usePagedExport();
  const t = (id: MessageId) => intl.formatMessage({ id });

  const columns: CsvColumn<Inquiry>[] = [
    { header: 'ID', value: (i) => i.id },
    { header: t('admin.inquiries.date'), value: (i) => torontoIsoTime(i.created_at) },
    { header: t('admin.inquiries.name'), value: (i) => i.name },
    { header: t('admin.inquiries.email'), value: (i) => i.email },
    { header: t('admin.inquiries.phone'), value: (i) => i.phone },
    { header: t('admin.inquiries.source'), value: (i) => inquiryOrigin(i, intl) },
    { header: t('admin.inquiries.subject'), value: (i) => i.title },
    { header: t('admin.inquiries.message'), value: (i) => i.message },
    { header: t('admin.inquiries.status'), value: (i) => t(INQUIRY_STATUS[i.status].labelId) },
    { header: t('admin.inquiries.notes'), value: (i) => i.notes },
  ];

  const exportCsv = async (filter: ExportFilter): Promise<number> => {
    const rows = await collect(async (page) => {
      const request = dispatch(
        officeApi.endpoints.listInquiries.initiate({ ...filter, page, perPage: EXPORT_PAGE_SIZE }, { subscribe: false, forceRefetch: true }),
      );
      const { data, error } = await request;
      if (error || !data) throw error ?? new Error('No data');
      return data;
    });
    downloadCsv(rows, columns, 'inquiries');
    return rows.length;
  };

  return { exportCsv, exporting, progress };
}
