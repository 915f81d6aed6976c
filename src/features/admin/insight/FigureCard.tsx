import { Suspense, useId } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useIntl } from 'react-intl';
import type { InsightFigure, InsightPeriodRange } from '../../../api/officeApi';
import { EmptyText, LoadingText } from '../../../components/feedback/StatusMessage';
import { lazyComponent } from '../../../components/page/lazyComponent';
import { FIGURE_STYLES } from './figures';
import { FigureTable } from './FigureTable';
import { isEmptyFigure, useFigureText } from './figureText';

const FigureChart = lazyComponent(() => import(/* webpackChunkName: "insight-charts" */ './FigureChart'), 'FigureChart');

/** One figure: its title and definition, its total over the period, its chart and the table under it. */
export function FigureCard({ figure, period }: { figure: InsightFigure; period: InsightPeriodRange }) {
  const intl = useIntl();
  const text = useFigureText();
  const headingId = useId();
  const totalId = useId();
  const title = text.title(figure.id);
  const empty = isEmptyFigure(figure);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="h3" id={headingId} sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          {title}
        </Typography>
        {/* A tooltip opens on focus as on hover, so the definition is one Tab away; describeChild keeps the button's own name. */}
        <Tooltip title={text.definition(figure.id)} describeChild enterTouchDelay={0} leaveTouchDelay={6000}>
          <IconButton size="small" aria-label={intl.formatMessage({ id: 'admin.insight.definitionOf' }, { title })}>
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {empty ? (
        <EmptyText>{intl.formatMessage({ id: 'admin.insight.empty' })}</EmptyText>
      ) : (
        <>
          <Typography id={totalId} color="text.secondary" variant="body2">
            {intl.formatMessage(
              { id: 'admin.insight.total' },
              { value: text.shown(figure.unit, figure.total), behind: text.counted(FIGURE_STYLES[figure.id].counted, figure.total.count) },
            )}
          </Typography>
          <Box component="figure" aria-labelledby={headingId} aria-describedby={totalId} sx={{ m: 0, minWidth: 0 }}>
            <Suspense fallback={<LoadingText>{intl.formatMessage({ id: 'admin.insight.chart.loading' })}</LoadingText>}>
              <FigureChart figure={figure} />
            </Suspense>
          </Box>
          <FigureTable figure={figure} period={period} />
        </>
      )}
    </Paper>
  );
}
