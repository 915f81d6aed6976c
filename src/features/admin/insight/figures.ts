import {
  useGetInsightAttendanceQuery,
  useGetInsightBdeQuery,
  useGetInsightPassRatesQuery,
  useGetInsightRevenueQuery,
  useGetInsightSeatsQuery,
  useGetInsightUtilisationQuery,
  type InsightFigureId,
} from '../../../api/officeApi';
import type { MessageId } from '../../../i18n/messages';

/** What the records behind a figure's values are: the table's count column and the total's noun. */
export type Counted = 'tests' | 'lessons' | 'bookings' | 'seats' | 'courses';

export interface FigureStyle {
  /** The figure's name in the catalogs: `admin.insight.figure.<name>` (title) and `admin.insight.definition.<name>`. */
  name: string;
  /** Lines for values that follow each other in time and are read as a trend; bars for amounts and comparisons. */
  chart: 'line' | 'bar';
  counted: Counted;
  /** Several series: what each one is (they are drawn side by side, or stacked when they add up). */
  series?: { header: 'instructor' | 'package'; stacked?: true };
}

export const FIGURE_STYLES = {
  'pass_rate.first_attempt': { name: 'passRate', chart: 'line', counted: 'tests' },
  'pass_rate.first_attempt.by_instructor': { name: 'passRateByInstructor', chart: 'bar', counted: 'tests' },
  'pass_rate.first_attempt.by_centre': { name: 'passRateByCentre', chart: 'bar', counted: 'tests' },
  'utilisation.by_instructor_week': { name: 'utilisation', chart: 'line', counted: 'lessons', series: { header: 'instructor' } },
  'no_show_rate.by_instructor': { name: 'noShowByInstructor', chart: 'bar', counted: 'lessons' },
  'no_show_rate.by_channel': { name: 'noShowByChannel', chart: 'bar', counted: 'lessons' },
  'late_cancel_rate.by_instructor': { name: 'lateCancelByInstructor', chart: 'bar', counted: 'lessons' },
  'late_cancel_rate.by_channel': { name: 'lateCancelByChannel', chart: 'bar', counted: 'lessons' },
  'revenue.net.by_month': { name: 'revenue', chart: 'bar', counted: 'bookings' },
  'revenue.net.by_package': { name: 'revenueByPackage', chart: 'bar', counted: 'bookings', series: { header: 'package', stacked: true } },
  'hst.collected.by_month': { name: 'hst', chart: 'bar', counted: 'bookings' },
  'revenue.per_instructor_hour.by_month': { name: 'revenuePerHour', chart: 'line', counted: 'lessons' },
  'seats.fill_rate.by_class_date': { name: 'fillRate', chart: 'bar', counted: 'seats' },
  'seats.refilled.by_class_date': { name: 'refilled', chart: 'bar', counted: 'seats' },
  'bde.started.by_month': { name: 'bdeStarted', chart: 'bar', counted: 'courses' },
  'bde.certified.by_month': { name: 'bdeCertified', chart: 'bar', counted: 'courses' },
  'bde.days_to_certificate.by_month': { name: 'bdeDays', chart: 'line', counted: 'courses' },
  'bde.at_risk': { name: 'bdeAtRisk', chart: 'bar', counted: 'courses' },
} as const satisfies Record<InsightFigureId, FigureStyle>;

export type FigureName = (typeof FIGURE_STYLES)[InsightFigureId]['name'];

/** The screen's sections, in order: one operation each, whose figures it shows in the order they come. */
export const INSIGHT_SECTIONS = [
  { key: 'passRates', titleId: 'admin.insight.section.passRates', useFigures: useGetInsightPassRatesQuery },
  { key: 'utilisation', titleId: 'admin.insight.section.utilisation', useFigures: useGetInsightUtilisationQuery },
  { key: 'attendance', titleId: 'admin.insight.section.attendance', useFigures: useGetInsightAttendanceQuery },
  { key: 'revenue', titleId: 'admin.insight.section.revenue', useFigures: useGetInsightRevenueQuery },
  { key: 'seats', titleId: 'admin.insight.section.seats', useFigures: useGetInsightSeatsQuery },
  { key: 'bde', titleId: 'admin.insight.section.bde', useFigures: useGetInsightBdeQuery },
] as const satisfies readonly { key: string; titleId: MessageId; useFigures: typeof useGetInsightPassRatesQuery }[];

export type InsightSectionConfig = (typeof INSIGHT_SECTIONS)[number];
