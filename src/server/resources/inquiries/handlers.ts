import { inDomain } from '../../http/domainErrors';
import type { TagHandlers } from '../../http/types';
import {
  bulkUpdateInquiries,
  createInquiry,
  deleteInquiry,
  inquiry,
  inquiryQuery,
  inquiryStatistics,
  pageInquiries,
  setInquiryStatus,
  updateInquiry,
} from './domain';
import { m } from './messages';
import { pageMeta, toApiInquiry } from './responses';

export const inquiryHandlers: TagHandlers<'Inquiries'> = {
  async createInquiry(req, reply) {
    const row = await inDomain(req, m, () => createInquiry(req.server.db, req.body));
    reply.code(201);
    return { success: true, message: m(req, 'received'), data: toApiInquiry(row) };
  },

  async listInquiries(req, reply) {
    const query = inquiryQuery(req.query);
    // The inquiries screen polls its page: while nothing is written, that costs no query, and the
    // page is kept as the route's own serializer wrote it.
    const body = await req.server.reads.read(`listInquiries ${JSON.stringify(query)}`, async () => {
      const { rows, total } = await pageInquiries(req.server.db, query);
      return reply.serializeInput({ success: true, data: rows.map(toApiInquiry), meta: pageMeta(query.page, query.perPage, total) }, '200', 'application/json');
    });
    return reply.type('application/json; charset=utf-8').send(body);
  },

  async getInquiry(req) {
    const row = await inDomain(req, m, () => inquiry(req.server.db, req.params.id));
    return { success: true, data: toApiInquiry(row) };
  },

  async updateInquiry(req) {
    const row = await inDomain(req, m, () => updateInquiry(req.server.db, req.params.id, req.body));
    return { success: true, message: m(req, 'updated'), data: toApiInquiry(row) };
  },

  async deleteInquiry(req) {
    await inDomain(req, m, () => deleteInquiry(req.server.db, req.params.id));
    return { success: true, message: m(req, 'deleted') };
  },

  async updateInquiryStatus(req) {
    const row = await inDomain(req, m, () => setInquiryStatus(req.server.db, req.params.id, req.body));
    return { success: true, message: m(req, 'statusUpdated'), data: toApiInquiry(row) };
  },

  async bulkUpdateInquiries(req) {
    const affected = await inDomain(req, m, () => bulkUpdateInquiries(req.server.db, req.body));
    return {
      success: true,
      message: m(req, req.body.action === 'delete' ? 'bulkDeleted' : 'bulkUpdated', { count: affected }),
      data: { affected },
    };
  },

  async getInquiryStatistics(req) {
    const { total, byStatus, byMonth } = await inquiryStatistics(req.server.db);
    return { success: true, data: { total, by_status: byStatus, by_month: byMonth } };
  },
};
