import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { useGetDashboardQuery, useGetQuickStatsQuery, type QuickStatMetric } from '../../../api/officeApi';
import { adminLinks } from '../screens';
import { ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { INQUIRY_STATUS } from '../../../components/inquiries/inquiryStatus';
import { PageHeading } from '../../../components/page/PageHeading';
import { formatDate } from '../../../i18n/format';
import type { MessageId } from '../../../i18n/messages';
import type { Locale } from '../../../i18n/locale';
import { inquiryOrigin } from '../../../components/inquiries/inquiryOrigin';
import { ADMIN_POLLING_MS } from '../shared/polling';
import { BookingStatsCard } from './BookingStatsCard';
import { LicenceAlertsCard } from './LicenceAlertsCard';
import { TextStatsCard } from './TextStatsCard';

const LIVE = { pollingInterval: ADMIN_POLLING_MS, refetchOnFocus: true, refetchOnMountOrArgChange: true } as const;

const METRICS: { metric: QuickStatMetric; labelId: MessageId }[] = [
  { metric: 'totalInquiries', labelId: 'admin.dashboard.totalInquiries' },
  { metric: 'activeServices', labelId: 'admin.dashboard.activeServices' },
  { metric: 'monthlyGrowth', labelId: 'admin.dashboard.monthlyGrowth' },
  { metric: 'satisfiedClients', labelId: 'admin.dashboard.satisfiedClients' },
];

const ACTIONS: { to: string; labelId: MessageId }[] = [
  { to: adminLinks.inquiries.getHref(), labelId: 'admin.dashboard.viewInquiries' },
  { to: adminLinks.services.getHref(), labelId: 'admin.dashboard.manageServices' },
  { to: adminLinks.content.getHref(), labelId: 'admin.dashboard.updateContent' },
  { to: adminLinks.cities.getHref(), labelId: 'admin.dashboard.addCities' },
];

const card = { p: 2.5 } as const;

/** The admin dashboard: quick stats, recent inquiries, quick actions, overview. */
export function DashboardPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const failureText = useFailureText();
  const dashboard = useGetDashboardQuery(undefined, LIVE);
  const stats = useGetQuickStatsQuery(undefined, LIVE);
  const value = (metric: QuickStatMetric) => stats.data?.data.find((s) => s.metric === metric)?.value;
  const overview = dashboard.data?.data.overview;
  const recent = dashboard.data?.data.recent_inquiries ?? [];
  const error = dashboard.error ?? stats.error;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeading id="admin.dashboard.title" sx={{ mb: 0 }} />
      {error && (
        <ErrorNotice
          onRetry={() => {
            void dashboard.refetch();
            void stats.refetch();
          }}
        >
          {intl.formatMessage({ id: 'admin.dashboard.loadFailed' }, { error: failureText(error) })}
        </ErrorNotice>
      )}
      {(dashboard.isLoading || stats.isLoading) && <LoadingText>{intl.formatMessage({ id: 'admin.dashboard.loading' })}</LoadingText>}

      <Box
        component="section"
        aria-label={intl.formatMessage({ id: 'admin.dashboard.stats' })}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}
      >
        {METRICS.map(({ metric, labelId }) => {
          const v = value(metric);
          const text =
            v === undefined
              ? '–'
              : metric === 'monthlyGrowth'
                ? intl.formatNumber(v / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' })
                : intl.formatNumber(v);
          return (
            <Paper key={metric} variant="outlined" sx={card}>
              <Typography color="text.secondary" variant="body2" id={`stat-${metric}`}>
                {intl.formatMessage({ id: labelId })}
              </Typography>
              <Typography aria-labelledby={`stat-${metric}`} sx={{ fontSize: '1.9rem', fontWeight: 800 }}>
                {/* Left to right in every language: a signed percentage has no letter to give it a direction ("+10%" drawn "%10+"). */}
                <bdi dir="ltr">{text}</bdi>
              </Typography>
            </Paper>
          );
        })}
      </Box>

      <BookingStatsCard />

      <TextStatsCard />

      {dashboard.data && <LicenceAlertsCard alerts={dashboard.data.data.licence_alerts} />}

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="section" aria-labelledby="dashboard-recent" sx={card}>
          <Typography variant="h2" id="dashboard-recent" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {intl.formatMessage({ id: 'admin.dashboard.recent' })}
          </Typography>
          {!dashboard.isLoading && recent.length === 0 && (
            <Typography color="text.secondary">{intl.formatMessage({ id: 'admin.dashboard.noRecent' })}</Typography>
          )}
          <List disablePadding>
            {recent.map((inquiry) => {
              const badge = INQUIRY_STATUS[inquiry.status];
              return (
                <ListItem
                  key={inquiry.id}
                  divider
                  secondaryAction={<Chip size="small" color={badge.color} label={intl.formatMessage({ id: badge.labelId })} />}
                  sx={{ pr: 14 }}
                >
                  <ListItemText
                    primary={<span dir="auto">{inquiry.name}</span>}
                    secondary={
                      // bdi: an English subject or service title beside an Arabic date keeps its own order.
                      <>
                        <Box component="span" sx={{ display: 'block', color: 'text.primary', overflowWrap: 'anywhere' }}>
                          <bdi>{inquiry.title ?? intl.formatMessage({ id: 'admin.inquiries.noSubject' })}</bdi>
                        </Box>
                        <bdi>{inquiryOrigin(inquiry, intl)}</bdi> ·{' '}
                        <bdi>{formatDate(inquiry.created_at, locale, { dateStyle: 'medium', timeStyle: 'short' })}</bdi>
                      </>
                    }
                  />
                </ListItem>
              );
            })}
          </List>
        </Paper>

        <Box sx={{ display: 'grid', gap: 3 }}>
          <Paper variant="outlined" component="section" aria-labelledby="dashboard-actions" sx={card}>
            <Typography variant="h2" id="dashboard-actions" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
              {intl.formatMessage({ id: 'admin.dashboard.actions' })}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1 }}>
              {ACTIONS.map((action) => (
                <Button key={action.to} component={RouterLink} to={action.to} variant="outlined" fullWidth>
                  {intl.formatMessage({ id: action.labelId })}
                </Button>
              ))}
            </Box>
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="dashboard-overview" sx={card}>
            <Typography variant="h2" id="dashboard-overview" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
              {intl.formatMessage({ id: 'admin.dashboard.overview' })}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, '& dd': { m: 0, fontWeight: 700 } }}>
              {(
                [
                  ['admin.dashboard.new', overview?.new_inquiries],
                  ['admin.dashboard.inProgress', overview?.in_progress_inquiries],
                  ['admin.dashboard.completed', overview?.completed_inquiries],
                  ['admin.dashboard.cancelled', overview?.cancelled_inquiries],
                  ['admin.dashboard.today', overview?.today_inquiries],
                ] as const
              ).map(([labelId, n]) => (
                <Box key={labelId} sx={{ display: 'contents' }}>
                  <dt>{intl.formatMessage({ id: labelId })}</dt>
                  <dd>{n === undefined ? '–' : intl.formatNumber(n)}</dd>
                </Box>
              ))}
            </Box>
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
