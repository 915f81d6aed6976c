import { torontoInstant, torontoMoment } from '../../contract/torontoTime';

/**
 * The hours no text goes out, in Toronto's wall-clock time (`HH:MM`): from `start` to `end` the
 * next morning (21:00–08:00 by default, SMS_QUIET_HOURS). A text due then waits in the outbox.
 */
export interface QuietHours {
  start: string;
  end: string;
}

/** The calendar day after `date` (YYYY-MM-DD). */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export const DEFAULT_QUIET_HOURS: QuietHours = { start: '21:00', end: '08:00' };

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
    if (time >= quiet.start) return torontoInstant(nextDay(date), quiet.end);
    if (time < quiet.end) return torontoInstant(date, quiet.end);
    return at;
  }
  return time >= quiet.start && time < quiet.end ? torontoInstant(date, quiet.end) : at;
}

/** SMS_QUIET_HOURS (`21:00-08:00`; `off` for none): anything else stops the start. */
export function parseQuietHours(value: string | undefined): QuietHours {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_QUIET_HOURS;
  if (text.toLowerCase() === 'off') return { start: '00:00', end: '00:00' };
  const match = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) throw new Error(`SMS_QUIET_HOURS: "${value}" is not HH:MM-HH:MM (such as 21:00-08:00) or off`);
  return { start: `${match[1]}:${match[2]}`, end: `${match[3]}:${match[4]}` };
}
