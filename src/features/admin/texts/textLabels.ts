import type { TextLogStatus } from '../../../api/officeApi';
import type { MessageId } from '../../../i18n/messages';

type Color = 'default' | 'info' | 'success' | 'warning' | 'error';

/** A text's place in the log: its label and the colour of its chip. */
export const LOG_STATUS: Record<TextLogStatus, { labelId: MessageId; color: Color }> = {
  queued: { labelId: 'admin.texts.status.queued', color: 'info' },
  waiting: { labelId: 'admin.texts.status.waiting', color: 'warning' },
  sent: { labelId: 'admin.texts.status.sent', color: 'default' },
  delivered: { labelId: 'admin.texts.status.delivered', color: 'success' },
  failed: { labelId: 'admin.texts.status.failed', color: 'error' },
  dropped: { labelId: 'admin.texts.status.dropped', color: 'default' },
  received: { labelId: 'admin.texts.status.received', color: 'info' },
};

export const LOG_STATUSES = Object.keys(LOG_STATUS) as TextLogStatus[];

/** What a text was about (sent) or taken as (received); a kind not listed shows as stored. */
const KIND: Record<string, MessageId> = {
  phone_code: 'admin.texts.kind.phoneCode',
  lesson_booked: 'admin.texts.kind.lessonBooked',
  lesson_moved: 'admin.texts.kind.lessonMoved',
  lesson_cancelled: 'admin.texts.kind.lessonCancelled',
  lesson_reminder: 'admin.texts.kind.lessonReminder',
  lesson_offer: 'admin.texts.kind.lessonOffer',
  seat_offer: 'admin.texts.kind.seatOffer',
  certificate: 'admin.texts.kind.certificate',
  office_reply: 'admin.texts.kind.officeReply',
  stop: 'admin.texts.kind.stop',
  start: 'admin.texts.kind.start',
  help: 'admin.texts.kind.help',
  confirm: 'admin.texts.kind.confirm',
  cancel: 'admin.texts.kind.cancel',
  accept: 'admin.texts.kind.accept',
  refused: 'admin.texts.kind.refused',
  unknown: 'admin.texts.kind.unknown',
};

export const kindLabel = (kind: string | null, t: (id: MessageId) => string) => (kind ? (KIND[kind] ? t(KIND[kind]) : kind) : '');

/**
 * An outbound text's status in the thread: the outbox's (`pending`, `sent`…) until Twilio reports
 * the carrier's (`delivered`, `undelivered`…), shown with the log's words.
 */
export function threadStatus(status: string | null): TextLogStatus | null {
  switch (status) {
    case 'pending':
    case 'sending':
    case 'queued':
    case 'accepted':
      return 'queued';
    case 'sent':
      return 'sent';
    case 'delivered':
      return 'delivered';
    case 'failed':
      return 'failed';
    case 'dropped':
    case 'undelivered':
      return 'dropped';
    default:
      return null;
  }
}
