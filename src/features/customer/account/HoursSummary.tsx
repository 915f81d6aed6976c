import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { LessonListResponse } from '../../../api/signedInApi';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';

const ROWS: { key: keyof LessonListResponse['hours']; label: MessageId }[] = [
  { key: 'bought', label: 'account.hours.bought' },
  { key: 'booked', label: 'account.hours.booked' },
  { key: 'completed', label: 'account.hours.completed' },
  { key: 'forfeited', label: 'account.hours.forfeited' },
  { key: 'left', label: 'account.hours.left' },
];

/** The in-car hours balance and, for a BDE student, the progress toward the Ministry's hours and its deadline. */
export function HoursSummary({ hours, bde }: Pick<LessonListResponse, 'hours' | 'bde'>) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const hoursText = (count: number) => intl.formatMessage({ id: 'account.hours.count' }, { hours: count });
  return (
    <>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' }, gap: 2, m: 0, mb: bde ? 3 : 0 }}
      >
        {ROWS.map(({ key, label }) => (
          <Box key={key} sx={{ m: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {intl.formatMessage({ id: label })}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: key === 'left' ? 700 : 500, fontSize: '1.25rem' }}>
              {hoursText(hours[key])}
            </Typography>
          </Box>
        ))}
      </Box>
      {bde && (
        <Box>
          <Typography id="bde-progress-label" sx={{ fontWeight: 600 }}>
            {intl.formatMessage({ id: 'account.bde.title' })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, (bde.completed_hours / bde.required_hours) * 100)}
            aria-labelledby="bde-progress-label"
            aria-valuetext={intl.formatMessage({ id: 'account.bde.progress' }, { done: bde.completed_hours, required: bde.required_hours })}
            sx={{ height: 10, borderRadius: 5, my: 1 }}
          />
          <Typography>{intl.formatMessage({ id: 'account.bde.progress' }, { done: bde.completed_hours, required: bde.required_hours })}</Typography>
          <Typography color="text.secondary">
            {intl.formatMessage({ id: 'account.bde.deadline' }, { date: formatDate(bde.deadline, locale, { dateStyle: 'long' }) })}
          </Typography>
        </Box>
      )}
    </>
  );
}
