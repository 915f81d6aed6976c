import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useIntl } from 'react-intl';
import type { LocalDate } from '../../../api/signedInApi';
import { DirectionalIcon } from '../../../components/brand/DirectionalIcon';
import { addDays, mondayOf, torontoDay } from '../../../contract/torontoTime';

interface WeekNavigatorProps {
  /** The Monday of the week shown. */
  monday: LocalDate;
  onChange: (monday: LocalDate) => void;
}

/** A Toronto week to look at, Monday to Sunday: the previous or next one, or this week. */
export function WeekNavigator({ monday, onChange }: WeekNavigatorProps) {
  const intl = useIntl();
  const thisWeek = mondayOf(torontoDay());
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <IconButton aria-label={intl.formatMessage({ id: 'admin.lessons.week.previous' })} onClick={() => onChange(addDays(monday, -7))}>
        <DirectionalIcon icon={ChevronLeftIcon} />
      </IconButton>
      <Button variant="outlined" size="small" onClick={() => onChange(thisWeek)} disabled={monday === thisWeek}>
        {intl.formatMessage({ id: 'admin.lessons.week.this' })}
      </Button>
      <IconButton aria-label={intl.formatMessage({ id: 'admin.lessons.week.next' })} onClick={() => onChange(addDays(monday, 7))}>
        <DirectionalIcon icon={ChevronRightIcon} />
      </IconButton>
    </Box>
  );
}
