import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { GetInsightPassRatesApiArg } from '../../../api/officeApi';
import { ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { FigureCard } from './FigureCard';
import type { InsightSectionConfig } from './figures';

/** A group of figures from one operation, for the chosen period (none asked while it is incomplete). */
export function InsightSection({ section, query }: { section: InsightSectionConfig; query: GetInsightPassRatesApiArg | undefined }) {
  const intl = useIntl();
  const failureText = useFailureText();
  const { data, error, isFetching, refetch } = section.useFigures(query ?? skipToken);
  const headingId = `insight-${section.key}`;
  // A figure answered for another period is not shown as this one's.
  const current = query && !isFetching ? data?.data : undefined;

  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={isFetching} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.3rem', fontWeight: 700 }}>
        {intl.formatMessage({ id: section.titleId })}
      </Typography>
      {error && !isFetching ? (
        <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'admin.insight.loadFailed' }, { error: failureText(error) })}</ErrorNotice>
      ) : (
        isFetching && <LoadingText>{intl.formatMessage({ id: 'admin.insight.loading' })}</LoadingText>
      )}
      {current && !error && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          {current.figures.map((figure) => (
            <FigureCard key={figure.id} figure={figure} period={current.period} />
          ))}
        </Box>
      )}
    </Box>
  );
}
