import type { FastifyRequest } from 'fastify';
import type { components } from '../../../contract/generated/openapi.gen';
import { inDomain } from '../../http/domainErrors';
import { langOf } from '../../http/i18n';
import type { TagHandlers } from '../../http/types';
import { centreOf } from '../roadTests/centres';
import { attendance, bdeFigures, passRates, revenue, seatFigures, utilisation, type Labels } from './domain';
import { m } from './messages';
import { resolvePeriod, type Period } from './period';

type Figures = components['schemas']['InsightFigure'][];
type PeriodQuery = Parameters<typeof resolvePeriod>[0];

const labelsOf = (req: FastifyRequest): Labels => ({ lang: langOf(req), all: m(req, 'all'), none: m(req, 'none'), mail: m(req, 'mail'), text: m(req, 'text') });

/** Reads the period (a 422 on the field at fault), computes the figures, answers them with it. */
async function answer(req: FastifyRequest & { query: PeriodQuery }, compute: (period: Period, labels: Labels) => Promise<Figures>) {
  const period = await inDomain(req, m, async () => resolvePeriod(req.query));
  const figures = await compute(period, labelsOf(req));
  return { success: true, data: { period: { period: period.period, from: period.from, to: period.to }, figures } };
}

export const insightHandlers: TagHandlers<'Insight'> = {
  getInsightPassRates: (req) => answer(req, (period, labels) => passRates(req.server.db, period, labels, (id) => centreOf(id).name)),
  getInsightUtilisation: (req) => answer(req, (period) => utilisation(req.server.db, period)),
  getInsightAttendance: (req) => answer(req, (period, labels) => attendance(req.server.db, period, labels)),
  getInsightRevenue: (req) => answer(req, (period, labels) => revenue(req.server.db, period, labels)),
  getInsightSeats: (req) => answer(req, (period, labels) => seatFigures(req.server.db, period, labels)),
  getInsightBde: (req) => answer(req, (period, labels) => bdeFigures(req.server.db, period, labels)),
};
