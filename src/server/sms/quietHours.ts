import { addDays, torontoInstant, torontoMoment } from '../../contract/torontoTime';
import type { Executor } from '../domain/errors';

/**
 * The hours no text goes out, in Toronto's wall-clock time (`HH:MM`): from `start` to `end` the
 * next morning (21:00–08:00 by default). A text due then waits in the outbox. A setting of the
 * school's, changed from the admin's Settings screen (migration 0034).
 */
export interface QuietHours {
  start: string;
  end: string;
}

/**
 * The first instant at or after `at` a text may go out: `at` itself outside the quiet hours, else
 * the end of the quiet hours it falls in (the same morning, or the next one after `start`).
 * A window that does not cross midnight (`01:00-05:00`) works the same way.
 */
export function nextSendable(at: Date, quiet: QuietHours): Date {
  if (quiet.start === quiet.end) return at;
  const { date, time } = torontoMoment(at);
  const crossesMidnight = quiet.start > quiet.end;
  if (crossesMidnight) {
    if (time >= quiet.start) return torontoInstant(addDays(date, 1), quiet.end);
    if (time < quiet.end) return torontoInstant(date, quiet.end);
    return at;
  }
  return time >= quiet.start && time < quiet.end ? torontoInstant(date, quiet.end) : at;
}

/** The school's quiet hours as set now (school_settings; 21:00–08:00 until the office sets others). */
export async function readQuietHours(db: Executor): Promise<QuietHours> {
  const row = await db.selectFrom('school_settings').select(['sms_quiet_start', 'sms_quiet_end']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { start: row.sms_quiet_start, end: row.sms_quiet_end };
}
