import type { GetInsightPassRatesApiArg, InsightPeriodRange } from '../../../api/officeApi';

export type PeriodKind = InsightPeriodRange['period'];

/** Each period and its name in the catalogs (`admin.insight.period.<name>`), in the selector's order. */
export const PERIOD_NAMES = {
  this_month: 'thisMonth',
  last_3_months: 'last3Months',
  last_12_months: 'last12Months',
  custom: 'custom',
} as const satisfies Record<PeriodKind, string>;

export const PERIOD_KINDS = Object.keys(PERIOD_NAMES) as PeriodKind[];

/** A year of figures by default: long enough to see seasons, short enough for weekly series to read. */
export const DEFAULT_PERIOD: PeriodKind = 'last_12_months';

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The period the URL asks for: `period`, and for `custom` its `from` and `to` (as typed, maybe empty). */
export interface ChosenPeriod {
  period: PeriodKind;
  from: string;
  to: string;
}

export function periodFromParams(params: URLSearchParams): ChosenPeriod {
  const asked = params.get('period');
  const period = PERIOD_KINDS.find((kind) => kind === asked) ?? DEFAULT_PERIOD;
  return { period, from: params.get('from') ?? '', to: params.get('to') ?? '' };
}

export type CustomProblem = 'required' | 'order';

/** What is wrong with a custom period's days, field by field (nothing for the other periods). */
export function customProblems({ period, from, to }: ChosenPeriod): { from?: CustomProblem; to?: CustomProblem } {
  if (period !== 'custom') return {};
  const problems: { from?: CustomProblem; to?: CustomProblem } = {};
  if (!LOCAL_DATE.test(from)) problems.from = 'required';
  if (!LOCAL_DATE.test(to)) problems.to = 'required';
  else if (!problems.from && to < from) problems.to = 'order';
  return problems;
}

/** The insight operations' query for a chosen period, or undefined while a custom one is incomplete. */
export function periodQuery(chosen: ChosenPeriod): GetInsightPassRatesApiArg | undefined {
  if (chosen.period !== 'custom') return { period: chosen.period };
  const problems = customProblems(chosen);
  return problems.from || problems.to ? undefined : { period: 'custom', from: chosen.from, to: chosen.to };
}
