import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import type { LessonDuration, LessonSlot, LocalDate } from '../../../api/signedInApi';
import { Notice } from '../../../components/feedback/Notice';
import { ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { SlotPicker } from '../../../components/lessons/SlotPicker';
import type { MessageId } from '../../../i18n/messages';
import { DayNavigator } from './DayNavigator';
import { InstructorSelect } from './InstructorSelect';

const DURATIONS: LessonDuration[] = [60, 120];

/** What the office asks free slots for. */
export interface SlotQuery {
  instructorId: number | null;
  duration: LessonDuration;
  day: LocalDate;
}

interface SlotFieldsProps {
  query: SlotQuery;
  onQuery: (query: SlotQuery) => void;
  /** The "any instructor" choice's label; absent when an instructor must be chosen. */
  anyLabel?: string;
  /** The free slots of that day; undefined until known (or while there is no student to ask for). */
  slots: LessonSlot[] | undefined;
  loading: boolean;
  /** Why the slots could not be listed. */
  failure?: string;
  onRetry: () => void;
  slot: LessonSlot | null;
  onSlot: (slot: LessonSlot) => void;
  /** The slot chosen went from the refreshed list (someone took it): said until another is chosen. */
  vanished?: boolean;
  disabled: boolean;
}

/** The instructor, length and day of a lesson to place, and the free slots they leave to choose from. */
export function SlotFields({ query, onQuery, anyLabel, slots, loading, failure, onRetry, slot, onSlot, vanished, disabled }: SlotFieldsProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <InstructorSelect
          name="instructor"
          label={t('admin.lessons.instructor')}
          value={query.instructorId}
          onChange={(instructorId) => onQuery({ ...query, instructorId })}
          noneLabel={anyLabel}
          disabled={disabled}
        />
        <TextField
          select
          size="small"
          name="duration"
          label={t('admin.lessons.duration')}
          value={String(query.duration)}
          onChange={(event) => onQuery({ ...query, duration: event.target.value === '120' ? 120 : 60 })}
          disabled={disabled}
        >
          {DURATIONS.map((minutes) => (
            <MenuItem key={minutes} value={String(minutes)}>
              {intl.formatMessage({ id: 'admin.lessons.hours' }, { hours: minutes / 60 })}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <DayNavigator day={query.day} onChange={(day) => onQuery({ ...query, day })} label={t('admin.lessons.slotDay')} disabled={disabled} />
      {loading && <LoadingText>{t('admin.lessons.slotsLoading')}</LoadingText>}
      {failure && <ErrorNotice onRetry={onRetry}>{failure}</ErrorNotice>}
      {vanished && <Notice tone="warning">{t('admin.lessons.slotJustTaken')}</Notice>}
      {slots && !loading && (
        <SlotPicker
          slots={slots}
          value={slot}
          onChange={onSlot}
          legend={t('admin.lessons.freeSlots')}
          showInstructor={query.instructorId === null}
          emptyText={t('admin.lessons.noSlots')}
        />
      )}
    </>
  );
}
