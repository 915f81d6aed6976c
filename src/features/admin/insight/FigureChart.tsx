import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useIntl } from 'react-intl';
import type { InsightFigure } from '../../../api/officeApi';
import { formatMoney } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { isolated } from '../../../i18n/text';
import { FIGURE_STYLES, type FigureStyle } from './figures';
import { useFigureText } from './figureText';

const HEIGHT = 280;

/**
 * A figure drawn from its series: one line or bar per series, a point per key of the first
 * (months and weeks are every one of the period in each series). A value with too few records
 * behind it is left out (a gap), not drawn as if it could be trusted; its tooltip says so.
 * In this module's own chunk: the charts library is large and only this screen needs it.
 */
export function FigureChart({ figure }: { figure: InsightFigure }) {
  const intl = useIntl();
  const text = useFigureText();
  const locale = intl.locale as Locale;
  const rtl = locale === 'ar';
  const style: FigureStyle = FIGURE_STYLES[figure.id];
  const keys = figure.series[0]?.points ?? [];
  // Rates are drawn in percent and money in dollars, so that the axis's ticks fall on round values.
  const scale = figure.unit === 'rate' ? 100 : figure.unit === 'cents' || figure.unit === 'cents_per_hour' ? 0.01 : 1;
  const valueText = (drawn: number | null) => (drawn === null ? intl.formatMessage({ id: 'admin.insight.tooFew' }) : text.value(figure.unit, drawn / scale));
  const series = figure.series.map((s) => {
    const byKey = new Map(s.points.map((p) => [p.key, p]));
    return {
      id: s.key,
      // Isolated: a Latin name ending with its period is otherwise drawn ".Nadia R" in Arabic.
      label: isolated(s.label),
      data: keys.map(({ key }) => {
        const point = byKey.get(key);
        return point && !point.too_few && point.value !== null ? point.value * scale : null;
      }),
      valueFormatter: valueText,
      ...(style.series?.stacked ? { stack: 'total' } : {}),
    };
  });
  const labels = new Map(keys.map((p) => [p.key, isolated(text.pointLabel(figure.axis, p, true))]));
  const xAxis = [
    {
      scaleType: style.chart === 'line' ? ('point' as const) : ('band' as const),
      data: keys.map((p) => p.key),
      valueFormatter: (key: string) => labels.get(key) ?? key,
      reverse: rtl,
    },
  ];
  const money = figure.unit === 'cents' || figure.unit === 'cents_per_hour';
  // Ticks fall on round dollars: their cents would only crowd the axis.
  const tick = (drawn: number) => (money ? formatMoney(Math.round(drawn), locale) : text.value(figure.unit, drawn / scale));
  // Arabic reads the time axis right to left, and the values on its right, where the eye starts.
  const yAxis = [{ valueFormatter: tick, position: rtl ? ('right' as const) : ('left' as const), width: 72 }];
  const common = {
    height: HEIGHT,
    xAxis,
    yAxis,
    hideLegend: figure.series.length < 2,
    localeText: { loading: intl.formatMessage({ id: 'admin.insight.chart.loading' }), noData: intl.formatMessage({ id: 'admin.insight.chart.noData' }) },
  };
  return style.chart === 'line' ? (
    <LineChart {...common} series={series.map((s) => ({ ...s, showMark: keys.length <= 31 }))} />
  ) : (
    <BarChart {...common} series={series} />
  );
}
