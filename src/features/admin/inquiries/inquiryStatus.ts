import type { InquiryStatus } from '../../../api';
import type { MessageId } from '../../../i18n/messages';

export const STATUSES: InquiryStatus[] = ['new', 'in_progress', 'completed', 'cancelled'];

export const STATUS_OPTION: Record<InquiryStatus, MessageId> = {
  new: 'admin.status.new.option',
  in_progress: 'admin.status.inProgress.option',
  completed: 'admin.status.completed.option',
  cancelled: 'admin.status.cancelled.option',
};

export const STATUS_COLOR: Record<InquiryStatus, 'info' | 'warning' | 'success' | 'default'> = {
  new: 'info',
  in_progress: 'warning',
  completed: 'success',
  cancelled: 'default',
};

export const isStatus = (value: string | null): value is InquiryStatus => STATUSES.includes(value as InquiryStatus);
