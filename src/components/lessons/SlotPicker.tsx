import { useId } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { torontoDay } from '../../contract/torontoTime';
import { formatDate } from '../../i18n/format';
import type { Locale } from '../../i18n/locale';
import { isolated } from '../../i18n/text';
import { visuallyHidden } from '../a11y/visuallyHidden';

/** What the picker reads of a lesson slot (the API's `LessonSlot`). */
export interface Slot {
  instructor: { id: number; name: string };
  starts_at: string;
  ends_at: string;
  duration_minutes: number;
}

export interface SlotPickerProps<T extends Slot> {
  slots: readonly T[];
  value: T | null;
  onChange(slot: T): void;
  /** Names the whole choice ("Free times"); each day is a group of its own inside it. */
  legend: string;
  /** Whether each slot names its instructor (when the list mixes instructors). */
  showInstructor: boolean;
  /** Said in place of the slots when there are none. */
  emptyText: string;
}

/** Two slots are the same choice when the instructor and the start are. */
export const sameSlot = (a: Slot | null, b: Slot) =>
  a !== null && a.instructor.id === b.instructor.id && a.starts_at === b.starts_at && a.duration_minutes === b.duration_minutes;

const SlotLabel = styled('label')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  minWidth: 112,
  minHeight: 44,
  padding: theme.spacing(0.75, 1.5),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  cursor: 'pointer',
  textAlign: 'center',
  '&:hover': { borderColor: theme.palette.primary.main },
  '&:has(input:checked)': {
    borderColor: theme.palette.primary.main,
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  '&:has(input:focus-visible)': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

// The radio itself, transparent, covers its whole label: a tap anywhere on the slot, or a screen
// reader's touch exploration, lands on the control.
const coveringInput = { position: 'absolute', inset: 0, zIndex: 1, width: '100%', height: '100%', m: 0, opacity: 0, cursor: 'pointer' } as const;

/**
 * Free lesson times as one radio group, split by Toronto day: arrows move between slots, Tab
 * leaves the group, and each slot is announced with its full day, its hours and its instructor
 * (a screen reader never hears a bare "1:30"). The times shown are Toronto's wall clock, whatever
 * the reader's device zone, so a slot on a daylight-saving day reads as the school wrote it.
 */
export function SlotPicker<T extends Slot>({ slots, value, onChange, legend, showInstructor, emptyText }: SlotPickerProps<T>) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const name = useId();
  const days = new Map<string, T[]>();
  for (const slot of slots) {
    const key = torontoDay(slot.starts_at);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  const time = (iso: string) => formatDate(iso, locale, { hour: 'numeric', minute: '2-digit' });
  const dayName = (iso: string) => formatDate(iso, locale, { weekday: 'long', day: 'numeric', month: 'long' });

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={visuallyHidden}>
        {legend}
      </Box>
      {slots.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        [...days.values()].map((daySlots) => (
          <Box key={daySlots[0].starts_at} role="group" aria-label={dayName(daySlots[0].starts_at)} sx={{ mb: 2 }}>
            <Typography component="p" variant="subtitle1" aria-hidden sx={{ mb: 1, fontWeight: 600 }}>
              {dayName(daySlots[0].starts_at)}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {daySlots.map((slot) => {
                // The hours as one isolated run, so "9:00 – 11:00" keeps its order inside Arabic text.
                const hours = isolated(`${time(slot.starts_at)} – ${time(slot.ends_at)}`);
                const spoken = [dayName(slot.starts_at), hours, showInstructor ? slot.instructor.name : null].filter(Boolean).join(', ');
                return (
                  <SlotLabel key={`${slot.instructor.id}-${slot.starts_at}-${slot.duration_minutes}`}>
                    <Box
                      component="input"
                      type="radio"
                      name={name}
                      checked={sameSlot(value, slot)}
                      onChange={() => onChange(slot)}
                      aria-label={spoken}
                      sx={coveringInput}
                    />
                    <span aria-hidden>{hours}</span>
                    {showInstructor && (
                      <Typography component="span" variant="body2" aria-hidden>
                        {/* Isolated: "Omar H." keeps its period on its right inside an Arabic page. */}
                        <bdi>{slot.instructor.name}</bdi>
                      </Typography>
                    )}
                  </SlotLabel>
                );
              })}
            </Box>
          </Box>
        ))
      )}
    </Box>
  );
}
