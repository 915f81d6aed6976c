import type { IntlShape } from 'react-intl';
import { conflictCode, conflictLimit, type ConflictCode } from '../../../api/conflictCode';
import type { CallFailure } from '../../../components/forms/useSubmit';
import type { MessageId } from '../../../i18n/messages';

const CONFLICT_TEXT: Partial<Record<ConflictCode, MessageId>> = {
  class_day_limit: 'admin.classes.conflict.dayLimit',
  full_class_day: 'admin.classes.conflict.inCarOverFullDay',
  session_overlap: 'admin.classes.conflict.overlap',
  has_attendance: 'admin.classes.conflict.hasAttendance',
  session_not_started: 'admin.classes.conflict.notStarted',
};

/** A refused session action in the office's words (the hours a day, where the rule names them). */
export function classConflictWords(intl: IntlShape, error: CallFailure | undefined): string | undefined {
  const code = conflictCode(error);
  const id = code && CONFLICT_TEXT[code];
  return id ? intl.formatMessage({ id }, { hours: conflictLimit(error) }) : undefined;
}
