/*
 * Calendar arithmetic in America/Toronto, where the school is, for the server and the web alike:
 * "today" and "this month" are Toronto's, whatever the machine's own time zone; class dates are
 * Toronto wall-clock text (`YYYY-MM-DD`, `HH:MM`), turned into instants here. Timestamps are
 * stored as UTC ISO text, so every Toronto day or month becomes a half-open UTC range [start,
 * end) to compare with. Offsets come from Intl (the ICU time-zone data), so daylight-saving
 * changes are handled. The one formatter is made when first needed: a page that shows no date
 * pays nothing for it while it starts.
 */

/** The school's time zone: dates are shown as they are in Kingston, whatever the reader's clock. */
export const TIME_ZONE = 'America/Toronto';

let parts: Intl.DateTimeFormat | undefined;
const wallClockParts = () =>
  (parts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }));

export interface LocalDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

function localFields(instant: number) {
  const out: Record<string, number> = {};
  for (const p of wallClockParts().formatToParts(new Date(instant))) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** Toronto's offset from UTC at an instant, in ms (e.g. −5 h in winter, −4 h in summer). */
function offsetAt(instant: number): number {
  const f = localFields(instant);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant of Toronto midnight starting `date` (month/day may overflow: Date.UTC normalises). */
export function torontoMidnight(date: LocalDate): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day);
  // The offset at the guess may differ from the one at the answer across a DST change; a second
  // pass settles it (midnight itself is never skipped or repeated in Toronto: changes are at 2 am).
  let instant = guess - offsetAt(guess);
  instant = guess - offsetAt(instant);
  return new Date(instant);
}

/** The Toronto calendar date of an instant. */
export function torontoDate(now: Date = new Date()): LocalDate {
  const f = localFields(now.getTime());
  return { year: f.year, month: f.month, day: f.day };
}

export interface UtcRange {
  start: string;
  end: string;
}

const iso = (d: Date) => d.toISOString();
const pad = (n: number) => String(n).padStart(2, '0');

/** Today in Toronto as a UTC range (23 or 25 hours long on DST change days). */
export function torontoDayRange(now: Date = new Date()): UtcRange {
  const d = torontoDate(now);
  return { start: iso(torontoMidnight(d)), end: iso(torontoMidnight({ ...d, day: d.day + 1 })) };
}

export interface MonthRange extends UtcRange {
  /** YYYY-MM */
  month: string;
}

/** The Toronto month `offset` months from the current one (0 = this month, −1 = last month). */
export function torontoMonthRange(offset: number, now: Date = new Date()): MonthRange {
  const d = torontoDate(now);
  const first = new Date(Date.UTC(d.year, d.month - 1 + offset, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  return {
    month: `${year}-${String(month).padStart(2, '0')}`,
    start: iso(torontoMidnight({ year, month, day: 1 })),
    end: iso(torontoMidnight({ year, month: month + 1, day: 1 })),
  };
}

/** The last `count` Toronto months, oldest first, ending with the current one. */
export function lastTorontoMonths(count: number, now: Date = new Date()): MonthRange[] {
  return Array.from({ length: count }, (_, i) => torontoMonthRange(i - count + 1, now));
}

/** A Toronto wall-clock moment, as class dates are stored: `YYYY-MM-DD` and `HH:MM`. */
export interface LocalMoment {
  date: string;
  time: string;
}

/** Toronto's date and time (to the minute) at an instant. */
export function torontoMoment(now: Date = new Date()): LocalMoment {
  const f = localFields(now.getTime());
  return { date: `${f.year}-${pad(f.month)}-${pad(f.day)}`, time: `${pad(f.hour)}:${pad(f.minute)}` };
}

/** The instant Toronto's clocks read `date` (YYYY-MM-DD) at `time` (HH:MM). */
export function torontoInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  // Guess with the offset at the wanted reading, then correct once with the offset at the guess
  // (they differ only within hours of a DST change).
  const guess = wanted - offsetAt(wanted);
  return new Date(wanted - offsetAt(guess));
}

const instantOf = (instant: Date | string) => (typeof instant === 'string' ? new Date(instant) : instant);

/** The Toronto calendar day (`YYYY-MM-DD`) of an instant. */
export function torontoDay(instant: Date | string = new Date()): string {
  return torontoMoment(instantOf(instant)).date;
}

/**
 * An instant as ISO 8601 in Toronto's time with that moment's offset (2026-11-24T09:15:00-05:00,
 * 2026-07-14T09:15:00-04:00): the time the screens show, which a spreadsheet or another program
 * still reads as the exact instant, on either side of a daylight-saving change.
 */
export function torontoIsoTime(instant: Date | string): string {
  const time = instantOf(instant).getTime();
  const f = localFields(time);
  const minutes = Math.round(offsetAt(time) / 60_000);
  const abs = Math.abs(minutes);
  const wall = `${f.year}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}`;
  return `${wall}${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

// Around New Year, Toronto is always on standard time, five hours behind UTC (its daylight time
// runs from March to November).
const NEW_YEAR_OFFSET_MS = 5 * 60 * 60 * 1000;

/**
 * The Toronto year of an instant. Only the hours around New Year can differ from UTC's, and then
 * the offset is fixed: no formatter (and its time-zone rules) is made for it while a page starts.
 */
export function torontoYear(date: Date = new Date()): number {
  return new Date(date.getTime() - NEW_YEAR_OFFSET_MS).getUTCFullYear();
}

/** The calendar day (`YYYY-MM-DD`) `days` after `date` (before it when negative). */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The weekday of a calendar day (0 is Sunday). */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The Monday of the week holding a calendar day (`YYYY-MM-DD`). Weeks start on Monday, as ISO 8601
 * and Canada's federal standard (CAN/CSA-Z234.5) have it: an office plans its working days
 * together, the weekend at the end of the week rather than split across two.
 */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}
