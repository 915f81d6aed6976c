import { invalid, invalidField, notFound, type FieldErrors } from '../../http/errors';
import type { TagHandlers } from '../../http/types';
import { writtenRow } from '../../http/versionConflict';
import { m } from './messages';
import {
  countAll,
  countByStatus,
  countInRanges,
  deleteInquiries,
  findInquiry,
  insertInquiry,
  pageInquiries,
  serviceExists,
  updateInquiries,
  updateInquiry,
  type InquiryStatus,
} from './repository';
import { pageMeta, parseSort, textOrNull, toApiInquiry, type InquiryInput, type ListQuery } from './service';
import { lastTorontoMonths } from './torontoTime';

type IdParams = { id: number };

interface BulkInput {
  ids: number[];
  action: 'update_status' | 'delete';
  status?: InquiryStatus;
}

export const inquiryHandlers: TagHandlers<'Inquiries'> = {
  async createInquiry(req, reply) {
    const input = req.body as InquiryInput;
    const name = input.name.trim();
    const errors: FieldErrors = {};
    if (!name) errors.name = [m(req, 'nameRequired')];
    const serviceId = input.service_id ?? null;
    const row = await req.server.db.transaction().execute(async (trx) => {
      if (serviceId !== null && !(await serviceExists(trx, serviceId))) errors.service_id = [m(req, 'unknownService')];
      if (Object.keys(errors).length > 0) throw invalid(req, errors);
      const now = new Date().toISOString();
      const id = await insertInquiry(trx, {
        name,
        email: input.email.trim(),
        phone: textOrNull(input.phone),
        title: textOrNull(input.title),
        message: textOrNull(input.message),
        status: 'new',
        notes: null,
        service_id: serviceId,
        created_at: now,
        updated_at: now,
      });
      return findInquiry(trx, id);
    });
    reply.code(201);
    return { success: true, message: m(req, 'received'), data: toApiInquiry(row!) };
  },

  async listInquiries(req, reply) {
    const q = req.query as ListQuery;
    const query = { status: q.status, search: q.search?.trim(), page: q.page, perPage: q.per_page, sort: parseSort(q.sort) };
    // The inquiries screen polls its page: while nothing is written, that costs no query, and the
    // page is kept as the route's own serializer wrote it.
    const body = await req.server.reads.read(`listInquiries ${JSON.stringify(query)}`, async () => {
      const { rows, total } = await pageInquiries(req.server.db, query);
      return reply.serializeInput({ success: true, data: rows.map(toApiInquiry), meta: pageMeta(q.page, q.per_page, total) }, '200', 'application/json');
    });
    return reply.type('application/json; charset=utf-8').send(body);
  },

  async getInquiry(req) {
    const { id } = req.params as IdParams;
    const row = await findInquiry(req.server.db, id);
    if (!row) throw notFound(req);
    return { success: true, data: toApiInquiry(row) };
  },

  async updateInquiry(req) {
    const { id } = req.params as IdParams;
    const input = req.body as { status?: InquiryStatus; notes?: string | null; expected_updated_at?: string };
    const changes = {
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.notes !== undefined ? { notes: textOrNull(input.notes) } : {}),
    };
    // Unknown properties are dropped by the schema; a body left with nothing to change is a mistake,
    // not a save that only moves the version on.
    if (Object.keys(changes).length === 0) throw invalidField(req, 'body', m(req, 'nothingToUpdate'));
    const outcome = await req.server.db.transaction().execute((trx) => updateInquiry(trx, id, changes, input.expected_updated_at));
    return { success: true, message: m(req, 'updated'), data: toApiInquiry(writtenRow(req, outcome, m(req, 'changedMeanwhile'))) };
  },

  async deleteInquiry(req) {
    const { id } = req.params as IdParams;
    const deleted = await req.server.db.transaction().execute((trx) => deleteInquiries(trx, [id]));
    if (deleted === 0) throw notFound(req);
    return { success: true, message: m(req, 'deleted') };
  },

  async updateInquiryStatus(req) {
    const { id } = req.params as IdParams;
    const { status, expected_updated_at } = req.body as { status: InquiryStatus; expected_updated_at?: string };
    const outcome = await req.server.db.transaction().execute((trx) => updateInquiry(trx, id, { status }, expected_updated_at));
    return { success: true, message: m(req, 'statusUpdated'), data: toApiInquiry(writtenRow(req, outcome, m(req, 'changedMeanwhile'))) };
  },

  async bulkUpdateInquiries(req) {
    const { ids, action, status } = req.body as BulkInput;
    if (action === 'update_status' && !status) throw invalidField(req, 'status', m(req, 'statusRequired'));
    const unique = [...new Set(ids)];
    const affected = await req.server.db
      .transaction()
      .execute((trx) => (action === 'delete' ? deleteInquiries(trx, unique) : updateInquiries(trx, unique, { status })));
    return {
      success: true,
      message: m(req, action === 'delete' ? 'bulkDeleted' : 'bulkUpdated', { count: affected }),
      data: { affected },
    };
  },

  async getInquiryStatistics(req) {
    const { db } = req.server;
    const months = lastTorontoMonths(12);
    const [total, byStatus, counts] = await Promise.all([countAll(db), countByStatus(db), countInRanges(db, months)]);
    return {
      success: true,
      data: { total, by_status: byStatus, by_month: months.map((month, i) => ({ month: month.month, count: counts[i] })) },
    };
  },
};
