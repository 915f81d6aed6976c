import type { LessonStatus } from '../../../api/signedInApi';
import type { MessageId } from '../../../i18n/messages';

/** How each lesson status is shown to the office. */
export const LESSON_STATUS: Record<LessonStatus, { labelId: MessageId; color: 'info' | 'success' | 'warning' | 'default' }> = {
  booked: { labelId: 'admin.lessons.status.booked', color: 'info' },
  completed: { labelId: 'admin.lessons.status.completed', color: 'success' },
  no_show: { labelId: 'admin.lessons.status.noShow', color: 'warning' },
  cancelled: { labelId: 'admin.lessons.status.cancelled', color: 'default' },
};
