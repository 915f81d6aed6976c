import type { InquiryStatus } from '../../api';
import type { MessageId } from '../../i18n/messages';

export const STATUSES: InquiryStatus[] = ['new', 'in_progress', 'completed', 'cancelled'];

/** How each inquiry status is shown wherever it appears (dashboard badges, the inquiries table, filters, exports). */
export const INQUIRY_STATUS: Record<InquiryStatus, { labelId: MessageId; color: 'info' | 'warning' | 'success' | 'default' }> = {
  new: { labelId: 'admin.status.new.option', color: 'info' },
  in_progress: { labelId: 'admin.status.inProgress.option', color: 'warning' },
  completed: { labelId: 'admin.status.completed.option', color: 'success' },
  cancelled: { labelId: 'admin.status.cancelled.option', color: 'default' },
};

export const isStatus = (value: string | null): value is InquiryStatus => STATUSES.includes(value as InquiryStatus);
