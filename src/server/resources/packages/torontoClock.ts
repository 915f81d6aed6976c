import type { LocalMoment } from './repository';

/*
 * Class dates and times are Toronto wall-clock text (`YYYY-MM-DD`, `HH:MM`), so "has it started"
 * compares them with Toronto's own date and time now, whatever the server's time zone.
 */
const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Toronto's date and time (to the minute) at an instant. */
export function torontoMoment(now: Date = new Date()): LocalMoment {
  const part = Object.fromEntries(wallClock.formatToParts(now).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}
