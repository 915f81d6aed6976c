/*
 * Class dates are stored as a day and a wall-clock time in America/Toronto; deciding whether a
 * class has started, and writing calendar files, needs the UTC instant of such a wall-clock time.
 * Offsets come from Intl (ICU's time-zone data), so daylight-saving changes are handled.
 */

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Toronto',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The wall-clock reading in Toronto at `instant`, as if it were UTC (ms). */
function torontoReadingAt(instant: number): number {
  const f: Record<string, number> = {};
  for (const p of wallClock.formatToParts(new Date(instant))) if (p.type !== 'literal') f[p.type] = Number(p.value);
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute);
}

/** The instant Toronto's clocks read `date` (YYYY-MM-DD) at `time` (HH:MM). */
export function torontoInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  // Guess with the offset at the wanted reading, then correct once with the offset at the guess
  // (they differ only within hours of a DST change).
  let instant = wanted - (torontoReadingAt(wanted) - wanted);
  instant = wanted - (torontoReadingAt(instant) - instant);
  return new Date(instant);
}
