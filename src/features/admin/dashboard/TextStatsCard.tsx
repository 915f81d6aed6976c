import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useGetTextStatsQuery } from '../../../api/officeApi';
import { ErrorNotice } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { formatCents } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { ADMIN_POLLING_MS } from '../shared/polling';
import { adminLinks } from '../screens';

/** This month's texts on the dashboard: how many left, the segments billed, their estimated cost at the school's price, and the texts waiting for the office's answer. */
export function TextStatsCard() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const failureText = useFailureText();
  const stats = useGetTextStatsQuery(undefined, { pollingInterval: ADMIN_POLLING_MS, refetchOnFocus: true, refetchOnMountOrArgChange: true });
  const data = stats.data?.data;
  const t = (id: MessageId) => intl.formatMessage({ id });
  const figures: [MessageId, string][] = [
    ['admin.textStats.sent', data ? intl.formatNumber(data.sent) : '–'],
    ['admin.textStats.segments', data ? intl.formatNumber(data.segments) : '–'],
    ['admin.textStats.cost', data ? formatCents(data.cost_cents, locale) : '–'],
    ['admin.textStats.unanswered', data ? intl.formatNumber(data.unanswered) : '–'],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="dashboard-texts" sx={{ p: 2.5, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h2" id="dashboard-texts" sx={{ fontSize: '1.25rem' }}>
          {t('admin.textStats.title')}
        </Typography>
        <Button component={RouterLink} to={adminLinks.texts.getHref()} size="small">
          {t('admin.textStats.viewTexts')}
        </Button>
      </Box>
      {stats.error && (
        <ErrorNotice onRetry={() => void stats.refetch()}>
          {intl.formatMessage({ id: 'admin.textStats.loadFailed' }, { error: failureText(stats.error) })}
        </ErrorNotice>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {figures.map(([labelId, value]) => (
          <Box key={labelId}>
            <Typography color="text.secondary" variant="body2" id={`text-stat-${labelId}`}>
              {t(labelId)}
            </Typography>
            <Typography aria-labelledby={`text-stat-${labelId}`} sx={{ fontSize: '1.5rem', fontWeight: 800 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {data && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(
            { id: 'admin.textStats.price' },
            { price: intl.formatNumber(data.segment_price_millicents / 1000, { maximumFractionDigits: 3 }) },
          )}
        </Typography>
      )}
    </Paper>
  );
}
