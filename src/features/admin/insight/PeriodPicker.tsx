import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { InsightPeriodRange } from '../../../api/officeApi';
import { torontoDay } from '../../../contract/torontoTime';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { customProblems, PERIOD_KINDS, PERIOD_NAMES, type ChosenPeriod, type PeriodKind } from './period';

interface PeriodPickerProps {
  chosen: ChosenPeriod;
  /** The days the figures on screen cover, as the server read the period. */
  shown: InsightPeriodRange | undefined;
  /** The server's refusal of a custom period, by field. */
  refused: { from?: string; to?: string };
  onChange: (next: { period: PeriodKind; from: string | null; to: string | null }) => void;
}

/** The period of every figure: one of the usual ones, or custom days from–to. */
export function PeriodPicker({ chosen, shown, refused, onChange }: PeriodPickerProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const problems = customProblems(chosen);
  const problemText = (field: 'from' | 'to') => {
    const problem = problems[field];
    return problem ? intl.formatMessage({ id: problem === 'order' ? 'admin.insight.period.order' : 'admin.insight.period.required' }) : refused[field];
  };

  const choose = (period: PeriodKind) => {
    if (period !== 'custom') onChange({ period, from: null, to: null });
    // Custom days start from those on screen, to be narrowed or widened from there.
    else onChange({ period, from: shown?.from ?? torontoDay(), to: shown?.to ?? torontoDay() });
  };

  const day = (field: 'from' | 'to') => {
    const error = problemText(field);
    return (
      <TextField
        size="small"
        type="date"
        label={intl.formatMessage({ id: `admin.insight.period.${field}` })}
        value={chosen[field]}
        onChange={(event) => onChange({ ...chosen, [field]: event.target.value })}
        error={Boolean(error)}
        helperText={error ?? ' '}
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
      />
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'admin.insight.period.label' })}
          value={chosen.period}
          onChange={(event) => choose(event.target.value as PeriodKind)}
          helperText=" "
          sx={{ minWidth: 200 }}
        >
          {PERIOD_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {intl.formatMessage({ id: `admin.insight.period.${PERIOD_NAMES[kind]}` })}
            </MenuItem>
          ))}
        </TextField>
        {chosen.period === 'custom' && (
          <>
            {day('from')}
            {day('to')}
          </>
        )}
      </Box>
      {shown && (
        <Typography color="text.secondary" variant="body2" role="status">
          {intl.formatMessage({ id: 'admin.insight.period.shown' }, { from: formatDate(shown.from, locale), to: formatDate(shown.to, locale) })}
        </Typography>
      )}
    </Box>
  );
}
