import { ping } from '../../db/connect';
import type { TagHandlers } from '../../http/types';
import { countByStatus, countAll, countDistinctCompletedEmails, countInRanges, recentInquiries } from '../inquiries/repository';
import { toApiInquiry } from '../inquiries/service';
import { torontoDayRange, torontoMonthRange } from '../inquiries/torontoTime';
import { countActiveServices } from './repository';
import { appVersion, monthlyGrowth } from './service';

export const dashboardHandlers: TagHandlers<'Dashboard'> = {
  async getDashboard(req) {
    const { db } = req.server;
    const [recent, byStatus, [today]] = await Promise.all([recentInquiries(db, 5), countByStatus(db), countInRanges(db, [torontoDayRange()])]);
    return {
      success: true,
      data: {
        recent_inquiries: recent.map(toApiInquiry),
        overview: {
          new_inquiries: byStatus.new,
          in_progress_inquiries: byStatus.in_progress,
          completed_inquiries: byStatus.completed,
          today_inquiries: today,
        },
      },
    };
  },

  async getQuickStats(req) {
    const { db } = req.server;
    const now = new Date();
    const [total, active, [thisMonth, lastMonth], satisfied] = await Promise.all([
      countAll(db),
      countActiveServices(db),
      countInRanges(db, [torontoMonthRange(0, now), torontoMonthRange(-1, now)]),
      countDistinctCompletedEmails(db),
    ]);
    return {
      success: true,
      data: [
        { metric: 'totalInquiries', value: total },
        { metric: 'activeServices', value: active },
        { metric: 'monthlyGrowth', value: monthlyGrowth(thisMonth, lastMonth) },
        { metric: 'satisfiedClients', value: satisfied },
      ],
    };
  },

  async getSystemHealth(req) {
    const started = process.hrtime.bigint();
    let reachable = true;
    try {
      await ping(req.server.db);
    } catch (error) {
      // Reported as data, not as an error: this endpoint exists to say what is wrong.
      req.log.warn({ err: error }, 'system health: database unreachable');
      reachable = false;
    }
    const latency = Number(process.hrtime.bigint() - started) / 1e6;
    return {
      success: true,
      data: {
        status: reachable ? 'ok' : 'degraded',
        database: { reachable, engine: req.server.engine, latency_ms: Math.round(latency * 100) / 100 },
        uptime_seconds: Math.round(process.uptime()),
        version: appVersion(),
        timestamp: new Date().toISOString(),
      },
    };
  },
};
