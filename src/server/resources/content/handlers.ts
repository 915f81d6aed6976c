import { invalid, notFound } from '../../http/errors';
import type { TagHandlers } from '../../http/types';
import { writtenRow } from '../../http/versionConflict';
import { m } from './messages';
import { deleteContent, insertContent, listContent, updateContent } from './repository';
import { contentColumns, toApiContent, type ContentInput, type ContentType } from './service';

type IdParams = { id: number };

export const contentHandlers: TagHandlers<'Content'> = {
  async listAdminContent(req) {
    return { success: true, data: (await listContent(req.server.db)).map(toApiContent) };
  },

  async createContent(req, reply) {
    const result = contentColumns(req, req.body as ContentInput);
    if (result.errors) throw invalid(req, result.errors);
    const now = new Date().toISOString();
    const row = await req.server.db.transaction().execute((trx) => insertContent(trx, { ...result.columns, created_at: now, updated_at: now }));
    reply.code(201);
    return { success: true, message: m(req, 'created'), data: toApiContent(row) };
  },

  async updateContent(req) {
    const { id } = req.params as IdParams;
    const input = req.body as ContentInput;
    const result = contentColumns(req, input);
    if (result.errors) throw invalid(req, result.errors);
    const outcome = await req.server.db.transaction().execute((trx) => updateContent(trx, id, result.columns, input.expected_updated_at));
    const row = writtenRow(req, outcome, m(req, 'changedMeanwhile'));
    return { success: true, message: m(req, 'updated'), data: toApiContent(row) };
  },

  async deleteContent(req) {
    const { id } = req.params as IdParams;
    const deleted = await req.server.db.transaction().execute((trx) => deleteContent(trx, id));
    if (!deleted) throw notFound(req);
    return { success: true, message: m(req, 'deleted') };
  },

  async listPublicContent(req) {
    const { type } = req.query as { type?: ContentType };
    return { success: true, data: (await listContent(req.server.db, { activeOnly: true, type })).map(toApiContent) };
  },

  async listReviews(req) {
    return { success: true, data: (await listContent(req.server.db, { activeOnly: true, type: 'review' })).map(toApiContent) };
  },
};
