import { useIntl } from 'react-intl';
import type { InsightFigure, InsightFigureId, InsightPoint, InsightValue } from '../../../api/officeApi';
import { formatCents, formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import type { CsvColumn } from '../shared/csv';
import { FIGURE_STYLES, type Counted, type FigureStyle } from './figures';

type Unit = InsightFigure['unit'];
type Axis = InsightFigure['axis'];

/** A point of a figure as a row of its table: with its series' label when the figure has several. */
export interface FigureRow {
  series?: string;
  point: InsightPoint;
}

export function figureRows(figure: InsightFigure): FigureRow[] {
  const style: FigureStyle = FIGURE_STYLES[figure.id];
  const several = figure.series.length > 1 || style.series !== undefined;
  return figure.series.flatMap((series) => series.points.map((point) => (several ? { series: series.label, point } : { point })));
}

/** Nothing to show: no record behind any value of the period. */
export const isEmptyFigure = (figure: InsightFigure) => figure.total.count === 0 && figure.series.every((s) => s.points.every((p) => p.count === 0));

/** A value as a plain number for a spreadsheet: a rate in percent, money in dollars. */
function csvNumber(unit: Unit, value: number | null): number | string {
  if (value === null) return '';
  if (unit === 'rate') return Math.round(value * 10000) / 100;
  if (unit === 'cents' || unit === 'cents_per_hour') return (value / 100).toFixed(2);
  return value;
}

export interface TableColumn {
  header: string;
  cell: (row: FigureRow) => string;
}

// Catalog ids are camel case.
const AXIS_NAMES = {
  month: 'month',
  week: 'week',
  instructor: 'instructor',
  centre: 'centre',
  channel: 'channel',
  class_date: 'classDate',
  package: 'package',
} as const;
const UNIT_NAMES = { rate: 'rate', cents: 'cents', count: 'count', days: 'days', cents_per_hour: 'centsPerHour' } as const;

const CSV_UNIT: Partial<Record<Unit, string>> = { rate: '%', cents: 'CAD', cents_per_hour: 'CAD' };

/** The words and numbers of the insight screen, in the reader's language. */
export function useFigureText() {
  const intl = useIntl();
  const locale = intl.locale as Locale;

  const title = (id: InsightFigureId) => intl.formatMessage({ id: `admin.insight.figure.${FIGURE_STYLES[id].name}` });
  const definition = (id: InsightFigureId) => intl.formatMessage({ id: `admin.insight.definition.${FIGURE_STYLES[id].name}` });

  /** A value in its unit; money from integer cents. */
  const value = (unit: Unit, amount: number): string => {
    switch (unit) {
      case 'rate':
        return intl.formatNumber(amount, { style: 'percent', maximumFractionDigits: 1 });
      case 'cents':
        return formatCents(amount, locale);
      case 'cents_per_hour':
        return intl.formatMessage({ id: 'admin.insight.perHour' }, { amount: formatCents(amount, locale) });
      case 'days':
        return intl.formatMessage({ id: 'admin.insight.days' }, { days: amount });
      case 'count':
        return intl.formatNumber(amount);
    }
  };

  /** A value as a reader may trust it: "too few to say" under the threshold, a dash over nothing. */
  const shown = (unit: Unit, v: InsightValue): string =>
    v.too_few ? intl.formatMessage({ id: 'admin.insight.tooFew' }) : v.value === null ? '–' : value(unit, v.value);

  const counted = (kind: Counted, count: number) => intl.formatMessage({ id: `admin.insight.count.${kind}` }, { count });

  /** A point's name: months and weeks formatted from their key, the server's label for the rest. */
  const pointLabel = (axis: Axis, point: Pick<InsightPoint, 'key' | 'label'>, short = false): string => {
    if (axis === 'month') return formatDate(`${point.key}-01`, locale, { month: short ? 'short' : 'long', year: 'numeric' });
    if (axis === 'week') {
      const day = formatDate(point.key, locale, short ? { month: 'short', day: 'numeric' } : { dateStyle: 'medium' });
      return short ? day : intl.formatMessage({ id: 'admin.insight.weekOf' }, { date: day });
    }
    return point.label;
  };

  /** The table's columns (what the screen shows) and the file's (the same, as a spreadsheet reads them). */
  const columns = (figure: InsightFigure): { table: TableColumn[]; csv: CsvColumn<FigureRow>[] } => {
    const style: FigureStyle = FIGURE_STYLES[figure.id];
    const t = (id: MessageId) => intl.formatMessage({ id });
    const table: TableColumn[] = [];
    const csv: CsvColumn<FigureRow>[] = [];
    if (figureRows(figure).some((row) => row.series !== undefined)) {
      const header = t(`admin.insight.column.series.${style.series?.header ?? 'instructor'}`);
      table.push({ header, cell: (row) => row.series ?? '' });
      csv.push({ header, value: (row) => row.series });
    }
    const axisHeader = t(`admin.insight.column.axis.${AXIS_NAMES[figure.axis]}`);
    const calendar = figure.axis === 'month' || figure.axis === 'week';
    table.push({ header: axisHeader, cell: (row) => pointLabel(figure.axis, row.point) });
    // A spreadsheet sorts and reads ISO months and days: the file keeps the keys.
    csv.push({ header: axisHeader, value: (row) => (calendar ? row.point.key : row.point.label) });
    const valueHeader = t(`admin.insight.column.value.${UNIT_NAMES[figure.unit]}`);
    const csvUnit = CSV_UNIT[figure.unit];
    table.push({ header: valueHeader, cell: (row) => shown(figure.unit, row.point) });
    csv.push({ header: csvUnit ? `${valueHeader} (${csvUnit})` : valueHeader, value: (row) => csvNumber(figure.unit, row.point.value) });
    const countHeader = t(`admin.insight.column.count.${style.counted}`);
    table.push({ header: countHeader, cell: (row) => intl.formatNumber(row.point.count) });
    csv.push({ header: countHeader, value: (row) => row.point.count });
    // The file keeps every value, so it says which ones are not to be trusted.
    csv.push({ header: t('admin.insight.tooFew'), value: (row) => (row.point.too_few ? t('admin.insight.yes') : '') });
    return { table, csv };
  };

  return { title, definition, value, shown, counted, pointLabel, columns };
}
