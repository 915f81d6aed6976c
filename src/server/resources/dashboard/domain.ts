import type { components } from '../../../contract/generated/openapi.gen';
import { ping } from '../../db/connect';
import type { Executor } from '../../domain/errors';
import { countAll, countByStatus, countDistinctCompletedEmails, countInRanges, recentInquiries } from '../inquiries/repository';
import { torontoDayRange, torontoMonthRange } from '../../../contract/torontoTime';
import { countActiveServices } from './repository';

/**
 * This month against last month, in percent rounded to one decimal: 100 when last month had none
 * and this month has some, 0 when both are empty.
 */
export function monthlyGrowth(thisMonth: number, lastMonth: number): number {
  if (lastMonth === 0) return thisMonth > 0 ? 100 : 0;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}

/** The 5 newest inquiries, the count of each status, and today's inquiries (a Toronto day). */
export async function dashboard(db: Executor) {
  const [recent, byStatus, [today]] = await Promise.all([recentInquiries(db, 5), countByStatus(db), countInRanges(db, [torontoDayRange()])]);
  return { recent, byStatus, today };
}

/** The figures of the admin's summary, in display order (months in Toronto). */
export async function quickStats(db: Executor): Promise<{ metric: components['schemas']['QuickStatMetric']; value: number }[]> {
  const now = new Date();
  const [total, active, [thisMonth, lastMonth], satisfied] = await Promise.all([
    countAll(db),
    countActiveServices(db),
    countInRanges(db, [torontoMonthRange(0, now), torontoMonthRange(-1, now)]),
    countDistinctCompletedEmails(db),
  ]);
  return [
    { metric: 'totalInquiries', value: total },
    { metric: 'activeServices', value: active },
    { metric: 'monthlyGrowth', value: monthlyGrowth(thisMonth, lastMonth) },
    { metric: 'satisfiedClients', value: satisfied },
  ];
}

/**
 * Whether the database answers (`error` says why not), and how long that took in ms, two decimals.
 * Never throws: a health check exists to say what is wrong.
 */
export async function databaseHealth(db: Executor): Promise<{ reachable: boolean; latencyMs: number; error?: unknown }> {
  const started = process.hrtime.bigint();
  const outcome = await ping(db).then(
    () => ({ reachable: true }),
    (error: unknown) => ({ reachable: false, error }),
  );
  const latency = Number(process.hrtime.bigint() - started) / 1e6;
  return { ...outcome, latencyMs: Math.round(latency * 100) / 100 };
}
