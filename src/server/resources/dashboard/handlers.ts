import type { TagHandlers } from '../../http/types';
import { toApiInquiry } from '../inquiries/responses';
import { licenceAlerts } from '../instructors/domain';
import { appVersion } from './appVersion';
import { dashboard, databaseHealth, quickStats } from './domain';

export const dashboardHandlers: TagHandlers<'Dashboard'> = {
  async getDashboard(req) {
    const [{ recent, byStatus, today }, alerts] = await Promise.all([dashboard(req.server.db), licenceAlerts(req.server.db)]);
    return {
      success: true,
      data: {
        recent_inquiries: recent.map(toApiInquiry),
        overview: {
          new_inquiries: byStatus.new,
          in_progress_inquiries: byStatus.in_progress,
          completed_inquiries: byStatus.completed,
          cancelled_inquiries: byStatus.cancelled,
          today_inquiries: today,
        },
        licence_alerts: alerts,
      },
    };
  },

  async getQuickStats(req) {
    return { success: true, data: await quickStats(req.server.db) };
  },

  async getSystemHealth(req) {
    const { reachable, latencyMs, error } = await databaseHealth(req.server.db);
    if (!reachable) req.log.warn({ err: error }, 'system health: database unreachable');
    return {
      success: true,
      data: {
        status: reachable ? 'ok' : 'degraded',
        database: { reachable, engine: req.server.engine, latency_ms: latencyMs },
        uptime_seconds: Math.round(process.uptime()),
        version: appVersion(),
        timestamp: new Date().toISOString(),
      },
    };
  },
};
