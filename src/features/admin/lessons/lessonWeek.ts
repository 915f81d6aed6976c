import type { LocalDate } from '../../../api/signedInApi';
import type { AdminHeldSlot, AdminLesson, AdminLessonWeek, TimeSpan } from '../../../api/officeApi';
import { addDays, torontoInstant, torontoMoment } from '../../../contract/torontoTime';

/** What a block of the week shows: a lesson, published hours still free, or a slot held for the cancellation list. */
export type WeekBlock =
  { kind: 'lesson'; span: TimeSpan; lesson: AdminLesson } | { kind: 'free'; span: TimeSpan } | { kind: 'held'; span: TimeSpan; held: AdminHeldSlot };

/** A block inside its day, in Toronto wall-clock minutes from midnight (a block crossing midnight is cut at it). */
export interface PlacedBlock {
  block: WeekBlock;
  from: number;
  to: number;
}

/**
 * The hours a day's cell spans: the school keeps no opening hours, so the week shows 08:00–18:00
 * and widens to whole hours around whatever the instructors publish or teach outside them.
 */
export interface DayHours {
  from: number;
  to: number;
}

const DEFAULT_HOURS: DayHours = { from: 8 * 60, to: 18 * 60 };
const DAY_MINUTES = 24 * 60;

const minutesOf = (instant: string) => {
  const [hours, minutes] = torontoMoment(new Date(instant)).time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The seven days of the week starting `monday`. */
export const weekDays = (monday: LocalDate): LocalDate[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** An instructor's blocks of the week, in start order. */
export function blocksOf(row: AdminLessonWeek['instructors'][number]): WeekBlock[] {
  return [
    ...row.lessons.map((lesson): WeekBlock => ({ kind: 'lesson', span: lesson, lesson })),
    ...row.free.map((span): WeekBlock => ({ kind: 'free', span })),
    ...row.held.map((held): WeekBlock => ({ kind: 'held', span: held, held })),
  ].sort((a, b) => a.span.starts_at.localeCompare(b.span.starts_at));
}

/** The blocks that fall on `day`, placed in Toronto minutes (cut at the day's midnights). */
export function placeOnDay(blocks: readonly WeekBlock[], day: LocalDate): PlacedBlock[] {
  const start = torontoInstant(day, '00:00').toISOString();
  const end = torontoInstant(addDays(day, 1), '00:00').toISOString();
  return blocks
    .filter((b) => b.span.starts_at < end && b.span.ends_at > start)
    .map((block) => ({
      block,
      from: block.span.starts_at <= start ? 0 : minutesOf(block.span.starts_at),
      to: block.span.ends_at >= end ? DAY_MINUTES : minutesOf(block.span.ends_at),
    }))
    .filter((placed) => placed.to > placed.from);
}

/** The hours every day's cell spans: the default day, widened to whole hours around every block. */
export function dayHoursOf(placed: readonly PlacedBlock[]): DayHours {
  let { from, to } = DEFAULT_HOURS;
  for (const p of placed) {
    from = Math.min(from, Math.floor(p.from / 60) * 60);
    to = Math.max(to, Math.ceil(p.to / 60) * 60);
  }
  return { from, to };
}

/** Where a block sits in its cell, in percent of the day's hours from the cell's start edge. */
export function position(placed: PlacedBlock, hours: DayHours): { start: number; size: number } {
  const length = hours.to - hours.from;
  return { start: ((placed.from - hours.from) / length) * 100, size: ((placed.to - placed.from) / length) * 100 };
}

/** A place the grid's focus can be: a cell (`block` −1) or one of its blocks. Row 0 is the days' header, column 0 the instructors'. */
export interface GridPlace {
  row: number;
  col: number;
  block: number;
}

/**
 * Where a key moves the grid's focus (the WAI-ARIA grid pattern), `blocks[row][col]` being the
 * number of blocks of each cell. Within a row, focus runs through each cell, then its blocks in
 * time order, then the next cell: the key toward the end of the line (ArrowRight, ArrowLeft in a
 * right-to-left page) goes later, the other earlier; Home and End go to the row's first and last
 * place, with Ctrl the grid's. Up and down go to the cell of the same day in the next row. Null:
 * not a key of the grid.
 */
export function moveInGrid(blocks: readonly (readonly number[])[], from: GridPlace, key: string, options: { rtl: boolean; ctrl: boolean }): GridPlace | null {
  const line = (row: number) =>
    blocks[row].flatMap((count, col) => [{ row, col, block: -1 }, ...Array.from({ length: count }, (_, block) => ({ row, col, block }))]);
  const row = line(from.row);
  const here = row.findIndex((p) => p.col === from.col && p.block === from.block);
  const later = options.rtl ? 'ArrowLeft' : 'ArrowRight';
  const earlier = options.rtl ? 'ArrowRight' : 'ArrowLeft';
  const last = blocks.length - 1;
  switch (key) {
    case later:
      return row[Math.min(here + 1, row.length - 1)];
    case earlier:
      return row[Math.max(here - 1, 0)];
    case 'ArrowDown':
      return { row: Math.min(from.row + 1, last), col: from.col, block: -1 };
    case 'ArrowUp':
      return { row: Math.max(from.row - 1, 0), col: from.col, block: -1 };
    case 'Home':
      return options.ctrl ? { row: 0, col: 0, block: -1 } : row[0];
    case 'End':
      return options.ctrl ? line(last).at(-1)! : row[row.length - 1];
    default:
      return null;
  }
}
