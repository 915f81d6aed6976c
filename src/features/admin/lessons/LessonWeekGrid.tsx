import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { LocalDate } from '../../../api/signedInApi';
import type { AdminLesson, AdminLessonWeek } from '../../../api/officeApi';
import { torontoDay } from '../../../contract/torontoTime';
import { formatDate } from '../../../i18n/format';
import { directionOf, type Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { clockText, lessonHoursText } from './lessonDay';
import { LESSON_STATUS } from './lessonStatus';
import { blocksOf, dayHoursOf, moveInGrid, placeOnDay, position, weekDays, type GridPlace, type PlacedBlock, type WeekBlock } from './lessonWeek';
import { WeekLegend, blockLook } from './WeekLegend';

interface LessonWeekGridProps {
  week: AdminLessonWeek;
  /** Enter (or a click) on a lesson. */
  onOpen: (lesson: AdminLesson) => void;
  /** Enter (or a click) on free hours: a booking for that instructor and day. */
  onBook: (day: LocalDate, instructorId: number) => void;
  /** Enter (or a click) on a held slot: the cancellation list that holds it. */
  onHeld: () => void;
}

const keyOf = (p: GridPlace) => `${p.row}:${p.col}:${p.block}`;
const hourText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:00`;

/**
 * The week at a glance: instructors as rows, the seven days as columns, and in each day's cell its
 * lessons, free published hours and held slots placed by time of day (the day's start at the
 * cell's start edge, so Arabic runs right to left). A WAI-ARIA grid with one tab stop (roving
 * tabindex): arrows move through cells and blocks, Home / End, Enter acts on a block.
 *
 * On a phone the grid scrolls sideways with the instructors' column held in place, rather than
 * stacking the days: the time-of-day positions and the keyboard model stay the same at every width,
 * and the day list beside it already is the per-day list.
 */
export function LessonWeekGrid({ week, onOpen, onBook, onHeld }: LessonWeekGridProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const rtl = directionOf(locale) === 'rtl';
  const helpId = useId();
  const days = weekDays(week.from);
  const today = torontoDay();
  const rows = week.instructors.map((row) => {
    const blocks = blocksOf(row);
    return { row, cells: days.map((day) => placeOnDay(blocks, day)) };
  });
  const hours = dayHoursOf(rows.flatMap((r) => r.cells.flat()));
  // Row 0 is the days' header; column 0 the instructors'.
  const counts = [Array<number>(8).fill(0), ...rows.map((r) => [0, ...r.cells.map((cell) => cell.length)])];
  const [active, setActive] = useState<GridPlace>({ row: 0, col: 0, block: -1 });
  // Live updates may take away the focused block or row: the tab stop falls back to what still exists.
  const stopRow = Math.min(active.row, counts.length - 1);
  const stop: GridPlace = { row: stopRow, col: active.col, block: active.block < counts[stopRow][active.col] ? active.block : -1 };
  const elements = useRef(new Map<string, HTMLElement>());
  const ref = (place: GridPlace) => (element: HTMLElement | null) => {
    if (element) elements.current.set(keyOf(place), element);
    else elements.current.delete(keyOf(place));
  };
  const focusable = (place: GridPlace) => ({
    tabIndex: keyOf(place) === keyOf(stop) ? 0 : -1,
    ref: ref(place),
    // A block's focus bubbles through its cell: only the element itself becomes the tab stop.
    onFocus: (event: FocusEvent) => event.target === event.currentTarget && setActive(place),
  });

  const act = (block: WeekBlock, day: LocalDate, instructorId: number) => {
    if (block.kind === 'lesson') onOpen(block.lesson);
    else if (block.kind === 'free') onBook(day, instructorId);
    else onHeld();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveInGrid(counts, stop, event.key, { rtl, ctrl: event.ctrlKey || event.metaKey });
    if (!next) return;
    event.preventDefault();
    setActive(next);
    elements.current.get(keyOf(next))?.focus();
  };

  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const when = (block: WeekBlock) =>
    `${formatDate(block.span.starts_at, locale, { weekday: 'long', day: 'numeric', month: 'long' })}, ${lessonHoursText(block.span, locale)}`;
  const nameOf = (block: WeekBlock, instructor: string) => {
    if (block.kind === 'lesson')
      return t('admin.lessons.week.lessonBlock', {
        instructor,
        student: block.lesson.student.name,
        time: when(block),
        status: t(LESSON_STATUS[block.lesson.status].labelId),
      });
    if (block.kind === 'free') return t('admin.lessons.week.freeBlock', { instructor, time: when(block) });
    return t('admin.lessons.week.heldBlock', {
      instructor,
      time: when(block),
      student: block.held.student.name,
      until: clockText(block.held.expires_at, locale),
    });
  };

  const block = (placed: PlacedBlock, place: GridPlace, day: LocalDate, instructor: { id: number; name: string }) => {
    const { start, size } = position(placed, hours);
    const look = blockLook(placed.block);
    return (
      <Box
        key={placed.block.span.starts_at}
        component="button"
        type="button"
        aria-label={nameOf(placed.block, instructor.name)}
        title={nameOf(placed.block, instructor.name)}
        onClick={() => act(placed.block, day, instructor.id)}
        {...focusable(place)}
        // Logical offsets, inline: the browser mirrors them in a right-to-left page.
        style={{ insetInlineStart: `${start}%`, width: `${size}%` }}
        sx={[
          {
            position: 'absolute',
            top: 6,
            bottom: 6,
            minWidth: 6,
            p: 0,
            m: 0,
            borderRadius: 0.5,
            cursor: 'pointer',
            font: 'inherit',
            '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 1, zIndex: 1 },
          },
          look,
        ]}
      />
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <WeekLegend />
      <Typography id={helpId} variant="body2" color="text.secondary">
        {t('admin.lessons.week.keys')}
      </Typography>
      {/* The instructors' column stays while the days scroll under it; focus scrolls clear of it. */}
      <Box sx={{ overflowX: 'auto', scrollPaddingInlineStart: 140, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box
          component="table"
          role="grid"
          aria-label={t('admin.lessons.week.grid', { from: formatDate(week.from, locale, { dateStyle: 'long' }) })}
          aria-describedby={helpId}
          aria-rowcount={rows.length + 1}
          onKeyDown={onKeyDown}
          sx={{ width: '100%', minWidth: 980, tableLayout: 'fixed', borderCollapse: 'collapse' }}
        >
          <colgroup>
            <col style={{ width: 140 }} />
          </colgroup>
          <thead>
            <tr>
              <Box component="th" scope="col" {...focusable({ row: 0, col: 0, block: -1 })} sx={(theme) => cornerSx(theme)}>
                {t('admin.lessons.instructor')}
              </Box>
              {days.map((day, i) => (
                <Box
                  component="th"
                  scope="col"
                  key={day}
                  aria-current={day === today ? 'date' : undefined}
                  {...focusable({ row: 0, col: i + 1, block: -1 })}
                  sx={(theme) => ({ ...headSx(theme), ...(day === today ? { bgcolor: alpha(theme.palette.primary.main, 0.08) } : {}) })}
                >
                  <Box component="span" sx={{ display: 'block' }}>
                    {formatDate(day, locale, { weekday: 'short', day: 'numeric', month: 'short' })}
                  </Box>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 400, fontSize: '0.7rem', color: 'text.secondary' }}
                  >
                    <bdi>{hourText(hours.from)}</bdi>
                    <bdi>{hourText(hours.to)}</bdi>
                  </Box>
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ row, cells }, r) => (
              <tr key={row.instructor.id}>
                <Box component="th" scope="row" {...focusable({ row: r + 1, col: 0, block: -1 })} sx={(theme) => ({ ...cornerSx(theme), fontWeight: 600 })}>
                  <bdi>{row.instructor.name}</bdi>
                </Box>
                {cells.map((placed, c) => (
                  <Box
                    component="td"
                    // Named: the accessibility tree of some engines keeps a grid's <td> a plain cell.
                    role="gridcell"
                    key={days[c]}
                    {...focusable({ row: r + 1, col: c + 1, block: -1 })}
                    sx={(theme) => ({
                      ...cellSx(theme, hours.to - hours.from),
                      ...(days[c] === today ? { bgcolor: alpha(theme.palette.primary.main, 0.04) } : {}),
                    })}
                  >
                    <Box sx={{ position: 'relative', height: 44 }}>
                      {placed.map((p, b) => block(p, { row: r + 1, col: c + 1, block: b }, days[c], row.instructor))}
                    </Box>
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}

const focusRing = (theme: Theme) => ({ '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: -3 } });

/** The instructors' column: held at the start edge while the days scroll. */
const cornerSx = (theme: Theme) => ({
  position: 'sticky' as const,
  insetInlineStart: 0,
  zIndex: 2,
  bgcolor: 'background.paper',
  textAlign: 'start' as const,
  p: 1,
  borderBottom: `1px solid ${theme.palette.divider}`,
  borderInlineEnd: `1px solid ${theme.palette.divider}`,
  overflowWrap: 'anywhere' as const,
  ...focusRing(theme),
});

const headSx = (theme: Theme) => ({
  p: 1,
  fontSize: '0.85rem',
  textAlign: 'start' as const,
  borderBottom: `1px solid ${theme.palette.divider}`,
  ...focusRing(theme),
});

/** A day's cell, with a faint line at every hour it spans. */
const cellSx = (theme: Theme, minutes: number) => ({
  p: 0,
  borderBottom: `1px solid ${theme.palette.divider}`,
  borderInlineEnd: `1px solid ${theme.palette.divider}`,
  backgroundImage: `repeating-linear-gradient(to right, ${theme.palette.divider} 0 1px, transparent 1px ${100 / (minutes / 60)}%)`,
  ...focusRing(theme),
});
