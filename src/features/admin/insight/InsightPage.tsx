import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useGetInsightPassRatesQuery } from '../../../api/officeApi';
import { serverFieldErrors } from '../../../components/forms/serverFieldErrors';
import { PageHeading } from '../../../components/page/PageHeading';
import { useUrlFilters } from '../shared/urlFilters';
import { INSIGHT_SECTIONS } from './figures';
import { InsightSection } from './InsightSection';
import { periodFromParams, periodQuery } from './period';
import { PeriodPicker } from './PeriodPicker';

/** The office's figures of how the school is doing over a period kept in the URL (reload and links keep it). */
export function InsightPage() {
  const intl = useIntl();
  const { params, change } = useUrlFilters();
  const chosen = periodFromParams(params);
  const query = periodQuery(chosen);
  // The first section's answer says which days the period covers and why a custom one was refused
  // (every operation reads the period alike); the same request, so it is sent once.
  const first = useGetInsightPassRatesQuery(query ?? skipToken);
  const refused = serverFieldErrors(first.error);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <PageHeading id="admin.insight.title" sx={{ mb: 1 }} />
        <Typography color="text.secondary">{intl.formatMessage({ id: 'admin.insight.intro' })}</Typography>
      </Box>
      <PeriodPicker
        chosen={chosen}
        shown={query && !first.isFetching ? first.data?.data.period : undefined}
        refused={{ from: refused.from, to: refused.to }}
        onChange={(next) => change(next)}
      />
      {INSIGHT_SECTIONS.map((section) => (
        <InsightSection key={section.key} section={section} query={query} />
      ))}
    </Box>
  );
}
