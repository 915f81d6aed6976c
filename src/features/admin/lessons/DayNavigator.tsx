import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useIntl } from 'react-intl';
import type { LocalDate } from '../../../api/signedInApi';
import { DirectionalIcon } from '../../../components/brand/DirectionalIcon';
import { dayFrom } from './lessonDay';
import { addDays, torontoDay } from '../../../contract/torontoTime';

interface DayNavigatorProps {
  day: LocalDate;
  onChange: (day: LocalDate) => void;
  /** The date field's label. */
  label: string;
  disabled?: boolean;
}

/** A Toronto day to look at: the previous or next day, today, or any date typed or picked. */
export function DayNavigator({ day, onChange, label, disabled = false }: DayNavigatorProps) {
  const intl = useIntl();
  const today = torontoDay();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <IconButton aria-label={intl.formatMessage({ id: 'admin.lessons.previousDay' })} onClick={() => onChange(addDays(day, -1))} disabled={disabled}>
        <DirectionalIcon icon={ChevronLeftIcon} />
      </IconButton>
      <TextField
        size="small"
        type="date"
        label={label}
        value={day}
        onChange={(event) => event.target.value && onChange(dayFrom(event.target.value, day))}
        disabled={disabled}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
      />
      <IconButton aria-label={intl.formatMessage({ id: 'admin.lessons.nextDay' })} onClick={() => onChange(addDays(day, 1))} disabled={disabled}>
        <DirectionalIcon icon={ChevronRightIcon} />
      </IconButton>
      <Button variant="outlined" size="small" onClick={() => onChange(today)} disabled={disabled || day === today}>
        {intl.formatMessage({ id: 'admin.lessons.today' })}
      </Button>
    </Box>
  );
}
